/** /panchang/nakshatra/{city}: the 27 nakshatras explained, with today's and the next date of each. */
import { toolPage } from '@/app/_components/tool-page/tool-page';
import { NakshatraListView } from '@/app/_components/tools/LimbListViews';
import { loadNakshatraList } from '@/app/_loaders/limb-lists';

const page = toolPage({ tool: 'nakshatra', namespace: 'nakshatraPage', load: loadNakshatraList, View: NakshatraListView });

export const generateMetadata = page.generateMetadata;
export default page.Page;
