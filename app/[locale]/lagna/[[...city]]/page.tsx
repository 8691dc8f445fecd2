/** /lagna/{city}?date=: the lagna rising now and the day's lagna table. */
import { toolPage } from '@/app/_components/tool-page/tool-page';
import { LagnaView } from '@/app/_components/tools/LagnaView';
import { loadLagna } from '@/app/_loaders/day';

const page = toolPage({ tool: 'lagna', namespace: 'lagnaPage', cityInHeading: true, dayNav: true, load: loadLagna, View: LagnaView });

export const generateMetadata = page.generateMetadata;
export default page.Page;
