/**
 * The engine's public API: the CLI, the scripts and the site import only
 * this (and client code only `engine/civil-date.ts`, which is browser-safe).
 * Every function takes plain data (a civil date, a place, an IANA zone) and
 * returns numbers and stable keys (tithi 2, nakshatra 18, a festival slug, a
 * reason code with its values): display names in every language live with
 * the site's messages. Inside, time is JD UT; results encode their instants
 * at the edge, as ISO 8601 local strings by default or as epoch
 * milliseconds (`panchangWith(day, jdToMs)`, `muhuratsOfDay(day, jdToMs)`, ...).
 */
export { computePanchang, formatPanchang, panchangWith } from './panchang';
export type { Panchang, Segment, TithiSegment, KaranaSegment, PadaSegment, MasaInfo, Paksha } from './panchang';
export { pakshaOfTithi } from './limbs/limbs';
export { computeDay } from './day';
export type { RawDay, Polar } from './day';
export { sunriseSummary } from './summary';
export type { SunriseSummary } from './summary';
export { tithiAt, nakshatraAt, findTithi, findNakshatra } from './find';
export type { LimbPeriod } from './find';
export { sankrantisBetween } from './calendar/sankranti';
export { purnimantaMasa } from './calendar/masa';
export * from './calendar/regional';
export { PanchangInputError, isPanchangInputError } from './errors';
export { checkEphemeris, EPHEMERIS_FILES } from './ephemeris';
export type { EphemerisInfo } from './ephemeris';
export type { DayInput, Place, EngineOptions } from './input';
export type { SunriseDefinition } from './riseset';
export * from './civil-date';
export { parseCivilDate, toLocalIso, isoToJd, jdToMs, msToJd, wallClock, canonicalZone } from './time';
export type { WallClock } from './time';
export { IANA_ZONE_NAMES } from './data/time-zones';
export { Lru } from './lru';
export * from './timings';
export * from './festivals';
export { dayExtrasOf, computeDayExtras } from './day-extras';
export type { DayExtras, TimedSpan, OpenSpan } from './day-extras';
export { SPECIAL_YOGAS, ANANDADI_YOGAS } from './yogas';
export type { SpecialYoga } from './yogas';
export { TARAS } from './bala';
export { SHIVA_VASA, AGNI_VASA, BHADRA_VASA, DISHA_SHOOL, RAHU_VASA, CHANDRA_VASA } from './vasa';
export type { Direction, AgniVasa, BhadraVasa } from './vasa';
export { eclipsesOfYear, eclipsesOnDate, SUTAK_HOURS, ECLIPSE_MIN_YEAR, ECLIPSE_MAX_YEAR } from './eclipses';
export type { Eclipse, EclipseKind, EclipseType, ContactKey, HorizonEvent, Contact, EclipseYearInput } from './eclipses';
export { pitruPaksha, SHRADDHA_TITHIS, PITRU_PAKSHA_MIN_YEAR, PITRU_PAKSHA_MAX_YEAR } from './pitru-paksha';
export type { PitruPakshaYear, ShraddhaDay, ShraddhaWindows, PitruPakshaInput } from './pitru-paksha';
export {
  grahaPositions,
  grahaPositionsOfDay,
  grahaModels,
  grahasOnDate,
  grahaEvents,
  grahaYear,
  grahasNow,
  combustionSpans,
  majorTransits,
  transitDetail,
  isMajorTransitGraha,
  validateGraha,
  GRAHAS,
  GRAHA_MIN_YEAR,
  GRAHA_MAX_YEAR,
  COMBUSTION_ORBS,
  STATIONING,
  GRAHA_EVENT_KINDS,
  eventKindsOf,
  MAJOR_TRANSIT_GRAHAS,
  saturnChanges,
  signPlus,
  NODE_MODEL_NAMES,
  DEFAULT_NODE_MODEL,
} from './grahas';
export type {
  Graha,
  Orb,
  GrahaOptions,
  GrahaDayInput,
  GrahasOnDate,
  GrahaPosition,
  GrahaEvent,
  GrahaEventKind,
  IngressEvent,
  StationEvent,
  CombustionEvent,
  GrahaYear,
  GrahaYearInput,
  GrahaNow,
  Span,
  RashiTransit,
  TransitDetail,
  SaturnChanges,
  SadeSatiPhase,
  NodeModelName,
} from './grahas';
export { periodsBetween, periodsOnDate, PERIOD_KINDS, MAX_PERIOD_SPAN_DAYS } from './periods';
export type { CalendarPeriod, PeriodKind, PeriodsInput } from './periods';
export { lunarMoment, parseLocalTime, anniversaries, RECKONINGS, MAX_ANNIVERSARIES } from './anniversary';
export type {
  LunarMoment,
  MomentInput,
  MomentNote,
  MasaOfMoment,
  Anniversary,
  AnniversaryInput,
  AnniversaryList,
  DayChoice,
  MonthNote,
  Reckoning,
} from './anniversary';
export {
  shubhYear,
  shubhDay,
  clearShubhCaches,
  SHUBH_KINDS,
  SHUBH_TABLES,
  SHUBH_BONUSES,
  SHUBH_GRADES,
  EXCLUSION_KINDS,
  ruleOf,
  NAKSHATRA_CLASSES,
  TITHI_CLASSES,
  RIKTA,
  NINE_BAD_YOGAS,
  MAHAPATA_YOGAS,
  FIXED_AND_DUAL_SIGNS,
  LATTA,
  KRANTI_SAMYA_PAIRS,
} from './muhurat/shubh';
export type {
  ShubhKind,
  ShubhRule,
  ShubhTable,
  ExclusionKind,
  ExclusionSpan,
  ShubhCheck,
  ShubhCheckKey,
  ShubhBonusKey,
  ShubhGrade,
  ShubhYear,
  ShubhYearInput,
  ShubhDayInput,
  ShubhDate,
  ShubhWindow,
  ShubhGap,
  ShubhGapReason,
  ShubhGapReasonKey,
} from './muhurat/shubh';
