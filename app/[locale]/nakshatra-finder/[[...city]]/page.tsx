/** /nakshatra-finder/{city}?nakshatra=&year= (or &from=&to=): every period of a nakshatra over years. */
import { toolPage } from '@/app/_components/tool-page/tool-page';
import { NakshatraFinderView } from '@/app/_components/tools/FinderViews';
import { loadNakshatraFinder } from '@/app/_loaders/finders';
import { MAX_YEARS } from '@/lib/view/finders';

const page = toolPage({
  tool: 'nakshatraFinder',
  namespace: 'nakshatraFinderPage',
  load: loadNakshatraFinder,
  intro: (t) => t('intro', { max: MAX_YEARS }),
  keep: (vm) => vm.keep,
  View: NakshatraFinderView,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
