/**
 * The tool pages (lib/urls names their paths): Panchang, muhurat and
 * astrology for a city and a day, the month grid, the explainers and the
 * finders, each its loader, metadata and share card (their pages: the
 * sections' views, app/_pages/views/).
 */
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
  type ToolCardFrame,
  windowCard,
} from '@/lib/share-card/cards';
import type { PageSelection } from '@/app/_loaders/selection';
import { toolPage } from './tool-def';

/** The card of the day the page's selection names: pages whose own view is no day (the hub, the tithi finder). */
const selectedDayCard = async (_vm: unknown, f: ToolCardFrame, sel: PageSelection) => dayCard(await loadPanchangDay(sel), f);

export const todayPanchang = toolPage({
  tool: 'todayPanchang',
  namespace: 'panchangPage',
  load: loadPanchangDayPage,
  card: dayCard,
});

export const monthlyPanchang = toolPage({
  tool: 'monthlyPanchang',
  namespace: 'monthlyPage',
  load: loadMonth,
  // The card names the month's day the page selects (today in the current month, else the 1st).
  card: async (vm, f, sel) => monthCard(await loadPanchangDay(sel), vm.month, f),
});

export const tithi = toolPage({
  tool: 'tithi',
  namespace: 'tithiPage',
  load: loadTithiList,
  card: tithiListCard,
});

export const nakshatra = toolPage({ tool: 'nakshatra', namespace: 'nakshatraPage', load: loadNakshatraList, card: nakshatraListCard });

export const panchang = toolPage({
  tool: 'panchang',
  namespace: 'panchangHub',
  load: loadPanchangHub,
  card: selectedDayCard,
});

export const tithiToday = toolPage({
  tool: 'tithiToday',
  namespace: 'tithiTodayPage',
  load: loadTithiFinder,
  card: selectedDayCard,
});

export const nakshatraFinder = toolPage({
  tool: 'nakshatraFinder',
  namespace: 'nakshatraFinderPage',
  load: loadNakshatraFinder,
  card: (vm, f) => nakshatraFinderCard(vm.view, f),
});

export const todayMuhurat = toolPage({
  tool: 'todayMuhurat',
  namespace: 'muhuratToday',
  load: loadMuhuratDay,
  card: muhuratCard,
});

export const rahuKaal = toolPage({
  tool: 'rahuKaal',
  namespace: 'rahuKaalPage',
  load: (sel) => loadWindowWeek(sel, 'rahu_kaal'),
  card: (vm, f) => windowCard(vm, 'rahu_kaal', f),
});

export const abhijitMuhurat = toolPage({
  tool: 'abhijitMuhurat',
  namespace: 'abhijitPage',
  load: (sel) => loadWindowWeek(sel, 'abhijit'),
  card: (vm, f) => windowCard(vm, 'abhijit', f),
});

export const choghadiya = toolPage({ tool: 'choghadiya', namespace: 'choghadiyaPage', load: loadChoghadiya, card: choghadiyaCard });

export const gowriPanchangam = toolPage({ tool: 'gowriPanchangam', namespace: 'gowriPage', load: loadGowri, card: gowriCard });

export const doGhati = toolPage({ tool: 'doGhati', namespace: 'doGhatiPage', load: loadDoGhati, card: doGhatiCard });

export const hora = toolPage({ tool: 'hora', namespace: 'horaPage', load: loadHora, card: horaCard });

export const muhurat = toolPage({
  tool: 'muhurat',
  namespace: 'muhuratHub',
  load: loadMuhuratHub,
  card: (_vm, f, sel) => muhuratCard(loadMuhuratDay(sel), f),
});

export const lagna = toolPage({ tool: 'lagna', namespace: 'lagnaPage', load: loadLagna, card: lagnaCard });

export const astrology = toolPage({
  tool: 'astrology',
  namespace: 'astrologyPage',
  load: loadAstrologyHub,
  card: (_vm, f, sel) => lagnaCard(loadLagna(sel), f),
});
