import { getFormatter, getTranslations } from 'next-intl/server';
import { choghadiyaOfDay, muhuratsOfDay } from '@/engine';
import type { Locale } from '@/i18n/routing';
import type { City } from '@/lib/cities';
import { formatDate } from '@/lib/format/date';
import { cityDisplayName } from '@/lib/selection';
import { cityCount, REFERENCE_AGREEMENT, YEARS_COVERED } from '@/lib/site-stats';
import { toolHref } from '@/lib/tools';
import { daySummary, instantLabel, rangeLabel } from '@/lib/view/day';
import { choghadiyaName } from '@/lib/view/names';
import { PendingLink } from '../controls/Pending';
import { panchangOf, rawDay, type PageSelection } from '../day/load';
import { LiveCurrent } from '../live/LiveCurrent';
import { Card, FactList } from '../ui/Card';

type HomeSel = Pick<PageSelection, 'locale' | 'date' | 'place' | 'now' | 'city' | 'cityFromUrl'>;

/** Today's tithi, nakshatra, sunrise and sunset, Rahu Kaal, Abhijit and the Choghadiya now, for the home page's city. */
export async function TodayTimingsCard({ sel }: { sel: HomeSel }) {
  const t = await getTranslations({ locale: sel.locale, namespace: 'home' });
  const pc = await getTranslations({ locale: sel.locale, namespace: 'panchangCard' });
  const day = rawDay(sel);
  const p = panchangOf(day);
  const m = muhuratsOfDay(day);
  const c = choghadiyaOfDay(day);
  const s = daySummary(p, sel.locale);
  const rahu = m.windows.find((w) => w.type === 'rahu_kaal');
  const abhijit = m.windows.find((w) => w.type === 'abhijit');
  const till = (end: string | null) => (end ? pc('till', { time: instantLabel(end, p.date, sel.locale) }) : pc('fullNight'));
  const range = (w: { start: string; end: string } | undefined, none: string) => (w ? rangeLabel(w.start, w.end, p.date, sel.locale) : none);
  const city = sel.cityFromUrl ? sel.city.slug : null;
  return (
    <Card
      id="home-timings"
      title={t('timingsTitle')}
      subtitle={t('timingsIntro', { city: cityDisplayName(sel.city, sel.locale), date: formatDate(sel.date, sel.locale, 'long') })}
      data-testid="home-timings"
      action={
        <PendingLink kind="panchang" href={toolHref('todayPanchang', { city })} className="text-sm font-medium text-saffron hover:underline">
          {t('fullPanchang')} →
        </PendingLink>
      }
    >
      <FactList
        columns={1}
        items={[
          { key: 'tithi', label: t('tithiNow'), value: <>{s.tithi} <span className="block text-xs font-normal text-muted">{till(p.tithi[0].end)}</span></> },
          { key: 'nakshatra', label: t('nakshatraNow'), value: <>{s.nakshatra} <span className="block text-xs font-normal text-muted">{till(p.nakshatra[0].end)}</span></> },
          { key: 'sunrise', label: t('sunrise'), value: <span data-testid="home-sunrise">{p.sunrise ? instantLabel(p.sunrise, p.date, sel.locale) : pc('noSunrise')}</span> },
          { key: 'sunset', label: t('sunset'), value: p.sunset ? instantLabel(p.sunset, p.date, sel.locale) : pc('noSunset') },
          { key: 'rahu', label: t('rahuKaal'), value: <span className="text-red-700 dark:text-red-300">{range(rahu, '—')}</span> },
          { key: 'abhijit', label: t('abhijit'), value: range(abhijit, t('noAbhijit')) },
          {
            key: 'choghadiya',
            label: t('choghadiyaNow'),
            value: (
              <LiveCurrent
                serverNow={sel.now}
                none="—"
                testId="home-choghadiya"
                items={c.periods.map((x) => ({
                  label: choghadiyaName(x.name, sel.locale),
                  range: rangeLabel(x.start, x.end, p.date, sel.locale),
                  start: x.start,
                  end: x.end,
                }))}
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
          ...(city.state ? [{ key: 'state', label: t('cityState'), value: city.state }] : []),
          { key: 'country', label: t('cityCountry'), value: city.country.name },
          { key: 'coordinates', label: t('cityCoordinates'), value: `${coord(city.lat, 'N', 'S')}, ${coord(city.lon, 'E', 'W')}` },
          { key: 'zone', label: t('cityTimeZone'), value: city.timezone },
          { key: 'elevation', label: t('cityElevation'), value: t('cityElevationValue', { metres: format.number(city.elevation) }) },
          ...(city.population > 0 ? [{ key: 'population', label: t('cityPopulation'), value: format.number(city.population) }] : []),
        ]}
      />
      <p className="mt-3 text-xs text-muted">{t('changeCity')}</p>
    </Card>
  );
}

/** True figures about the calculator: places in the index, years covered, measured agreement. */
export async function AboutStats({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home' });
  const format = await getFormatter({ locale });
  const a = REFERENCE_AGREEMENT;
  const stats = [
    { key: 'places', value: format.number(cityCount()), label: t('statPlaces') },
    { key: 'years', value: format.number(YEARS_COVERED.to - YEARS_COVERED.from + 1), label: t('statYears', { from: YEARS_COVERED.from, to: YEARS_COVERED.to }) },
    { key: 'days', value: format.number(a.days), label: t('statAgreementShort') },
  ];
  return (
    <section aria-labelledby="about-title" className="mt-10 rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6" data-testid="home-about">
      <h2 id="about-title" className="text-xl font-semibold text-maroon">
        {t('aboutTitle')}
      </h2>
      <p className="mt-2 max-w-3xl text-sm text-fg">{t('aboutText')}</p>
      <dl className="mt-5 grid gap-4 sm:grid-cols-3">
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
