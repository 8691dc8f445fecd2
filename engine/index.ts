/**
 * The engine's public API: the CLI, the site and the tests import only this.
 * Every function takes plain data (a civil date, a place, an IANA zone) and
 * returns plain data; inside, time is JD UT, converted to local ISO strings
 * at the edge.
 */
export { computePanchang, formatPanchang } from './panchang';
export type { Panchang, Segment, TithiSegment, PadaSegment, MasaInfo, Paksha } from './panchang';
export { computeDay } from './day';
export type { RawDay, Polar } from './day';
export { sunriseSummary } from './summary';
export type { SunriseSummary } from './summary';
export { tithiAt, nakshatraAt, findTithi, findNakshatra } from './find';
export type { LimbPeriod } from './find';
export { sankrantisBetween } from './calendar/sankranti';
export { PanchangInputError, isPanchangInputError } from './errors';
export { checkEphemeris, EPHEMERIS_FILES } from './ephemeris';
export type { EphemerisInfo } from './ephemeris';
export type { DayInput, Place, EngineOptions } from './input';
export type { SunriseDefinition } from './riseset';
export { MIN_DATE, MAX_DATE, toLocalIso, isoToJd, jdToMs, msToJd, canonicalZone } from './time';
export * as names from './data/names';
export * from './timings';
export * from './festivals';
