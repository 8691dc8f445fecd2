/** /tithi-today/{city}?date=&time=&tithi=: the tithi at a local time, and the next dates of a tithi. */
import { toolPage } from '@/app/_components/tool-page/tool-page';
import { TithiTodayView } from '@/app/_components/tools/FinderViews';
import { loadTithiFinder } from '@/app/_loaders/finders';

const page = toolPage({
  tool: 'tithiToday',
  namespace: 'tithiTodayPage',
  load: loadTithiFinder,
  keep: (vm) => vm.keep,
  View: TithiTodayView,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
