/**
 * Loaders of the three landing pages: each asks the tool pages' own loaders
 * (computed once per request, React's `cache`) and picks the day's
 * highlights from their view models (lib/view/hubs.ts), so a hub computes
 * nothing of its own and shows exactly what the linked page shows.
 */
import { namesFor } from '@/lib/names/names';
import { astrologyHubView, muhuratHubView, panchangHubView, type HubView } from '@/lib/view/hubs';
import { loadChoghadiya, loadHora, loadLagna, loadMuhuratDay, loadPanchangDay } from './day';
import type { PageSelection } from './selection';

const isToday = (sel: PageSelection) => sel.date === sel.today;

/** /panchang. */
export const loadPanchangHub = async (sel: PageSelection): Promise<HubView> => panchangHubView(await loadPanchangDay(sel), isToday(sel));

/** /muhurat. */
export const loadMuhuratHub = (sel: PageSelection): HubView => muhuratHubView(loadMuhuratDay(sel), loadChoghadiya(sel), loadHora(sel), sel.now, isToday(sel), namesFor(sel.locale));

/** /astrology. */
export const loadAstrologyHub = async (sel: PageSelection): Promise<HubView> => astrologyHubView(await loadPanchangDay(sel), loadLagna(sel), loadHora(sel), sel.now, isToday(sel));
