import type { PanchangDayPage } from '@/app/_loaders/periods';
import type { PageSelection } from '@/app/_loaders/selection';
import { linkTo } from '@/lib/urls';
import { ConventionsLine } from '../conventions/ConventionsLine';
import { PlanetsCard } from '../grahas/PlanetsCard';
import { RegionalDatesCard } from '../regional/RegionalDatesCard';
import { TodayGlance } from '../glance/TodayGlance';
import { ClientMessages } from '../i18n/ClientMessages';
import { DayPeriods } from '../periods/Periods';
import { BalaCard, DoshasCard, EpochCard, PadasCard, VasaCard, YogasCard } from './DayExtras';
import { EclipseBanner } from './EclipseBanner';
import { FestivalBanner } from './FestivalBanner';
import { PanchangCard } from './PanchangCard';
import { TimingsCard } from './TimingsCard';

/**
 * The daily Panchang view: today's glance card on today's page, the
 * festival and eclipse banners, the periods the day is in, the Panchang and
 * timings cards, then the day's further sections and the planets at sunrise.
 *
 * The glance card only on the page that names no date (`/panchang/today`,
 * `/panchang/today/varanasi`), which is today's for as long as it is kept
 * (its cache entry ends with the city's day: lib/http/cache-life.ts); a
 * dated page is the same page on every day it is read, so it has none. The
 * card's client part reads the visitor's clock and refreshes itself.
 */
export function PanchangDay({ vm, sel }: { vm: PanchangDayPage; sel: PageSelection }) {
  return (
    <>
      {!sel.dateFromUrl ? (
        <ClientMessages group="glance">
          <TodayGlance locale={sel.locale} city={sel.city} now={sel.now} />
        </ClientMessages>
      ) : null}
      {/* Only the banners the day has: an async component that renders nothing is still a row of the payload. */}
      {vm.festivals.length > 0 ? <FestivalBanner items={vm.festivals} locale={sel.locale} /> : null}
      {vm.eclipses.length > 0 ? <EclipseBanner items={vm.eclipses} locale={sel.locale} /> : null}
      {vm.periods.length > 0 ? <DayPeriods periods={vm.periods} locale={sel.locale} /> : null}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-5 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] xl:items-start">
        <PanchangCard vm={vm.panchang} locale={sel.locale} />
        <TimingsCard vm={vm.timings} locale={sel.locale} serverNow={sel.now} />
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-5 lg:grid-cols-2 lg:items-start">
        <YogasCard vm={vm.extras.yogas} locale={sel.locale} />
        <DoshasCard vm={vm.extras.doshas} locale={sel.locale} />
        <PadasCard vm={vm.extras.padas} locale={sel.locale} />
        <BalaCard vm={vm.extras.bala} locale={sel.locale} />
        <VasaCard vm={vm.extras.vasa} locale={sel.locale} />
        <EpochCard vm={vm.extras.epoch} locale={sel.locale} />
        <RegionalDatesCard vm={vm.regional} locale={sel.locale} city={sel.cityFromUrl ? sel.city.slug : null} conv={sel.conventionsFromUrl} />
      </div>
      <PlanetsCard vm={vm.planets} locale={sel.locale} hubPath={linkTo('grahas', { city: sel.cityFromUrl ? sel.city.slug : null, conv: sel.conventionsFromUrl })} />
      <ConventionsLine conventions={sel.conventions} locale={sel.locale} />
    </>
  );
}
