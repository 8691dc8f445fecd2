/** /panchang/today/{city}?date=: the day's Panchang, timings and festivals. */
import { toolPage } from '@/app/_components/tool-page/tool-page';
import { PanchangDay } from '@/app/_components/panchang/PanchangDay';
import { loadPanchangDay } from '@/app/_loaders/day';

const page = toolPage({ tool: 'todayPanchang', namespace: 'panchangPage', cityInHeading: true, dayNav: true, load: loadPanchangDay, View: PanchangDay });

export const generateMetadata = page.generateMetadata;
export default page.Page;
