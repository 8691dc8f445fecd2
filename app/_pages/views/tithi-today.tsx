/** The page of the tithi finder (`/tithi-today/...`). */
import { toolView } from '@/app/_components/tool-page/tool-page';
import { TithiTodayView } from '@/app/_components/tools/FinderViews';
import type { SectionViews } from '../registry';
import { tithiToday } from '../tools';

export const VIEWS: SectionViews = {
  tithiToday: toolView(tithiToday, { View: TithiTodayView }),
};
