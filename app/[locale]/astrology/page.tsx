/** /astrology: a short primer, then the lagna rising now and the day's lagna table. */
import { toolPage } from '@/app/_components/tool-page/tool-page';
import { AstrologyBasics } from '@/app/_components/tools/AstrologyBasics';
import { LagnaView } from '@/app/_components/tools/LagnaView';
import { loadLagna } from '@/app/_loaders/day';

const page = toolPage({
  tool: 'astrology',
  namespace: 'astrologyPage',
  dayNav: true,
  load: loadLagna,
  View: (props) => (
    <>
      <AstrologyBasics locale={props.sel.locale} />
      <LagnaView {...props} />
    </>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
