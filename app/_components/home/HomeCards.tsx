import { getFormatter, getTranslations } from 'next-intl/server';
import type { HomePage } from '@/app/_loaders/home';
import type { Locale } from '@/i18n/routing';
import type { City } from '@/lib/cities';
import { formatDate } from '@/lib/format/date';
import { timeZoneLabel } from '@/lib/format/zoned';
import { cityDisplayName, countryDisplayName, stateDisplayName } from '@/lib/selection/params';
import { agreementShare, cityCount, REFERENCE_AGREEMENT, YEARS_COVERED } from '@/lib/site-stats';
import { linkTo } from '@/lib/urls';
import type { SegmentRow } from '@/lib/view/panchang';
import { PendingLink } from '../controls/Pending';
import { LiveCurrent } from '../live/LiveCurrent';
import { Card, FactList } from '../ui/Card';

/** Today's tithi, nakshatra, sunrise and sunset, Rahu Kaal, Abhijit and the Choghadiya now, for the home page's city. */
export async function TodayTimingsCard({ home, locale }: { home: HomePage; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home' });
  const pc = await getTranslations({ locale, namespace: 'panchangCard' });
  const vm = home.timings;
  const till = (r: SegmentRow) => (r.badge.kind === 'till' ? pc('till', { time: r.badge.time }) : pc('fullNight'));
  const city = home.cityFromUrl ? home.city.slug : null;
  return (
    <Card
      id="home-timings"
      title={t('timingsTitle')}
      subtitle={t('timingsIntro', { city: cityDisplayName(home.city, locale), date: formatDate(home.date, locale, 'long') })}
      data-testid="home-timings"
      action={
        <PendingLink kind="panchang" href={linkTo('todayPanchang', { city, conv: home.conventionsFromUrl })} className="text-sm font-medium text-saffron hover:underline">
          {t('fullPanchang')} →
        </PendingLink>
      }
    >
      <FactList
        columns={1}
        items={[
          { key: 'tithi', label: t('tithiNow'), value: <>{vm.tithi.name} <span className="block text-xs font-normal text-muted">{till(vm.tithi)}</span></> },
          { key: 'nakshatra', label: t('nakshatraNow'), value: <>{vm.nakshatra.name} <span className="block text-xs font-normal text-muted">{till(vm.nakshatra)}</span></> },
          { key: 'sunrise', label: t('sunrise'), value: <span data-testid="home-sunrise">{vm.sunrise ?? pc('noSunrise')}</span> },
          { key: 'sunset', label: t('sunset'), value: vm.sunset ?? pc('noSunset') },
          { key: 'rahu', label: t('rahuKaal'), value: <span className="text-red-700 dark:text-red-300">{vm.rahuKaal?.range ?? '—'}</span> },
          { key: 'abhijit', label: t('abhijit'), value: vm.abhijit?.range ?? t('noAbhijit') },
          {
            key: 'choghadiya',
            label: t('choghadiyaNow'),
            value: (
              <LiveCurrent
                serverNow={home.now}
                none="—"
                testId="home-choghadiya"
                items={vm.choghadiya.map((x) => ({ label: x.name, range: x.range, start: x.start, end: x.end }))}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}

/** The selected city's record: where it is, its zone and size. */
export async function CityInfoCard({ city, locale }: { city: City; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home' });
  const format = await getFormatter({ locale });
  const coord = (v: number, pos: string, neg: string) => `${Math.abs(v).toFixed(4)}° ${v >= 0 ? pos : neg}`;
  return (
    <Card id="home-city" title={t('cityTitle')} data-testid="home-city">
      <p className="mb-3 text-xl font-semibold text-fg">{cityDisplayName(city, locale)}</p>
      <FactList
        columns={1}
        items={[
          ...(city.state ? [{ key: 'state', label: t('cityState'), value: stateDisplayName(city, locale) }] : []),
          { key: 'country', label: t('cityCountry'), value: countryDisplayName(city, locale) },
          { key: 'coordinates', label: t('cityCoordinates'), value: `${coord(city.lat, 'N', 'S')}, ${coord(city.lon, 'E', 'W')}` },
          { key: 'zone', label: t('cityTimeZone'), value: timeZoneLabel(city.timezone, locale) },
          { key: 'elevation', label: t('cityElevation'), value: t('cityElevationValue', { metres: format.number(city.elevation) }) },
          ...(city.population > 0 ? [{ key: 'population', label: t('cityPopulation'), value: format.number(city.population) }] : []),
        ]}
      />
      <p className="mt-3 text-xs text-muted">{t('changeCity')}</p>
    </Card>
  );
}

/** True figures about the calculator: places in the index, years covered, days compared and the measured agreement. */
export async function AboutStats({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home' });
  const format = await getFormatter({ locale });
  const a = REFERENCE_AGREEMENT;
  const stats = [
    { key: 'places', value: format.number(cityCount()), label: t('statPlaces') },
    { key: 'years', value: format.number(YEARS_COVERED.to - YEARS_COVERED.from + 1), label: t('statYears', { from: YEARS_COVERED.from, to: YEARS_COVERED.to }) },
    { key: 'days', value: format.number(a.days), label: t('statAgreementShort') },
    {
      key: 'agreement',
      value: format.number(agreementShare(), { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      label: t('statAgreementPercent', { from: a.firstYear, to: a.lastYear }),
    },
  ];
  return (
    <section aria-labelledby="about-title" className="side-card mt-10 sm:p-6" data-testid="home-about">
      <h2 id="about-title" className="text-xl font-semibold text-maroon">
        {t('aboutTitle')}
      </h2>
      <p className="mt-2 max-w-3xl text-sm text-fg">{t('aboutText')}</p>
      <dl className="mt-5 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {stats.map((s) => (
          <div key={s.key} className="flex flex-col rounded-xl bg-surface-2 p-4" data-stat={s.key}>
            <dt className="text-sm text-muted">{s.label}</dt>
            <dd className="order-first text-3xl font-bold tabular-nums text-saffron">{s.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 max-w-3xl text-sm text-fg" data-testid="home-agreement">
        {t('statAgreement', {
          delhi: a.disagreements.newDelhi,
          newYork: a.disagreements.newYork,
          days: format.number(a.days),
        })}
      </p>
    </section>
  );
}
