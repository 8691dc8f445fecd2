/**
 * Time inside the engine is a Julian day in Universal Time (JD UT). This
 * module converts between JD, epoch milliseconds and the civil time of a
 * place's IANA zone (with its historical rules, via luxon); nothing else in
 * the engine formats or parses local times.
 */
import { DateTime, IANAZone } from 'luxon';
import { IANA_ZONE_NAMES, ROOT_LINKS } from './data/time-zones';
import { ZONE_SUGGESTIONS } from './data/zone-abbreviations';
import { PanchangInputError } from './errors';
import { Lru } from './lru';

const JD_UNIX_EPOCH = 2440587.5;
const MS_PER_DAY = 86_400_000;

export const jdToMs = (jd: number): number => (jd - JD_UNIX_EPOCH) * MS_PER_DAY;
export const msToJd = (ms: number): number => ms / MS_PER_DAY + JD_UNIX_EPOCH;

/** Supported civil dates: the Swiss Ephemeris files cover far more, the site promises 1900-2100. */
export const MIN_DATE = '1900-01-01';
export const MAX_DATE = '2100-12-31';

export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses `YYYY-MM-DD`, rejecting impossible dates (2025-02-30) and dates outside 1900-2100. */
export function parseCivilDate(date: string): CivilDate {
  const m = DATE_RE.exec(date);
  if (!m) throw new PanchangInputError('date', `Invalid date "${date}": expected YYYY-MM-DD`);
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    throw new PanchangInputError('date', `Invalid date "${date}": no such day`);
  }
  if (date < MIN_DATE || date > MAX_DATE) {
    throw new PanchangInputError('date', `Invalid date "${date}": supported range is ${MIN_DATE} to ${MAX_DATE}`);
  }
  return { year, month, day };
}

export function formatCivilDate(d: CivilDate): string {
  return `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

/** The civil date `days` after `d` (proleptic Gregorian). */
export function addDays(d: CivilDate, days: number): CivilDate {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

/** Day of week of a civil date, 0 = Sunday. */
export function weekdayOf(d: CivilDate): number {
  return new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();
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

/** UTC offset (minutes) of a zone at an instant. */
export function offsetMinutes(tz: string, jd: number): number {
  return zoneOf(tz).offset(Math.round(jdToMs(jd)));
}

/** JD UT of local midnight at the start of a civil date in a zone. */
export function localMidnightJd(d: CivilDate, tz: string): number {
  const zone = zoneOf(tz);
  const wall = Date.UTC(d.year, d.month - 1, d.day);
  // The offset at local midnight: guess with the offset at UTC midnight, then
  // correct once (exact unless a transition falls within those hours).
  let ms = wall - zone.offset(wall) * 60_000;
  ms = wall - zone.offset(ms) * 60_000;
  if (zone.offset(ms) * 60_000 + ms === wall) return msToJd(ms);
  // A zone that skips midnight (DST at 00:00) starts the day at the first valid instant; luxon moves forward.
  return msToJd(DateTime.fromObject({ year: d.year, month: d.month, day: d.day }, { zone }).toMillis());
}

/** The local civil date of an instant in a zone. */
export function localDateOf(jd: number, tz: string): CivilDate {
  const ms = jdToMs(jd) + offsetMinutes(tz, jd) * 60_000;
  const t = new Date(ms);
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

const pad2 = (n: number) => (n < 10 ? '0' : '') + n;

/**
 * ISO 8601 local time with offset, to the second (`2025-11-22T06:49:03+05:30`).
 * Seconds are rounded to the nearest second. Formatting is done by hand on the
 * zone offset: a day has ~40 times to print and luxon's formatter is the
 * slowest step of a Panchang otherwise.
 */
export function toLocalIso(jd: number, tz: string): string {
  const msUtc = Math.round(jdToMs(jd) / 1000) * 1000;
  return isoWithOffset(msUtc, zoneOf(tz).offset(msUtc));
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
  const a = zone.offset(Math.round(jdToMs(fromJd)));
  const b = zone.offset(Math.round(jdToMs(toJd)));
  if (a !== b) return (jd) => toLocalIso(jd, tz);
  return (jd) => {
    if (jd < fromJd || jd > toJd) return toLocalIso(jd, tz);
    return isoWithOffset(Math.round(jdToMs(jd) / 1000) * 1000, a);
  };
}

/**
 * ISO 8601 offsets have no seconds, but zones kept local mean time into the
 * 20th century (India used Madras time, +05:21:10, until 1906). Such an
 * offset is written rounded to the minute with the wall time that goes with
 * it, so the string still names the exact instant and Date.parse reads it.
 */
function isoWithOffset(msUtc: number, exactOffset: number): string {
  const off = Math.round(exactOffset);
  const t = new Date(msUtc + off * 60_000);
  const sign = off < 0 ? '-' : '+';
  const a = Math.abs(off);
  const y = t.getUTCFullYear();
  return (
    `${String(y).padStart(4, '0')}-${pad2(t.getUTCMonth() + 1)}-${pad2(t.getUTCDate())}` +
    `T${pad2(t.getUTCHours())}:${pad2(t.getUTCMinutes())}:${pad2(t.getUTCSeconds())}` +
    `${sign}${pad2(Math.floor(a / 60))}:${pad2(a % 60)}`
  );
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
