/**
 * The calendar feed of a city's festivals (`/calendar/{city}.ics`), as the
 * Subscribe control links to it: the one place its URL is built. Types are
 * the engine's festival types (omitted: every type); `lang` only for Hindi
 * (English is the feed's default). Calendar apps subscribe through the
 * `webcal:` scheme; Google Calendar adds a feed by its address (`cid`).
 */
import type { FestivalType } from '@/engine';
import type { Locale } from '@/i18n/routing';
import { SITE_URL } from '@/lib/site';

export interface FeedQuery {
  city: string;
  /** Types to include; empty or omitted: all. */
  types?: readonly FestivalType[];
  locale: Locale;
}

/** `{SITE_URL}/calendar/varanasi.ics?types=ekadashi&lang=hi`. */
export function feedUrl({ city, types, locale }: FeedQuery, origin: string = SITE_URL): string {
  const params = new URLSearchParams();
  if (types && types.length > 0) params.set('types', types.join(','));
  if (locale !== 'en') params.set('lang', locale);
  const q = params.toString().replace(/%2C/g, ',');
  return `${origin}/calendar/${encodeURIComponent(city)}.ics${q ? `?${q}` : ''}`;
}

/** The feed's address for calendar apps (`webcal://…`) and Google Calendar's add-by-URL link. */
export function feedLinks(query: FeedQuery, origin: string = SITE_URL): { url: string; webcal: string; google: string } {
  const url = feedUrl(query, origin);
  const webcal = url.replace(/^https?:\/\//, 'webcal://');
  return { url, webcal, google: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}` };
}
