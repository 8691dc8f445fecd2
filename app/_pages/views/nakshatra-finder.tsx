/** The page of the nakshatra finder (`/nakshatra-finder/...`). */
import { toolView } from '@/app/_components/tool-page/tool-page';
import { NakshatraFinderView } from '@/app/_components/tools/FinderViews';
import { MAX_YEARS } from '@/lib/view/finders';
import type { SectionViews } from '../registry';
import { nakshatraFinder } from '../tools';

export const VIEWS: SectionViews = {
  nakshatraFinder: toolView(nakshatraFinder, { intro: (t) => t('intro', { max: MAX_YEARS }), View: NakshatraFinderView }),
};
