/** The muhurat hub: every window of today for the city. */
import { toolPage } from '@/app/_components/tool-page/tool-page';
import { MuhuratTodayView } from '@/app/_components/tools/MuhuratViews';
import { loadMuhuratDay } from '@/app/_loaders/day';

const page = toolPage({ tool: 'muhurat', namespace: 'muhuratHub', cityInHeading: true, dayNav: true, load: loadMuhuratDay, View: MuhuratTodayView });

export const generateMetadata = page.generateMetadata;
export default page.Page;
