/** The muhurat hub: the day's main windows and the Choghadiya and Hora holding now, and the muhurat tools. */
import { toolPage } from '@/app/_components/tool-page/tool-page';
import { HubView } from '@/app/_components/tools/HubView';
import { loadMuhuratHub } from '@/app/_loaders/hubs';

const page = toolPage({ tool: 'muhurat', namespace: 'muhuratHub', cityInHeading: true, dayNav: true, load: loadMuhuratHub, View: HubView });

export const generateMetadata = page.generateMetadata;
export default page.Page;
