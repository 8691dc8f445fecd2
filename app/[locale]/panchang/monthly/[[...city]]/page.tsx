/** /panchang/monthly/{city}?date=&system=: the month grid (purnimanta or amanta months). */
import { toolPage } from '@/app/_components/tool-page/tool-page';
import { MonthlyView } from '@/app/_components/tools/MonthlyView';
import { loadMonth } from '@/app/_loaders/month';
import { DEFAULT_MONTH_SYSTEM } from '@/lib/view/month';

const page = toolPage({ tool: 'monthlyPanchang', namespace: 'monthlyPage', cityInHeading: true, load: loadMonth, keep: (vm) => ({ system: vm.system === DEFAULT_MONTH_SYSTEM ? undefined : vm.system }), View: MonthlyView });

export const generateMetadata = page.generateMetadata;
export default page.Page;
