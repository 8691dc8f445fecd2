/** The page of the lagna table (`/lagna/...`). */
import { toolView } from '@/app/_components/tool-page/tool-page';
import { LagnaView } from '@/app/_components/tools/LagnaView';
import type { SectionViews } from '../registry';
import { lagna } from '../tools';

export const VIEWS: SectionViews = {
  lagna: toolView(lagna, { cityInHeading: true, dayNav: true, View: LagnaView }),
};
