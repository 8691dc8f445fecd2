import type { PageSelection } from '@/app/_loaders/selection';
import { linkTo } from '@/lib/urls';
import type { PanchangDayView } from '@/lib/view/panchang';
import { ConventionsLine } from '../conventions/ConventionsLine';
import { PlanetsCard } from '../grahas/PlanetsCard';
import { BalaCard, DoshasCard, EpochCard, PadasCard, VasaCard, YogasCard } from './DayExtras';
import { EclipseBanner } from './EclipseBanner';
import { FestivalBanner } from './FestivalBanner';
import { PanchangCard } from './PanchangCard';
import { TimingsCard } from './TimingsCard';

/** The daily Panchang view: the festival and eclipse banners, the Panchang and timings cards, then the day's further sections and the planets at sunrise. */
export function PanchangDay({ vm, sel }: { vm: PanchangDayView; sel: PageSelection }) {
  return (
    <>
      <FestivalBanner items={vm.festivals} locale={sel.locale} />
      <EclipseBanner items={vm.eclipses} locale={sel.locale} />
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
      </div>
      <PlanetsCard vm={vm.planets} locale={sel.locale} hubPath={linkTo('grahas', { city: sel.cityFromUrl ? sel.city.slug : null, conv: sel.conventionsFromUrl })} />
      <ConventionsLine conventions={sel.conventions} locale={sel.locale} />
    </>
  );
}
