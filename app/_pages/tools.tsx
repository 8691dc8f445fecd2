/**
 * The tool pages (lib/urls names their paths): Panchang, muhurat and
 * astrology for a city and a day, the month grid, the explainers and the
 * finders, each its loader, view and share card.
 */
import { PanchangDay } from '@/app/_components/panchang/PanchangDay';
import { toolPage } from '@/app/_components/tool-page/tool-page';
import { AstrologyBasics } from '@/app/_components/tools/AstrologyBasics';
import { ChoghadiyaView } from '@/app/_components/tools/ChoghadiyaView';
import { DoGhatiView, GowriView } from '@/app/_components/tools/DailyMuhurtaViews';
import { NakshatraFinderView, TithiTodayView } from '@/app/_components/tools/FinderViews';
import { HoraView } from '@/app/_components/tools/HoraView';
import { HubView } from '@/app/_components/tools/HubView';
import { LagnaView } from '@/app/_components/tools/LagnaView';
import { NakshatraListView, TithiListView } from '@/app/_components/tools/LimbListViews';
import { MonthlyView } from '@/app/_components/tools/MonthlyView';
import { MuhuratTodayView, WindowWeekView } from '@/app/_components/tools/MuhuratViews';
import { loadDoGhati, loadGowri } from '@/app/_loaders/daily-muhurtas';
import { loadChoghadiya, loadHora, loadLagna, loadMuhuratDay, loadPanchangDay, loadWindowWeek } from '@/app/_loaders/day';
import { loadNakshatraFinder, loadTithiFinder } from '@/app/_loaders/finders';
import { loadAstrologyHub, loadMuhuratHub, loadPanchangHub } from '@/app/_loaders/hubs';
import { loadNakshatraList, loadTithiList } from '@/app/_loaders/limb-lists';
import { loadMonth } from '@/app/_loaders/month';
import { loadPanchangDayPage } from '@/app/_loaders/periods';
import {
  choghadiyaCard,
  dayCard,
  doGhatiCard,
  gowriCard,
  horaCard,
  lagnaCard,
  monthCard,
  muhuratCard,
  nakshatraFinderCard,
  nakshatraListCard,
  tithiListCard,
  windowCard,
} from '@/lib/share-card/cards';
import { tithiLengthText } from '@/lib/site-stats';
import { MAX_YEARS } from '@/lib/view/finders';

export const todayPanchang = toolPage({
  tool: 'todayPanchang',
  namespace: 'panchangPage',
  cityInHeading: true,
  dayNav: true,
  load: loadPanchangDayPage,
  View: PanchangDay,
  card: dayCard,
});

export const monthlyPanchang = toolPage({
  tool: 'monthlyPanchang',
  namespace: 'monthlyPage',
  cityInHeading: true,
  load: loadMonth,
  View: MonthlyView,
  // The card names the month's day the page selects (today in the current month, else the 1st).
  card: async (vm, f, sel) => monthCard(await loadPanchangDay(sel), vm.month, f),
});

export const tithi = toolPage({
  tool: 'tithi',
  namespace: 'tithiPage',
  load: loadTithiList,
  intro: (t, sel) => t('intro', { tithiLength: tithiLengthText(sel.locale) }),
  View: TithiListView,
  card: tithiListCard,
});

export const nakshatra = toolPage({ tool: 'nakshatra', namespace: 'nakshatraPage', load: loadNakshatraList, View: NakshatraListView, card: nakshatraListCard });

export const panchang = toolPage({
  tool: 'panchang',
  namespace: 'panchangHub',
  cityInHeading: true,
  dayNav: true,
  load: loadPanchangHub,
  View: HubView,
  card: async (_vm, f, sel) => dayCard(await loadPanchangDay(sel), f),
});

export const tithiToday = toolPage({
  tool: 'tithiToday',
  namespace: 'tithiTodayPage',
  load: loadTithiFinder,
  View: TithiTodayView,
  card: async (_vm, f, sel) => dayCard(await loadPanchangDay(sel), f),
});

export const nakshatraFinder = toolPage({
  tool: 'nakshatraFinder',
  namespace: 'nakshatraFinderPage',
  load: loadNakshatraFinder,
  intro: (t) => t('intro', { max: MAX_YEARS }),
  View: NakshatraFinderView,
  card: (vm, f) => nakshatraFinderCard(vm.view, f),
});

export const todayMuhurat = toolPage({
  tool: 'todayMuhurat',
  namespace: 'muhuratToday',
  cityInHeading: true,
  dayNav: true,
  load: loadMuhuratDay,
  View: MuhuratTodayView,
  card: muhuratCard,
});

export const rahuKaal = toolPage({
  tool: 'rahuKaal',
  namespace: 'rahuKaalPage',
  cityInHeading: true,
  dayNav: true,
  load: (sel) => loadWindowWeek(sel, 'rahu_kaal'),
  View: (props) => <WindowWeekView {...props} namespace="rahuKaalPage" />,
  card: (vm, f) => windowCard(vm, 'rahu_kaal', f),
});

export const abhijitMuhurat = toolPage({
  tool: 'abhijitMuhurat',
  namespace: 'abhijitPage',
  cityInHeading: true,
  dayNav: true,
  load: (sel) => loadWindowWeek(sel, 'abhijit'),
  View: (props) => <WindowWeekView {...props} namespace="abhijitPage" />,
  card: (vm, f) => windowCard(vm, 'abhijit', f),
});

export const choghadiya = toolPage({ tool: 'choghadiya', namespace: 'choghadiyaPage', cityInHeading: true, dayNav: true, load: loadChoghadiya, View: ChoghadiyaView, card: choghadiyaCard });

export const gowriPanchangam = toolPage({ tool: 'gowriPanchangam', namespace: 'gowriPage', cityInHeading: true, dayNav: true, load: loadGowri, View: GowriView, card: gowriCard });

export const doGhati = toolPage({ tool: 'doGhati', namespace: 'doGhatiPage', cityInHeading: true, dayNav: true, load: loadDoGhati, View: DoGhatiView, card: doGhatiCard });

export const hora = toolPage({ tool: 'hora', namespace: 'horaPage', cityInHeading: true, dayNav: true, load: loadHora, View: HoraView, card: horaCard });

export const muhurat = toolPage({
  tool: 'muhurat',
  namespace: 'muhuratHub',
  cityInHeading: true,
  dayNav: true,
  load: loadMuhuratHub,
  View: HubView,
  card: (_vm, f, sel) => muhuratCard(loadMuhuratDay(sel), f),
});

export const lagna = toolPage({ tool: 'lagna', namespace: 'lagnaPage', cityInHeading: true, dayNav: true, load: loadLagna, View: LagnaView, card: lagnaCard });

export const astrology = toolPage({
  tool: 'astrology',
  namespace: 'astrologyPage',
  dayNav: true,
  load: loadAstrologyHub,
  View: (props) => (
    <HubView {...props}>
      <AstrologyBasics locale={props.sel.locale} />
    </HubView>
  ),
  card: (_vm, f, sel) => lagnaCard(loadLagna(sel), f),
});
