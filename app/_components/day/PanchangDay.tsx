import { muhuratsOfDay } from '@/engine';
import { festivalsOn } from '@/lib/view/festivals';
import { FestivalBanner } from './FestivalBanner';
import { panchangOf, rawDay, type PageSelection } from './load';
import { PanchangCard } from './PanchangCard';
import { TimingsCard } from './TimingsCard';

/** The daily Panchang view: the Panchang card and the timings card for the page's city and date. */
export async function PanchangDay({ sel }: { sel: PageSelection }) {
  const day = rawDay(sel);
  const p = panchangOf(day);
  const m = muhuratsOfDay(day);
  return (
    <>
      <FestivalBanner events={await festivalsOn(sel.date, sel.place)} date={sel.date} locale={sel.locale} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-5 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] xl:items-start">
        <PanchangCard p={p} locale={sel.locale} />
        <TimingsCard m={m} locale={sel.locale} serverNow={sel.now} />
      </div>
    </>
  );
}
