/** /astrology: the lagna rising now and the Moon's sign and star at a glance, a short primer, and the astrology tools. */
import { toolPage } from '@/app/_components/tool-page/tool-page';
import { AstrologyBasics } from '@/app/_components/tools/AstrologyBasics';
import { HubView } from '@/app/_components/tools/HubView';
import { loadAstrologyHub } from '@/app/_loaders/hubs';

const page = toolPage({
  tool: 'astrology',
  namespace: 'astrologyPage',
  dayNav: true,
  load: loadAstrologyHub,
  View: (props) => (
    <HubView {...props}>
      <AstrologyBasics locale={props.sel.locale} />
    </HubView>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
