/** The pages of the Panchang section (`/panchang/...`): the month, the tithi and nakshatra lists, the hub (the day's: views/panchang-today.tsx). */
import { toolView } from '@/app/_components/tool-page/tool-page';
import { HubView } from '@/app/_components/tools/HubView';
import { NakshatraListView, TithiListView } from '@/app/_components/tools/LimbListViews';
import { MonthlyView } from '@/app/_components/tools/MonthlyView';
import { tithiLengthText } from '@/lib/site-stats';
import type { SectionViews } from '../registry';
import { monthlyPanchang, nakshatra, panchang, tithi } from '../tools';

export const VIEWS: SectionViews = {
  monthlyPanchang: toolView(monthlyPanchang, { cityInHeading: true, View: MonthlyView }),
  tithi: toolView(tithi, { intro: (t, sel) => t('intro', { tithiLength: tithiLengthText(sel.locale) }), View: TithiListView }),
  nakshatra: toolView(nakshatra, { View: NakshatraListView }),
  panchang: toolView(panchang, { cityInHeading: true, dayNav: true, View: HubView }),
};
