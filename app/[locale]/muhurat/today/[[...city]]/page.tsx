/** /muhurat/today/{city}?date=: every muhurat window of the day. */
import { toolPage } from '@/app/_components/tool-page/tool-page';
import { MuhuratTodayView } from '@/app/_components/tools/MuhuratViews';
import { loadMuhuratDay } from '@/app/_loaders/day';

const page = toolPage({ tool: 'todayMuhurat', namespace: 'muhuratToday', cityInHeading: true, dayNav: true, load: loadMuhuratDay, View: MuhuratTodayView });

export const generateMetadata = page.generateMetadata;
export default page.Page;
