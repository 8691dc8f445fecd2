/** /panchang/monthly/{city}?date=[&masa=&sunrise=&clock=&ekadashi=]: the month grid in the visitor's conventions, and its printed sheet. */
import { toolPage } from '@/app/_components/tool-page/tool-page';
import { MonthlyView } from '@/app/_components/tools/MonthlyView';
import { loadMonth } from '@/app/_loaders/month';

const page = toolPage({ tool: 'monthlyPanchang', namespace: 'monthlyPage', cityInHeading: true, load: loadMonth, View: MonthlyView });

export const generateMetadata = page.generateMetadata;
export default page.Page;
