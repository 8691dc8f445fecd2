/** /muhurat/hora/{city}?date=: the 24 planetary hours. */
import { toolPage } from '@/app/_components/tool-page/tool-page';
import { HoraView } from '@/app/_components/tools/HoraView';
import { loadHora } from '@/app/_loaders/day';

const page = toolPage({ tool: 'hora', namespace: 'horaPage', cityInHeading: true, dayNav: true, load: loadHora, View: HoraView });

export const generateMetadata = page.generateMetadata;
export default page.Page;
