/** /muhurat/choghadiya/{city}?date=: the day's and the night's Choghadiyas. */
import { toolPage } from '@/app/_components/tool-page/tool-page';
import { ChoghadiyaView } from '@/app/_components/tools/ChoghadiyaView';
import { loadChoghadiya } from '@/app/_loaders/day';

const page = toolPage({ tool: 'choghadiya', namespace: 'choghadiyaPage', cityInHeading: true, dayNav: true, load: loadChoghadiya, View: ChoghadiyaView });

export const generateMetadata = page.generateMetadata;
export default page.Page;
