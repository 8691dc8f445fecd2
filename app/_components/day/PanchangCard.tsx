import { getTranslations } from 'next-intl/server';
import type { Panchang } from '@/engine';
import type { Locale } from '@/i18n/routing';
import { instantLabel, localized, masaName, segmentRows, type SegmentKind, type SegmentRow } from '@/lib/view/day';
import { nameOf, pakshaName } from '@/lib/view/names';
import { namesFor } from '@/lib/names/names';
import { Card, FactList, Pill } from '../ui/Card';

const LIMBS = ['tithi', 'nakshatra', 'yoga', 'karana'] as const satisfies readonly SegmentKind[];

function SegmentList({ rows, labels, testId }: { rows: SegmentRow[]; labels: { till: (time: string) => string; allDay: string; fullNight: string }; testId: string }) {
  return (
    // About ten rem of entries, then the list scrolls (a day has 1-4 of each limb, karanas up to 5).
    <ul className="max-h-40 space-y-1.5 overflow-y-auto pr-1" data-testid={testId}>
      {rows.map((r) => (
        <li key={r.key} className="flex flex-wrap items-center justify-between gap-x-2 gap-y-0.5">
          <span className="font-medium text-fg">{r.name}</span>
          <Pill tone={r.badge.kind === 'till' ? 'neutral' : 'accent'}>
            {r.badge.kind === 'till' ? labels.till(r.badge.time) : r.badge.kind === 'allDay' ? labels.allDay : labels.fullNight}
          </Pill>
        </li>
      ))}
    </ul>
  );
}

/** The day's Panchang: the five limbs with their end times, the Sun and Moon, month, year and season. */
export async function PanchangCard({ p, locale }: { p: Panchang; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'panchangCard' });
  const base = p.date;
  const labels = { till: (time: string) => t('till', { time }), allDay: t('allDay'), fullNight: t('fullNight') };
  const time = (iso: string | null, none: string) => (iso ? instantLabel(iso, base, locale) : none);
  const signs = (rows: SegmentRow[]) =>
    rows.map((r, i) => (
      <span key={r.key} className="block">
        {r.name}
        {r.badge.kind === 'till' && i < rows.length - 1 && <span className="ml-1 text-xs font-normal text-muted">{labels.till(r.badge.time)}</span>}
      </span>
    ));
  // Drik (tropical) and Vedic reckonings of the season; one name when they agree.
  const drikVedic = (kind: 'ritu' | 'ayana', v: { drik: number; vedic: number }) =>
    v.drik === v.vedic
      ? localized(kind, v.drik, locale)
      : t('drikVedic', { drik: localized(kind, v.drik, locale), vedic: localized(kind, v.vedic, locale) });
  const sv = p.samvat;

  return (
    <Card id="panchang" title={t('title')} data-testid="panchang-card" tone="accent">
      {p.polar && <p className="mb-3 rounded-xl bg-saffron-soft p-3 text-sm text-fg">{t(p.polar === 'polar-day' ? 'polarDay' : 'polarNight')}</p>}
      <div className="grid gap-4 sm:grid-cols-2">
        {LIMBS.map((kind) => (
          <div key={kind} className="rounded-xl border border-line bg-surface p-3">
            <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-saffron">{t(kind)}</h3>
            <SegmentList rows={segmentRows(kind, p[kind], base, locale)} labels={labels} testId={`${kind}-list`} />
          </div>
        ))}
      </div>

      <h3 className="mb-2 mt-5 text-sm font-semibold uppercase tracking-wide text-saffron">{t('sunMoon')}</h3>
      <FactList
        testId="sun-moon"
        items={[
          { key: 'sunrise', label: t('sunrise'), value: <span data-testid="sunrise">{time(p.sunrise, t('noSunrise'))}</span> },
          { key: 'sunset', label: t('sunset'), value: <span data-testid="sunset">{time(p.sunset, t('noSunset'))}</span> },
          { key: 'moonrise', label: t('moonrise'), value: <span data-testid="moonrise">{time(p.moonrise, t('noMoonrise'))}</span> },
          { key: 'moonset', label: t('moonset'), value: <span data-testid="moonset">{time(p.moonset, t('noMoonset'))}</span> },
          { key: 'sunSign', label: t('sunSign'), value: signs(segmentRows('rashi', p.sunRashi, base, locale)) },
          { key: 'moonSign', label: t('moonSign'), value: signs(segmentRows('rashi', p.moonRashi, base, locale)) },
          {
            key: 'moonPhase',
            label: t('moonPhase'),
            value: (
              <>
                {namesFor(locale).moonPhase(p.moonPhase.phase)}
                <span className="ml-1 text-xs font-normal text-muted">{t('illumination', { percent: p.moonPhase.illumination })}</span>
              </>
            ),
          },
          { key: 'dinamana', label: t('dayLength'), value: p.dinamana ?? '—' },
        ]}
      />

      <h3 className="mb-2 mt-5 text-sm font-semibold uppercase tracking-wide text-saffron">{t('calendar')}</h3>
      <FactList
        testId="calendar-facts"
        items={[
          { key: 'vara', label: t('vara'), value: nameOf('vara', p.vara.number, locale) },
          { key: 'paksha', label: t('paksha'), value: pakshaName(p.paksha, locale) },
          { key: 'amanta', label: t('masaAmanta'), value: masaName(p.masa.amanta, locale) },
          { key: 'purnimanta', label: t('masaPurnimanta'), value: masaName(p.masa.purnimanta, locale) },
          { key: 'vikram', label: t('vikramSamvat'), value: `${sv.vikram} ${localized('samvatsara', sv.samvatsara.vikram, locale)}` },
          { key: 'shaka', label: t('shakaSamvat'), value: `${sv.shaka} ${localized('samvatsara', sv.samvatsara.shaka, locale)}` },
          { key: 'gujarati', label: t('gujaratiSamvat'), value: `${sv.gujarati} ${localized('samvatsara', sv.samvatsara.gujarati, locale)}` },
          { key: 'ritu', label: t('ritu'), value: drikVedic('ritu', p.ritu) },
          { key: 'ayana', label: t('ayana'), value: drikVedic('ayana', p.ayana) },
        ]}
      />
    </Card>
  );
}
