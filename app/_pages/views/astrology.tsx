/** The page of the astrology hub (`/astrology/...`). */
import { toolView } from '@/app/_components/tool-page/tool-page';
import { AstrologyBasics } from '@/app/_components/tools/AstrologyBasics';
import { HubView } from '@/app/_components/tools/HubView';
import type { SectionViews } from '../registry';
import { astrology } from '../tools';

export const VIEWS: SectionViews = {
  astrology: toolView(astrology, {
    dayNav: true,
    View: (props) => (
      <HubView {...props}>
        <AstrologyBasics locale={props.sel.locale} />
      </HubView>
    ),
  }),
};
