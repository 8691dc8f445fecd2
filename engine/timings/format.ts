/**
 * ISO local formatting for a day's worth of instants. `toLocalIso` asks the
 * zone for its offset at every call (an Intl lookup, ~5 us), and a day's
 * timings print ~130 instants. No zone of the IANA database changes its
 * offset twice within 2.5 days between 1900 and 2100 (checked over all 418
 * zones at 6-hour steps), so when the offset is the same at both ends of a
 * span of ~2 days it holds throughout and is looked up once; across a
 * change (a daylight-saving day) every instant asks the zone again.
 */
import { jdToMs, offsetMinutes, toLocalIso } from '../time';

const pad2 = (n: number) => (n < 10 ? '0' : '') + n;

/** `YYYY-MM-DDTHH:MM:SS±HH:MM` for an instant (JD UT) at a fixed offset, seconds rounded as toLocalIso does. */
function isoAtOffset(jd: number, offset: number, suffix: string): string {
  const msUtc = Math.round(jdToMs(jd) / 1000) * 1000;
  const t = new Date(msUtc + offset * 60_000);
  return (
    `${String(t.getUTCFullYear()).padStart(4, '0')}-${pad2(t.getUTCMonth() + 1)}-${pad2(t.getUTCDate())}` +
    `T${pad2(t.getUTCHours())}:${pad2(t.getUTCMinutes())}:${pad2(t.getUTCSeconds())}${suffix}`
  );
}

/** A formatter for instants in [from, to] (JD UT, spanning at most ~2 days) in zone tz. */
export function localIsoFormatter(tz: string, from: number, to: number): (jd: number) => string {
  const o0 = offsetMinutes(tz, from);
  if (o0 !== offsetMinutes(tz, to)) return (jd) => toLocalIso(jd, tz);
  const a = Math.abs(o0);
  const suffix = `${o0 < 0 ? '-' : '+'}${pad2(Math.floor(a / 60))}:${pad2(a % 60)}`;
  return (jd) => (jd >= from && jd <= to ? isoAtOffset(jd, o0, suffix) : toLocalIso(jd, tz));
}
