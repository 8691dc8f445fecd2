/**
 * Loaders of /muhurat/gowri-panchangam and /muhurat/do-ghati: the engine's
 * table of the day (engine/timings/gowri.ts, do-ghati.ts: the same tables
 * /api/gowri-panchangam and /api/do-ghati answer with) from the page's one
 * computed day, as the view model lib/view/daily-muhurtas.ts makes of it.
 * The current part is the browser's to highlight (app/_components/live), so
 * nothing here reads the clock and the path alone decides the answer.
 */
import { doGhatiOfDay, gowriOfDay, jdToMs } from '@/engine';
import { doGhatiView, gowriView, type DoGhatiView, type GowriView } from '@/lib/view/daily-muhurtas';
import { rawDay, viewFrame } from './day';
import type { PageSelection } from './selection';

/** /muhurat/gowri-panchangam: the 8 day and 8 night Gowris. */
export const loadGowri = (sel: PageSelection): GowriView => gowriView(gowriOfDay(rawDay(sel.place, sel.date, sel.options), jdToMs), viewFrame(sel));

/** /muhurat/do-ghati: the 15 day and 15 night muhurtas. */
export const loadDoGhati = (sel: PageSelection): DoGhatiView => doGhatiView(doGhatiOfDay(rawDay(sel.place, sel.date, sel.options), jdToMs), viewFrame(sel));
