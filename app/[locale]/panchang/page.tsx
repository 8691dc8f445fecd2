/** The Panchang hub (/panchang, /panchang?date=): today's limbs for the city at a glance, and the Panchang tools. */
import { toolPage } from '@/app/_components/tool-page/tool-page';
import { HubView } from '@/app/_components/tools/HubView';
import { loadPanchangHub } from '@/app/_loaders/hubs';

const page = toolPage({ tool: 'panchang', namespace: 'panchangHub', cityInHeading: true, dayNav: true, load: loadPanchangHub, View: HubView });

export const generateMetadata = page.generateMetadata;
export default page.Page;
