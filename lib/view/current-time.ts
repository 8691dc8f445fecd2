/**
 * The sidebar's Current Time card: today's tithis for a city, as the server
 * computes them for its own selection (lib/view/sidebar.ts) and as the
 * browser reads them from GET /api/panchang when the visitor's city or day
 * differs. Both end in the same plain shape, with the same badges as the
 * Panchang card ("till 5:12 PM", "till 2:37 AM, Nov 23", "all day", "till
 * next sunrise"); the names come separately, as the server's list of the
 * thirty tithi names in the page's language (the browser has no name
 * catalogue). Client-safe: no engine, no city index.
 */
import type { Locale } from '@/i18n/routing';
import { DEFAULT_CONVENTIONS, type ClockStyle } from '@/lib/conventions/conventions';
import { clockText } from '@/lib/format/clock';
import { formatShortDate } from '@/lib/format/date';
import type { Badge } from './panchang';

/** One tithi of the Panchang day (sunrise to next sunrise). */
export interface TithiSpan {
  /** 1-30 (Shukla Pratipada .. Amavasya). */
  number: number;
  /** Epoch ms; the first tithi began before sunrise. */
  start: number;
  /** Epoch ms, or null when it runs past the next sunrise. */
  end: number | null;
  badge: Badge;
}

/** The tithis of one city's civil date. */
export interface CityDayTithis {
  city: string;
  /** `yyyy-MM-dd` in the city's zone. */
  date: string;
  tithis: TithiSpan[];
}

/** The badge of a segment without an end: the only one of the day runs all day, a later one till the next sunrise. */
export const openBadge = (segments: number): Badge => (segments === 1 ? { kind: 'allDay' } : { kind: 'fullNight' });

/** The tithi holding at `now`, else the day's first (the tithi at sunrise). */
export function tithiAt(day: CityDayTithis, now: number): TithiSpan {
  return day.tithis.find((t) => t.start <= now && (t.end === null || now < t.end)) ?? day.tithis[0];
}

const hhmm = /^(\d{2}):(\d{2})$/;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

interface PanchangAnswer {
  date: string;
  panchang: { tithi: { number: number; upto_time: string | null; upto_date: string | null }[] };
  detail: { tithi: { number: number; start: string; end: string | null }[] };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const matches = (v: unknown, re: RegExp): v is string => typeof v === 'string' && re.test(v);
const nullOr = (v: unknown, re: RegExp) => v === null || matches(v, re);
const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const instant = (v: unknown): v is string => matches(v, isoInstant) && !Number.isNaN(Date.parse(v));

/**
 * Whether a body has the fields of GET /api/panchang this card reads
 * (anything else in it is ignored). A hand-written check rather than zod:
 * this runs in the browser, which is not sent zod.
 */
function isPanchangAnswer(b: unknown): b is PanchangAnswer {
  if (!isObject(b) || !matches(b.date, isoDate) || !isObject(b.panchang) || !isObject(b.detail)) return false;
  const seed = b.panchang.tithi;
  const detail = b.detail.tithi;
  return (
    Array.isArray(seed) &&
    seed.length >= 1 &&
    seed.every(
      (t) => isObject(t) && Number.isInteger(t.number) && (t.number as number) >= 1 && (t.number as number) <= 30 && nullOr(t.upto_time, hhmm) && nullOr(t.upto_date, isoDate),
    ) &&
    Array.isArray(detail) &&
    detail.every((t) => isObject(t) && Number.isInteger(t.number) && instant(t.start) && (t.end === null || instant(t.end)))
  );
}

/**
 * Today's tithis from an /api/panchang answer for `city`. The "HH:MM" fields
 * are already rounded to the minute by the site's formatter, so the labels
 * equal the server's; the instants come from the ISO times of `detail`.
 * Null when the answer is not what the API promises.
 */
export function tithisFromApi(body: unknown, city: string, locale: Locale, clock: ClockStyle = DEFAULT_CONVENTIONS.clock): CityDayTithis | null {
  if (!isPanchangAnswer(body)) return null;
  const { date, panchang, detail } = body;
  const seed = panchang.tithi;
  if (detail.tithi.length !== seed.length || detail.tithi.some((d, i) => d.number !== seed[i].number)) return null;
  const tithis = seed.map((s, i): TithiSpan => {
    const d = detail.tithi[i];
    let badge: Badge;
    if (s.upto_time === null || s.upto_date === null || d.end === null) badge = openBadge(seed.length);
    else {
      const m = hhmm.exec(s.upto_time)!;
      const text = clockText(clock, Number(m[1]), Number(m[2]));
      badge = { kind: 'till', time: s.upto_date === date ? text : `${text}, ${formatShortDate(s.upto_date, locale)}` };
    }
    return { number: s.number, start: Date.parse(d.start), end: d.end === null ? null : Date.parse(d.end), badge };
  });
  return { city, date, tithis };
}
