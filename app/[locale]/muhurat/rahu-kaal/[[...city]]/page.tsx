/** /muhurat/rahu-kaal/{city}?date=: the day's Rahu Kaal with Yamaganda and Gulika, and the next seven days'. */
import { toolPage } from '@/app/_components/tool-page/tool-page';
import { WindowWeekView } from '@/app/_components/tools/MuhuratViews';
import { loadWindowWeek } from '@/app/_loaders/day';

const page = toolPage({
  tool: 'rahuKaal',
  namespace: 'rahuKaalPage',
  cityInHeading: true,
  dayNav: true,
  load: (sel) => loadWindowWeek(sel, 'rahu_kaal'),
  View: (props) => <WindowWeekView {...props} namespace="rahuKaalPage" />,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
