/**
 * The day's timings: muhurat windows, Choghadiya, Hora, the Lagna table and
 * the "now" helpers. Each has a `compute*(input)` form (same input as
 * computePanchang) and a `*OfDay(day)` form for a page that has already
 * computed the RawDay, so a full day computes sunrise and the limbs once.
 */
export { computeMuhurats, muhuratsOfDay, rawMuhurats } from './muhurat';
export { abhijitSpan, NO_ABHIJIT_WEEKDAY } from './abhijit';
export type { Muhurats, MuhuratWindow, RawMuhurat } from './muhurat';
export { computeChoghadiya, choghadiyaOfDay } from './choghadiya';
export type { ChoghadiyaPeriod, ChoghadiyaTable } from './choghadiya';
export { computeHora, horaOfDay, horaLord } from './hora';
export type { Hora, HoraTable } from './hora';
export { computeLagnaTable, lagnaTableOfDay, lagnaAt } from './lagna';
export type { LagnaAt, LagnaPeriod, LagnaTable } from './lagna';
export { nowAt, nowOfDay, dayContaining } from './now';
export type { NowInfo, NowSpan } from './now';
export type { Period, TimingsHeader } from './common';
export { MUHURAT_TYPES, MUHURAT_QUALITY, CHOGHADIYAS, WEEKDAY_LORDS } from '../data/timings';
export type { MuhuratType, MuhuratQuality, Planet, ChoghadiyaName, ChoghadiyaQuality } from '../data/timings';
export { computeGowri, gowriOfDay, GOWRI_DAY, GOWRI_NIGHT, GOWRI_QUALITY } from './gowri';
export type { GowriName, GowriPeriod, GowriTable } from './gowri';
export { computeDoGhati, doGhatiOfDay, DO_GHATI_DAY, DO_GHATI_NIGHT } from './do-ghati';
export type { DoGhatiMuhurta, DoGhatiName, DoGhatiTable } from './do-ghati';
