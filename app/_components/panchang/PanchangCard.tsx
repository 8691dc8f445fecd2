import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { DrikVedic, PanchangCardView, SegmentRow } from '@/lib/view/panchang';
import { Card, FactList } from '../ui/Card';
import { EntryRows } from './EntryRows';

const LIMBS = ['tithi', 'nakshatra', 'yoga', 'karana'] as const;

/** The day's Panchang: the five limbs with their end times, the Sun and Moon, month, year and season. */
export async function PanchangCard({ vm, locale }: { vm: PanchangCardView; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'panchangCard' });
  const labels = { till: (time: string) => t('till', { time }), allDay: t('allDay'), fullNight: t('fullNight') };
  const signs = (rows: SegmentRow[]) =>
    rows.map((r, i) => (
      <span key={i} className="block">
        {r.name}
        {r.badge.kind === 'till' && i < rows.length - 1 ? <span className="inline-note">{labels.till(r.badge.time)}</span> : null}
      </span>
    ));
  // Drik (tropical) and Vedic reckonings of the season; one name when they agree.
  const drikVedic = (v: DrikVedic) => (v.drik === v.vedic ? v.drik : t('drikVedic', { drik: v.drik, vedic: v.vedic }));

  return (
    <Card id="panchang" title={t('title')} data-testid="panchang-card" tone="accent">
      {vm.polar ? <p className="mb-3 rounded-xl bg-saffron-soft p-3 text-sm text-fg">{t(vm.polar === 'polar-day' ? 'polarDay' : 'polarNight')}</p> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {LIMBS.map((kind) => (
          <div key={kind} className="inset-box">
            <h3 className="subhead mb-2">{t(kind)}</h3>
            {/* About ten rem of entries, then the list scrolls (a day has 1-4 of each limb, karanas up to 5). */}
            <EntryRows rows={vm.limbs[kind]} labels={labels} testId={`${kind}-list`} className="limb-list" />
          </div>
        ))}
      </div>

      <h3 className="subhead mb-2 mt-5">{t('sunMoon')}</h3>
      <FactList
        testId="sun-moon"
        items={[
          { key: 'sunrise', label: t('sunrise'), value: <span data-testid="sunrise">{vm.sunrise ?? t('noSunrise')}</span> },
          { key: 'sunset', label: t('sunset'), value: <span data-testid="sunset">{vm.sunset ?? t('noSunset')}</span> },
          { key: 'moonrise', label: t('moonrise'), value: <span data-testid="moonrise">{vm.moonrise ?? t('noMoonrise')}</span> },
          { key: 'moonset', label: t('moonset'), value: <span data-testid="moonset">{vm.moonset ?? t('noMoonset')}</span> },
          { key: 'sunSign', label: t('sunSign'), value: signs(vm.sunSign) },
          { key: 'moonSign', label: t('moonSign'), value: signs(vm.moonSign) },
          {
            key: 'moonPhase',
            label: t('moonPhase'),
            value: (
              <>
                {vm.moonPhase.name}
                <span className="inline-note">{t('illumination', { percent: vm.moonPhase.illumination })}</span>
              </>
            ),
          },
          { key: 'dinamana', label: t('dayLength'), value: vm.dinamana ?? '—' },
        ]}
      />

      <h3 className="subhead mb-2 mt-5">{t('calendar')}</h3>
      <FactList
        testId="calendar-facts"
        items={[
          { key: 'vara', label: t('vara'), value: vm.vara },
          { key: 'paksha', label: t('paksha'), value: vm.paksha },
          // The visitor's month system first (lib/conventions), the other after it.
          ...(['purnimanta', 'amanta'] as const)
            .toSorted((a, b) => Number(b === vm.masaSystem) - Number(a === vm.masaSystem))
            .map((s) => ({
              key: s,
              label: t(s === 'amanta' ? 'masaAmanta' : 'masaPurnimanta'),
              value: s === vm.masaSystem ? <strong data-testid="masa">{vm[s]}</strong> : vm[s],
            })),
          { key: 'vikram', label: t('vikramSamvat'), value: vm.samvat.vikram },
          { key: 'shaka', label: t('shakaSamvat'), value: vm.samvat.shaka },
          { key: 'gujarati', label: t('gujaratiSamvat'), value: vm.samvat.gujarati },
          { key: 'ritu', label: t('ritu'), value: drikVedic(vm.ritu) },
          { key: 'ayana', label: t('ayana'), value: drikVedic(vm.ayana) },
        ]}
      />
    </Card>
  );
}
