/**
 * "Today at a glance" for a city: the Panchang day holding an instant, as
 * spans the browser picks from by its own clock (the pages are cached
 * publicly, so "now" is the browser's to tell): the tithis with their ends,
 * the day's and night's Choghadiyas, Rahu Kaal; today's vrats and
 * festivals, the next Ekadashi with its parana, and the key dates of the
 * next 30 days, which the service worker keeps readable offline
 * (public/sw.js caches the JSON of GET /api/glance). Labels are formatted
 * once here, in the city's zone and the page's language.
 */
import {
  choghadiyaOfDay,
  dayContaining,
  jdToMs,
  MAX_DATE,
  msToJd,
  muhuratsOfDay,
  panchangWith,
  shiftDate,
  type ChoghadiyaQuality,
  type FestivalEvent,
} from '@/engine';
import type { Locale } from '@/i18n/routing';
import { cityPlace, type City } from '@/lib/cities';
import { festivalsBetween } from '@/lib/festivals';
import { feedLinks } from '@/lib/festivals/feed-url';
import { festivalPagePath } from '@/lib/festivals/pages';
import { formatDate } from '@/lib/format/date';
import { rangeLabel, timeLabel } from '@/lib/format/time';
import { namesFor, type Names } from '@/lib/names/names';
import { cityDisplayName, todayInZone } from '@/lib/selection/params';
import { localizedPath } from '@/lib/seo/urls';

export interface GlanceSpan {
  name: string;
  /** Epoch ms. */
  start: number;
  /** Epoch ms; null when it runs past the next sunrise. */
  end: number | null;
  /** `till 5:12 PM` text for the end (`5:12 PM` or `2:37 AM, Nov 23`). */
  endLabel: string | null;
  range: string;
  quality?: ChoghadiyaQuality;
}

export interface GlanceEvent {
  date: string;
  dateLabel: string;
  name: string;
  emoji: string;
  href: string;
}

export interface GlanceView {
  locale: Locale;
  city: { slug: string; name: string; tz: string };
  /** The Panchang day's date (the date of the sunrise that began it). */
  date: string;
  dateLabel: string;
  /** The Panchang day's bounds, epoch ms: outside them the view no longer tells "now". */
  validFrom: number;
  validUntil: number;
  tithis: GlanceSpan[];
  choghadiyas: GlanceSpan[];
  rahuKaal: GlanceSpan | null;
  today: GlanceEvent[];
  nextEkadashi: (GlanceEvent & { parana: string | null }) | null;
  upcoming: GlanceEvent[];
  feed: { webcal: string; google: string };
}

/** Days of key dates the card (and the offline copy) holds. */
export const GLANCE_DAYS = 30;

const KEY_TYPES = new Set(['ekadashi', 'purnima', 'amavasya']);
/** A key date: a festival or vrat of some significance, or an Ekadashi, Purnima or Amavasya (the Smarta day, the named day). */
const isKey = (e: FestivalEvent<number>) => !e.tradition && !e.observance && (e.significance !== 'low' || KEY_TYPES.has(e.type));

function glanceEvent(e: FestivalEvent<number>, names: Names, locale: Locale, city: City): GlanceEvent {
  return {
    date: e.date,
    dateLabel: formatDate(e.date, locale, 'weekdayShort') + ', ' + formatDate(e.date, locale, 'short'),
    name: names.festival(e.slug, e),
    emoji: e.emoji,
    href: localizedPath(locale, festivalPagePath(e.slug, Number(e.date.slice(0, 4)), city.slug)),
  };
}

/** The events starting from `from` for `days` days at the city, in date order: a window of those dates, not their years. */
async function eventsFrom(city: City, from: string, days: number): Promise<readonly FestivalEvent<number>[]> {
  const last = shiftDate(from, days);
  return (await festivalsBetween({ from, to: last < MAX_DATE ? last : MAX_DATE, ...cityPlace(city) })).events;
}

/** The glance of the Panchang day holding `now` (epoch ms) at the city. */
export async function glanceView(city: City, locale: Locale, now: number): Promise<GlanceView> {
  const names = namesFor(locale);
  const place = cityPlace(city);
  const tz = city.timezone;
  // Before sunrise, the night of the previous date's Panchang day.
  const day = dayContaining(msToJd(now), place);
  const p = panchangWith(day, jdToMs);
  const date = p.date;
  const span = (name: string, start: number, end: number | null, quality?: ChoghadiyaQuality): GlanceSpan => ({
    name,
    start: Math.round(start),
    end: end === null ? null : Math.round(end),
    endLabel: end === null ? null : timeLabel(end, tz, date, locale),
    range: end === null ? timeLabel(start, tz, date, locale) : rangeLabel(start, end, tz, date, locale),
    ...(quality ? { quality } : {}),
  });
  const tithis = p.tithi.map((t) => span(names.tithiInPaksha(t.number), t.start, t.end));
  const choghadiyas = choghadiyaOfDay(day, jdToMs).periods.map((c) => span(names.choghadiya(c.name), c.start, c.end, c.quality));
  const rahu = muhuratsOfDay(day, jdToMs).windows.find((w) => w.type === 'rahu_kaal');

  const today = todayInZone(tz, new Date(now));
  const events = await eventsFrom(city, today, GLANCE_DAYS);
  const ekadashi = events.find((e) => e.type === 'ekadashi' && !e.tradition);
  const parana = ekadashi?.windows.find((w) => w.kind === 'parana');
  return {
    locale,
    city: { slug: city.slug, name: cityDisplayName(city, locale), tz },
    date,
    dateLabel: formatDate(date, locale, 'full'),
    validFrom: Math.round(jdToMs(day.dayStart)),
    validUntil: Math.round(jdToMs(day.dayEnd)),
    tithis,
    choghadiyas,
    rahuKaal: rahu ? span(names.muhurat('rahu_kaal'), rahu.start, rahu.end) : null,
    today: events.filter((e) => e.date === today).map((e) => glanceEvent(e, names, locale, city)),
    nextEkadashi: ekadashi
      ? { ...glanceEvent(ekadashi, names, locale, city), parana: parana ? rangeLabel(parana.start, parana.end, tz, ekadashi.date, locale) : null }
      : null,
    upcoming: events.filter((e) => e.date > today && isKey(e)).map((e) => glanceEvent(e, names, locale, city)),
    feed: (({ webcal, google }) => ({ webcal, google }))(feedLinks({ city: city.slug, locale })),
  };
}
