/**
 * An instant's wall-clock fields in an IANA zone, from the browser's own
 * Intl (no time-zone library: this runs in client components, and luxon
 * would add ~20 KB of gzipped JavaScript to every page). The server formats
 * with lib/format/time.ts as before; both read the same tz database.
 */
export interface ZonedTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** Minutes east of UTC. */
  offsetMinutes: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    // A page shows a handful of zones; the bound only guards against a caller looping over many.
    if (formatters.size > 64) formatters.clear();
    formatters.set(tz, f);
  }
  return f;
}

/** The fields of `ms` in `tz`; an unknown zone is read as UTC. */
export function zonedTime(ms: number, tz: string): ZonedTime {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = formatter(tz).formatToParts(ms);
  } catch {
    parts = formatter('UTC').formatToParts(ms);
  }
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const t = { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
  const wall = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);
  return { ...t, offsetMinutes: Math.round((wall - Math.floor(ms / 1000) * 1000) / 60_000) };
}

const pad = (n: number, w = 2) => String(Math.abs(n)).padStart(w, '0');

/** `yyyy-MM-dd` of a zoned time. */
export const zonedDate = (z: ZonedTime): string => `${pad(z.year, 4)}-${pad(z.month)}-${pad(z.day)}`;

/** ISO 8601 with the offset, to the second: `2025-11-22T17:11:49+05:30`. */
export function zonedIso(z: ZonedTime): string {
  const o = z.offsetMinutes;
  const offset = o === 0 ? 'Z' : `${o < 0 ? '-' : '+'}${pad(Math.trunc(Math.abs(o) / 60))}:${pad(Math.abs(o) % 60)}`;
  return `${zonedDate(z)}T${pad(z.hour)}:${pad(z.minute)}:${pad(z.second)}${offset}`;
}

const zoneNames = new Map<string, string>();

/**
 * How a page names a time zone. English pages show the IANA id
 * (`Asia/Kolkata`: what people search for and developers read); other
 * languages the zone's own name from CLDR, which Node and browsers ship
 * (`भारतीय मानक समय`, `उत्तरी अमेरिकी पूर्वी समय`, `नेपाल समय`): the generic
 * name first (the same in summer and winter), else the specific one, else
 * the short form (often the zone's city: `न्यूयॉर्क समय`). A zone CLDR names
 * only by its offset keeps that (`GMT+03:00`), never the Latin id.
 */
export function timeZoneLabel(tz: string, locale: string): string {
  if (locale === 'en') return tz;
  const key = `${locale} ${tz}`;
  const known = zoneNames.get(key);
  if (known) return known;
  const named = (style: 'longGeneric' | 'long' | 'shortGeneric' | 'shortOffset') =>
    new Intl.DateTimeFormat(locale, { timeZone: tz, timeZoneName: style }).formatToParts(0).find((p) => p.type === 'timeZoneName')?.value ?? '';
  const styles = ['longGeneric', 'long', 'shortGeneric'] as const;
  // A name in the language's own script: not an offset (`GMT+3`), not a Latin abbreviation (`IST`).
  const label = styles.map(named).find((n) => n !== '' && !/[A-Za-z]/.test(n)) ?? named('shortOffset');
  zoneNames.set(key, label);
  return label;
}
