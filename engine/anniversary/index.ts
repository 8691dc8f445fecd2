/** Personal dates by the lunar calendar: a moment's tithi, month and nakshatra, and its yearly anniversaries. */
export { lunarMoment, parseLocalTime } from './moment';
export type { LunarMoment, MomentInput, MomentNote, MasaOfMoment } from './moment';
export { anniversaries, RECKONINGS, MAX_ANNIVERSARIES } from './anniversaries';
export type { Anniversary, AnniversaryInput, AnniversaryList, DayChoice, MonthNote, Reckoning } from './anniversaries';
