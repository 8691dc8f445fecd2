/** /muhurat/abhijit-muhurat/{city}?date=: the day's Abhijit with Brahma, Vijaya and Godhuli, and the next seven days'. */
import { toolPage } from '@/app/_components/tool-page/tool-page';
import { WindowWeekView } from '@/app/_components/tools/MuhuratViews';
import { loadWindowWeek } from '@/app/_loaders/day';

const page = toolPage({
  tool: 'abhijitMuhurat',
  namespace: 'abhijitPage',
  cityInHeading: true,
  dayNav: true,
  load: (sel) => loadWindowWeek(sel, 'abhijit'),
  View: (props) => <WindowWeekView {...props} namespace="abhijitPage" />,
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
