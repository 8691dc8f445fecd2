import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { SegmentRow } from '@/lib/view/panchang';
import type { BalaRow, DayExtrasView, QualityRow } from '@/lib/view/day-extras';
import { Card, FactList, Pill } from '../ui/Card';
import { badgeText, EntryRows, type BadgeLabels as Labels } from './EntryRows';

function Heading({ children }: { children: ReactNode }) {
  return <h3 className="subhead-spaced">{children}</h3>;
}

/** A green (auspicious) or red dot. */
export function Dot({ good, className = '' }: { good: boolean; className?: string }) {
  const dot = good ? 'dot-good' : 'dot-bad';
  return <span aria-hidden="true" className={className ? `${dot} ${className}` : dot} />;
}

/** Rows of names with "till" badges; quality rows get a coloured dot and a screen-reader word. */
function Rows({ rows, labels, testId, quality }: { rows: (SegmentRow | QualityRow)[]; labels: Labels; testId: string; quality?: { good: string; bad: string } }) {
  return <EntryRows rows={rows} labels={labels} testId={testId} className="text-sm" quality={quality} />;
}

async function labelsOf(locale: Locale): Promise<Labels> {
  const t = await getTranslations({ locale, namespace: 'dayExtras' });
  const p = await getTranslations({ locale, namespace: 'panchangCard' });
  return { till: (time: string) => t('till', { time }), allDay: p('allDay'), fullNight: t('fullNight') };
}

/** The Moon's nakshatra padas with their ends, the Sun's nakshatra and pada. */
export async function PadasCard({ vm, locale }: { vm: DayExtrasView['padas']; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'dayExtras.padas' });
  const labels = await labelsOf(locale);
  return (
    <Card id="padas" title={t('title')} data-testid="padas-card">
      <Heading>{t('moon')}</Heading>
      <Rows rows={vm.moon} labels={labels} testId="moon-padas" />
      <Heading>{t('sun')}</Heading>
      <Rows rows={vm.sunNakshatra} labels={labels} testId="sun-nakshatra" />
      <Heading>{t('sunPada')}</Heading>
      <Rows rows={vm.sunPadas} labels={labels} testId="sun-padas" />
    </Card>
  );
}

/** Sarvartha Siddhi, Amrita Siddhi, Pushya, Ravi and Pushkar yogas with their windows; the Anandadi yogas. */
export async function YogasCard({ vm, locale }: { vm: DayExtrasView['yogas']; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'dayExtras.yogas' });
  const labels = await labelsOf(locale);
  return (
    <Card id="yogas" title={t('title')} data-testid="yogas-card">
      {vm.special.length === 0 ? (
        <p className="text-sm text-muted">{t('none')}</p>
      ) : (
        <ul className="space-y-1.5 text-sm" data-testid="special-yogas">
          {vm.special.map((y) => (
            <li key={y.key} className="entry-row">
              <span className="entry-name">
                <Dot good />
                {y.name}
              </span>
              <span className="tabular-nums text-fg">{y.wholeDay ? t('wholeDay') : y.range}</span>
            </li>
          ))}
        </ul>
      )}
      <Heading>{t('anandadi')}</Heading>
      <Rows rows={vm.anandadi} labels={labels} testId="anandadi" quality={{ good: t('auspicious'), bad: t('inauspicious') }} />
    </Card>
  );
}

function BalaList({ rows, labels, moonIn, testId }: { rows: BalaRow[]; labels: Labels; moonIn: (name: string) => string; testId: string }) {
  return (
    <ul className="space-y-2 text-sm" data-testid={testId}>
      {rows.map((r, i) => (
        // The row's place as its key (EntryRows).
        <li key={i}>
          <div className="entry-row gap-y-0">
            <span className="text-xs text-muted">{moonIn(r.moon)}</span>
            <Pill tone={r.badge.kind === 'till' ? 'neutral' : 'accent'}>{badgeText(r.badge, labels)}</Pill>
          </div>
          <p className="mt-0.5 font-medium text-fg">{r.names.join(', ')}</p>
        </li>
      ))}
    </ul>
  );
}

/** The birth rashis with Chandrabalam and the birth nakshatras with Tarabalam, by the Moon's stretch. */
export async function BalaCard({ vm, locale }: { vm: DayExtrasView['bala']; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'dayExtras.bala' });
  const labels = await labelsOf(locale);
  const moonIn = (name: string) => t('moonIn', { name });
  return (
    <Card id="bala" title={t('title')} subtitle={t('note')} data-testid="bala-card">
      <Heading>{t('chandrabalam')}</Heading>
      <BalaList rows={vm.chandrabalam} labels={labels} moonIn={moonIn} testId="chandrabalam" />
      <Heading>{t('tarabalam')}</Heading>
      <BalaList rows={vm.tarabalam} labels={labels} moonIn={moonIn} testId="tarabalam" />
    </Card>
  );
}

/** Bhadra with its vasa, Panchak and Ganda Moola: each stretch touching the day with its true start and end. */
export async function DoshasCard({ vm, locale }: { vm: DayExtrasView['doshas']; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'dayExtras.doshas' });
  const none = <p className="text-sm text-muted">{t('none')}</p>;
  return (
    <Card id="doshas" title={t('title')} data-testid="doshas-card">
      <Heading>{t('bhadra')}</Heading>
      {vm.bhadra.length === 0
        ? none
        : vm.bhadra.map((b) => (
            <div key={b.key} className="mb-2 text-sm" data-testid="bhadra">
              <p className="time-range">{b.range}</p>
              <ul className="mt-1 space-y-0.5">
                {b.vasa.map((v) => (
                  // The dot stays beside the first line of its text, which wraps under itself (a wrapping flex row
                  // left the dot alone on a line above the text, a stray bullet).
                  <li key={v.key} className="flex items-start gap-2 text-muted">
                    <Dot good={!v.harmful} className="mt-1.5" />
                    <span className="min-w-0">
                      {t('bhadraVasa')}: <span className="font-medium text-fg">{v.name}</span> ({v.harmful ? t('harmful') : t('harmless')})
                      {b.vasa.length > 1 && <span className="whitespace-nowrap tabular-nums"> {v.range}</span>}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
      <Heading>{t('panchak')}</Heading>
      {vm.panchak.length === 0 ? (
        none
      ) : (
        <ul className="text-sm" data-testid="panchak">
          {vm.panchak.map((p) => (
            <li key={p.key} className="time-range">
              {p.range}
            </li>
          ))}
        </ul>
      )}
      <Heading>{t('gandaMoola')}</Heading>
      {vm.gandaMoola.length === 0 ? (
        none
      ) : (
        <ul className="text-sm" data-testid="ganda-moola">
          {vm.gandaMoola.map((g) => (
            <li key={g.key} className="flex flex-wrap justify-between gap-x-2">
              <span className="text-muted">{g.name}</span>
              <span className="time-range">{g.range}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** Disha Shool, Rahu vasa, and the Moon's, Shiva's and Agni's dwellings through the day. */
export async function VasaCard({ vm, locale }: { vm: DayExtrasView['vasa']; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'dayExtras.vasa' });
  const y = await getTranslations({ locale, namespace: 'dayExtras.yogas' });
  const labels = await labelsOf(locale);
  const quality = { good: y('auspicious'), bad: y('inauspicious') };
  return (
    <Card id="vasa" title={t('title')} data-testid="vasa-card">
      <FactList
        testId="shool"
        items={[
          { key: 'dishaShool', label: t('dishaShool'), value: vm.dishaShool },
          { key: 'rahuVasa', label: t('rahuVasa'), value: vm.rahuVasa },
        ]}
      />
      <Heading>{t('chandraVasa')}</Heading>
      <Rows rows={vm.chandraVasa} labels={labels} testId="chandra-vasa" />
      <Heading>{t('shivaVasa')}</Heading>
      <Rows rows={vm.shivaVasa} labels={labels} testId="shiva-vasa" quality={quality} />
      <Heading>{t('agniVasa')}</Heading>
      <Rows rows={vm.agniVasa} labels={labels} testId="agni-vasa" quality={quality} />
    </Card>
  );
}

/** Dinamana, Ratrimana, Madhyahna, the Kali year and ahargana, the Julian day and the ayanamsa used. */
export async function EpochCard({ vm, locale }: { vm: DayExtrasView['epoch']; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'dayExtras.epoch' });
  return (
    <Card id="epoch" title={t('title')} data-testid="epoch-card">
      <FactList
        testId="epoch"
        columns={1}
        items={[
          { key: 'dinamana', label: t('dinamana'), value: vm.dinamana ?? '—' },
          { key: 'ratrimana', label: t('ratrimana'), value: vm.ratrimana ?? '—' },
          { key: 'madhyahna', label: t('madhyahna'), value: vm.madhyahna ?? '—' },
          { key: 'kaliYear', label: t('kaliYear'), value: vm.kaliYear },
          { key: 'kaliAhargana', label: t('kaliAhargana'), value: t('kaliAharganaValue', { days: vm.kaliAhargana }) },
          { key: 'julianDay', label: t('julianDay'), value: vm.julianDay },
          { key: 'modifiedJulianDay', label: t('modifiedJulianDay'), value: vm.modifiedJulianDay },
          {
            key: 'ayanamsa',
            label: t('ayanamsa'),
            value: (
              <>
                {vm.ayanamsa}
                <span className="inline-note">{t(`ayanamsaModel.${vm.ayanamsaModel}` as 'ayanamsaModel.lahiri')}</span>
              </>
            ),
          },
        ]}
      />
    </Card>
  );
}
