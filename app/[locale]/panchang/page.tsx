/** The Panchang hub: today's Panchang for the city (/panchang, /panchang?date=). */
import { toolPage } from '@/app/_components/tool-page/tool-page';
import { PanchangDay } from '@/app/_components/panchang/PanchangDay';
import { loadPanchangDay } from '@/app/_loaders/day';

const page = toolPage({ tool: 'panchang', namespace: 'panchangHub', cityInHeading: true, dayNav: true, load: loadPanchangDay, View: PanchangDay });

export const generateMetadata = page.generateMetadata;
export default page.Page;
