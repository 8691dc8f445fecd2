/**
 * The calendar feeds as the site links to them, the one place their URLs
 * are built: a city's festivals (`/calendar/{city}.ics`), a list of
 * people's anniversaries (`/calendar/anniversaries.ics?p=...`) and a Shubh
 * Muhurat kind's dates (`/calendar/shubh/{kind}/{city}.ics`). Types are
 * the engine's festival types (omitted: every type); `lang` only for Hindi
 * (English is the feed's default); `alarm` the hour of the reminder on the
 * day before each vrat or anniversary, `parana=1` a reminder when each
 * Ekadashi's parana begins (lib/calendar-feed/alarms.ts). Calendar apps
 * subscribe through the `webcal:` scheme; Google Calendar adds a feed by its
 * address (`cid`). Client-safe.
 */
import type { FestivalType, ShubhKind } from '@/engine';
import type { Locale } from '@/i18n/routing';
import { SITE_URL } from '@/lib/site';

/** The reminders a feed's events carry (none when both are absent). */
export interface FeedAlarms {
  /** Hour (0-23, the city's time) of a reminder on the day before; null or omitted: none. */
  alarm?: number | null;
  /** A reminder at the start of each Ekadashi's parana window. */
  parana?: boolean;
}

export interface FeedQuery extends FeedAlarms {
  city: string;
  /** Types to include; empty or omitted: all. */
  types?: readonly FestivalType[];
  locale: Locale;
}

export interface AnniversaryFeedQuery {
  /** The encoded people (lib/personal/people.ts). */
  p: string;
  city: string;
  locale: Locale;
  alarm?: number | null;
}

function withQuery(path: string, params: URLSearchParams, origin: string): string {
  const q = params.toString().replace(/%2C/g, ',');
  return `${origin}${path}${q ? `?${q}` : ''}`;
}

function setAlarms(params: URLSearchParams, { alarm, parana }: FeedAlarms): void {
  if (alarm !== undefined && alarm !== null) params.set('alarm', String(alarm));
  if (parana) params.set('parana', '1');
}

/** `{SITE_URL}/calendar/varanasi.ics?types=ekadashi&lang=hi&alarm=19&parana=1`. */
export function feedUrl({ city, types, locale, ...alarms }: FeedQuery, origin: string = SITE_URL): string {
  const params = new URLSearchParams();
  if (types && types.length > 0) params.set('types', types.join(','));
  if (locale !== 'en') params.set('lang', locale);
  setAlarms(params, alarms);
  return withQuery(`/calendar/${encodeURIComponent(city)}.ics`, params, origin);
}

/** `{SITE_URL}/calendar/anniversaries.ics?p=1.xxxx&city=varanasi&lang=hi&alarm=19`. */
export function anniversaryFeedUrl({ p, city, locale, alarm }: AnniversaryFeedQuery, origin: string = SITE_URL): string {
  const params = new URLSearchParams({ p, city });
  if (locale !== 'en') params.set('lang', locale);
  setAlarms(params, { alarm });
  return withQuery('/calendar/anniversaries.ics', params, origin);
}

/** `{SITE_URL}/calendar/shubh/vivah/varanasi.ics?lang=hi&sunrise=hindu`: a kind's Shubh Muhurat dates at a city (lib/calendar-feed/shubh.ts). */
export function shubhFeedUrl({ kind, city, locale, sunrise }: { kind: ShubhKind; city: string; locale: Locale; sunrise?: 'hindu' }, origin: string = SITE_URL): string {
  const params = new URLSearchParams();
  if (locale !== 'en') params.set('lang', locale);
  if (sunrise) params.set('sunrise', sunrise);
  return withQuery(`/calendar/shubh/${kind}/${encodeURIComponent(city)}.ics`, params, origin);
}

/** A feed's address for calendar apps (`webcal://…`) and Google Calendar's add-by-URL link. */
export function subscribeLinks(url: string): { url: string; webcal: string; google: string } {
  const webcal = url.replace(/^https?:\/\//, 'webcal://');
  return { url, webcal, google: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}` };
}

/** The city feed's address for calendar apps and Google Calendar. */
export const feedLinks = (query: FeedQuery, origin: string = SITE_URL) => subscribeLinks(feedUrl(query, origin));
