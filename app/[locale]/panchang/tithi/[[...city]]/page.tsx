/** /panchang/tithi/{city}: the 30 tithis explained, with today's and the next date of each. */
import { toolPage } from '@/app/_components/tool-page/tool-page';
import { TithiListView } from '@/app/_components/tools/LimbListViews';
import { loadTithiList } from '@/app/_loaders/limb-lists';
import { tithiLengthText } from '@/lib/site-stats';

const page = toolPage({
  tool: 'tithi',
  namespace: 'tithiPage',
  load: loadTithiList,
  intro: (t, sel) => t('intro', { tithiLength: tithiLengthText(sel.locale) }),
  View: TithiListView,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
