/**
 * Time inside the engine is a Julian day in Universal Time (JD UT). This
 * module converts between JD, epoch milliseconds and the civil time of a
 * place's IANA zone (with its historical rules, via luxon); nothing else in
 * the engine formats or parses local times.
 */
import { DateTime, IANAZone } from 'luxon';
import { civilDateOf, type CivilDate, formatCivilDate, fromDayNumber, inSupportedRange, MAX_DATE, MIN_DATE } from './civil-date';
import { IANA_ZONE_NAMES, ROOT_LINKS } from './data/time-zones';
import { ZONE_SUGGESTIONS } from './data/zone-abbreviations';
import { PanchangInputError } from './errors';
import { Lru } from './lru';

// Civil-date arithmetic lives in civil-date.ts (browser-safe); re-exported for the engine's modules.
export { addDays, formatCivilDate, MAX_DATE, MIN_DATE, weekdayOf, type CivilDate } from './civil-date';

/** JD of 1970-01-01T00:00Z. */
export const JD_UNIX_EPOCH = 2440587.5;
const MS_PER_DAY = 86_400_000;

export const jdToMs = (jd: number): number => (jd - JD_UNIX_EPOCH) * MS_PER_DAY;
export const msToJd = (ms: number): number => ms / MS_PER_DAY + JD_UNIX_EPOCH;

/** Parses `YYYY-MM-DD`, rejecting impossible dates (2025-02-30) and dates outside 1900-2100. */
export function parseCivilDate(date: string): CivilDate {
  const d = typeof date === 'string' ? civilDateOf(date) : null;
  if (!d) {
    const wellFormed = typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date);
    throw new PanchangInputError('date', `Invalid date "${String(date)}": ${wellFormed ? 'no such day' : 'expected YYYY-MM-DD'}`);
  }
  if (!inSupportedRange(date)) {
    throw new PanchangInputError('date', `Invalid date "${date}": supported range is ${MIN_DATE} to ${MAX_DATE}`);
  }
  return d;
}

const ZONE_BY_LOWER_CASE = new Map(IANA_ZONE_NAMES.map((name) => [name.toLowerCase(), name]));

/** A client's text inside an error message: short, so that a huge parameter cannot make a huge answer. */
const quoted = (s: string) => JSON.stringify(s.length > 40 ? `${s.slice(0, 40)}...` : s);

/**
 * The IANA name of a time zone, spelled as the tz database spells it
 * (`aMeRiCa/new_york` -> `America/New_York`). Only Area/Location names (and
 * UTC) are zones here: an abbreviation (`IST`, `EST`) or a root-level legacy
 * name (`Japan`) is refused with the zone to use instead. Every zone the
 * engine works with goes through this first, so that each zone is built and
 * cached once whatever the spelling, and results name it one way.
 */
export function canonicalZone(tz: string): string {
  const name = String(tz).trim();
  const known = ZONE_BY_LOWER_CASE.get(name.toLowerCase());
  if (known && (zones.has(known) || IANAZone.isValidZone(known))) return known;
  const upper = name.toUpperCase();
  const root = Object.keys(ROOT_LINKS).find((k) => k.toUpperCase() === upper);
  const suggestion = ZONE_SUGGESTIONS[upper] ?? (root ? ROOT_LINKS[root] : undefined);
  if (suggestion) {
    const zone = suggestion.startsWith('Etc/') ? 'UTC' : suggestion;
    throw new PanchangInputError('tz', `tz ${quoted(name)} is not an IANA time zone name (Area/Location): use ${zone}`);
  }
  if (known) throw new PanchangInputError('tz', `tz ${quoted(name)} is not known to this server's time zone rules`);
  throw new PanchangInputError('tz', `tz ${quoted(name)} is not a known IANA time zone: expected an Area/Location name such as Asia/Kolkata`);
}

// Keyed by canonical name only: at most one entry per zone of the tz database.
const zones = new Lru<string, IANAZone>(IANA_ZONE_NAMES.length);

/** A validated IANA zone, any spelling (cached: luxon builds an Intl formatter per zone). */
export function zoneOf(tz: string): IANAZone {
  let z = zones.get(tz);
  if (!z) {
    const name = canonicalZone(tz);
    z = zones.get(name);
    if (!z) {
      z = IANAZone.create(name);
      zones.set(name, z);
    }
  }
  return z;
}

/** UT years over which a zone's offset changes are kept (zoneOffset): those the property below was checked on. */
const KEPT_YEARS = { first: 1900, last: 2099 } as const;
/** Sampling step of a month's offsets: within 2.5 days a zone changes its offset at most once (localIsoFormatter). */
const OFFSET_SAMPLE_MS = 2 * MS_PER_DAY;

/** A zone's offsets over a UT month: offsets[i] holds from changes[i - 1] (or the month's start) up to changes[i]. */
interface MonthOffsets {
  changes: number[];
  offsets: number[];
}

// An /api/panchang answer asks a zone's offset ~8.5 times (day bounds, ISO times, sankranti days), an Intl
// lookup of 5-10 us each (luxon's partsOffset: 4% of the answer's CPU over the load bench's crawl). A month's
// offsets cost ~16 lookups once (more by ~27 per change of offset) and every later instant of it none: the 15
// answers of a crawl's date share its months, and the pages of a month share them all. Bounded: 4096 zone-months
// of a few numbers each.
const monthOffsets = new Lru<string, MonthOffsets>(4096);

function offsetsOfMonth(zone: IANAZone, year: number, month: number): MonthOffsets {
  const key = `${zone.name}|${year}-${month}`;
  let kept = monthOffsets.get(key);
  if (!kept) {
    const start = Date.UTC(year, month, 1);
    const end = Date.UTC(year, month + 1, 1);
    kept = { changes: [], offsets: [zone.offset(start)] };
    for (let a = start; a < end; ) {
      const b = Math.min(end, a + OFFSET_SAMPLE_MS);
      const after = zone.offset(b);
      if (after !== kept.offsets[kept.offsets.length - 1]) {
        // One change between the samples: its first millisecond, by bisection on the same lookup.
        let lo = a;
        let hi = b;
        while (hi - lo > 1) {
          const mid = Math.floor((lo + hi) / 2);
          if (zone.offset(mid) === after) hi = mid;
          else lo = mid;
        }
        kept.changes.push(hi);
        kept.offsets.push(after);
      }
      a = b;
    }
    monthOffsets.set(key, kept);
  }
  return kept;
}

// The month last read: an answer's instants mostly fall in one month of one zone (~1 us a read saved).
let lastMonth: { zone: IANAZone; start: number; end: number; kept: MonthOffsets } | null = null;

/**
 * zone.offset(ms) (minutes) read from the instant's month of offsets: the
 * same number, the lookup done once a month. Outside the years the
 * one-change-in-2.5-days property was checked on, the lookup itself.
 */
function zoneOffset(zone: IANAZone, ms: number): number {
  let month = lastMonth;
  if (!(month && month.zone === zone && ms >= month.start && ms < month.end)) {
    const d = new Date(ms);
    const year = d.getUTCFullYear();
    if (!(year >= KEPT_YEARS.first && year <= KEPT_YEARS.last)) return zone.offset(ms);
    const m = d.getUTCMonth();
    month = lastMonth = { zone, start: Date.UTC(year, m, 1), end: Date.UTC(year, m + 1, 1), kept: offsetsOfMonth(zone, year, m) };
  }
  const { changes, offsets } = month.kept;
  let i = 0;
  while (i < changes.length && ms >= changes[i]) i++;
  return offsets[i];
}

/** UTC offset (minutes) of a zone at an instant. */
export function offsetMinutes(tz: string, jd: number): number {
  return zoneOffset(zoneOf(tz), Math.round(jdToMs(jd)));
}

const midnightMemo = new Lru<string, number>(4096);

/**
 * JD UT of local midnight at the start of a civil date in a zone. Memoised
 * (a pure function of the date and zone): a Panchang day asks for three
 * consecutive midnights, consecutive days share two, and each costs three
 * Intl offset lookups (~60 us).
 */
export function localMidnightJd(d: CivilDate, tz: string): number {
  const key = `${tz}|${d.year}-${d.month}-${d.day}`;
  let jd = midnightMemo.get(key);
  if (jd === undefined) {
    jd = computeLocalMidnightJd(d, tz);
    midnightMemo.set(key, jd);
  }
  return jd;
}

/**
 * JD UT of a wall-clock time on a civil date in a zone. A time a
 * daylight-saving change skips is moved forward by the change, and a time
 * it repeats is its first occurrence (luxon's rules).
 */
export function localTimeJd(d: CivilDate, hour: number, minute: number, tz: string): number {
  return msToJd(DateTime.fromObject({ year: d.year, month: d.month, day: d.day, hour, minute }, { zone: zoneOf(tz) }).toMillis());
}

function computeLocalMidnightJd(d: CivilDate, tz: string): number {
  const zone = zoneOf(tz);
  const wall = Date.UTC(d.year, d.month - 1, d.day);
  // The offset at local midnight: guess with the offset at UTC midnight, then
  // correct once (exact unless a transition falls within those hours).
  let ms = wall - zoneOffset(zone, wall) * 60_000;
  ms = wall - zoneOffset(zone, ms) * 60_000;
  if (zoneOffset(zone, ms) * 60_000 + ms === wall) return msToJd(ms);
  // A zone that skips midnight (DST at 00:00) starts the day at the first valid instant; luxon moves forward.
  return msToJd(DateTime.fromObject({ year: d.year, month: d.month, day: d.day }, { zone }).toMillis());
}

/** The local civil date of an instant in a zone. */
export function localDateOf(jd: number, tz: string): CivilDate {
  // Whole milliseconds cut toward zero, as a Date keeps them.
  return fromDayNumber(Math.floor(Math.trunc(jdToMs(jd) + offsetMinutes(tz, jd) * 60_000) / MS_PER_DAY));
}

const pad2 = (n: number) => (n < 10 ? '0' : '') + n;

/** The wall-clock reading of an instant in a zone: what the ISO strings and the site's labels print. */
export interface WallClock {
  /** Civil date, YYYY-MM-DD. */
  date: string;
  hour: number;
  minute: number;
  second: number;
  /** The UTC offset the reading uses, whole minutes. */
  offset: number;
}

/**
 * The wall clock of an instant (epoch ms, rounded to the nearest second) at
 * a UTC offset, as a Date whose UTC fields read it. ISO 8601 offsets have no
 * seconds, but zones kept local mean time into the 20th century (India used
 * Madras time, +05:21:10, until 1906): such an offset is rounded to the
 * minute and the wall time goes with it, so the reading still names the
 * exact instant.
 */
function wallDate(ms: number, offset: number): { date: CivilDate; hour: number; minute: number; second: number } {
  // Whole seconds: the fields by arithmetic rather than a Date's getters (fromDayNumber says why).
  const t = Math.round(ms / 1000) * 1000 + offset * 60_000;
  const day = Math.floor(t / MS_PER_DAY);
  const s = (t - day * MS_PER_DAY) / 1000;
  return { date: fromDayNumber(day), hour: Math.floor(s / 3600), minute: Math.floor((s % 3600) / 60), second: s % 60 };
}

export function wallClockAt(ms: number, exactOffset: number): WallClock {
  const offset = Math.round(exactOffset);
  const t = wallDate(ms, offset);
  return { date: formatCivilDate(t.date), hour: t.hour, minute: t.minute, second: t.second, offset };
}

/** The wall clock of an instant (epoch ms) in an IANA zone: how the site prints an instant. */
export function wallClock(ms: number, tz: string): WallClock {
  return wallClockAt(ms, zoneOffset(zoneOf(tz), Math.round(ms / 1000) * 1000));
}

/** ISO 8601 local time with offset, to the second (`2025-11-22T06:49:03+05:30`): the one ISO formatter. */
export function isoAtOffset(ms: number, exactOffset: number): string {
  const offset = Math.round(exactOffset);
  const t = wallDate(ms, offset);
  const a = Math.abs(offset);
  return (
    `${formatCivilDate(t.date)}T${pad2(t.hour)}:${pad2(t.minute)}:${pad2(t.second)}` +
    `${offset < 0 ? '-' : '+'}${pad2(Math.floor(a / 60))}:${pad2(a % 60)}`
  );
}

/**
 * ISO 8601 local time of a JD UT instant in a zone, to the rounded second.
 * Formatting is done by hand on the zone offset: a day has ~40 times to
 * print and luxon's formatter is the slowest step of a Panchang otherwise.
 */
export function toLocalIso(jd: number, tz: string): string {
  const ms = Math.round(jdToMs(jd) / 1000) * 1000;
  return isoAtOffset(ms, zoneOffset(zoneOf(tz), ms));
}

/**
 * A toLocalIso for many instants within [fromJd, toJd] (a day prints ~130):
 * when the zone's offset is the same at both ends it is looked up once
 * instead of per instant (an Intl lookup, ~5 us). That is safe for spans of
 * up to 2.5 days: no zone of the IANA database changes its offset twice
 * within 2.5 days between 1900 and 2100 (checked over all 418 zones at
 * 6-hour steps). Across a change every instant asks the zone again.
 */
export function localIsoFormatter(tz: string, fromJd: number, toJd: number): (jd: number) => string {
  const zone = zoneOf(tz);
  const a = zoneOffset(zone, Math.round(jdToMs(fromJd)));
  const b = zoneOffset(zone, Math.round(jdToMs(toJd)));
  if (a !== b) return (jd) => toLocalIso(jd, tz);
  return (jd) => (jd < fromJd || jd > toJd ? toLocalIso(jd, tz) : isoAtOffset(jdToMs(jd), a));
}

/** Parses an ISO instant (with offset or Z) into JD UT. */
export function isoToJd(iso: string): number {
  const dt = DateTime.fromISO(iso, { setZone: true });
  if (!dt.isValid) throw new PanchangInputError('instant', `Invalid instant "${iso}"`);
  return msToJd(dt.toMillis());
}

/** Duration in days formatted as H:MM:SS (dinamana, ratrimana). */
export function formatDuration(days: number): string {
  const s = Math.round(days * 86400);
  return `${Math.floor(s / 3600)}:${pad2(Math.floor((s % 3600) / 60))}:${pad2(s % 60)}`;
}
