/** The pages of the Muhurat section (`/muhurat/...`) but Shubh Muhurat's (views/shubh.tsx): the day's windows and tables, the hub. */
import { toolView } from '@/app/_components/tool-page/tool-page';
import { ChoghadiyaView } from '@/app/_components/tools/ChoghadiyaView';
import { DoGhatiView, GowriView } from '@/app/_components/tools/DailyMuhurtaViews';
import { HoraView } from '@/app/_components/tools/HoraView';
import { HubView } from '@/app/_components/tools/HubView';
import { MuhuratTodayView, WindowWeekView } from '@/app/_components/tools/MuhuratViews';
import type { SectionViews } from '../registry';
import { abhijitMuhurat, choghadiya, doGhati, gowriPanchangam, hora, muhurat, rahuKaal, todayMuhurat } from '../tools';

const dayTool = { cityInHeading: true, dayNav: true } as const;

export const VIEWS: SectionViews = {
  todayMuhurat: toolView(todayMuhurat, { ...dayTool, View: MuhuratTodayView }),
  rahuKaal: toolView(rahuKaal, { ...dayTool, View: (props) => <WindowWeekView {...props} namespace="rahuKaalPage" /> }),
  abhijitMuhurat: toolView(abhijitMuhurat, { ...dayTool, View: (props) => <WindowWeekView {...props} namespace="abhijitPage" /> }),
  choghadiya: toolView(choghadiya, { ...dayTool, View: ChoghadiyaView }),
  gowriPanchangam: toolView(gowriPanchangam, { ...dayTool, View: GowriView }),
  doGhati: toolView(doGhati, { ...dayTool, View: DoGhatiView }),
  hora: toolView(hora, { ...dayTool, View: HoraView }),
  muhurat: toolView(muhurat, { ...dayTool, View: HubView }),
};
