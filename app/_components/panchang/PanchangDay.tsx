import type { PageSelection } from '@/app/_loaders/selection';
import type { PanchangDayView } from '@/lib/view/panchang';
import { ConventionsLine } from '../conventions/ConventionsLine';
import { FestivalBanner } from './FestivalBanner';
import { PanchangCard } from './PanchangCard';
import { TimingsCard } from './TimingsCard';

/** The daily Panchang view: the festival banner, the Panchang card and the timings card. */
export function PanchangDay({ vm, sel }: { vm: PanchangDayView; sel: PageSelection }) {
  return (
    <>
      <FestivalBanner items={vm.festivals} locale={sel.locale} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-5 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] xl:items-start">
        <PanchangCard vm={vm.panchang} locale={sel.locale} />
        <TimingsCard vm={vm.timings} locale={sel.locale} serverNow={sel.now} />
      </div>
      <ConventionsLine conventions={sel.conventions} locale={sel.locale} />
    </>
  );
}
