/**
 * The festival calendar feed of a city (`/calendar/{city}.ics`) and the
 * single-event file of a detail page, as data for the serialiser (ics.ts):
 * which events (by type, or the default "major festivals and vrats"), over
 * which years (a rolling window), with which stable UIDs and texts. Pure:
 * the route handlers give it the engine's events, the city and the clock.
 */
import { MAX_YEAR, MIN_YEAR, shiftDate, splitIsoDate, type FestivalEvent, type FestivalType } from '@/engine';
import type { Locale } from '@/i18n/routing';
import { FESTIVAL_TYPES, festivalPagePath } from '@/lib/festivals/pages';
import { absoluteUrl } from '@/lib/seo/urls';
import { SITE_URL } from '@/lib/site';
import type { FeedAlarms } from '@/lib/festivals/feed-url';
import { eventAlarms } from './alarms';
import { eventDescription, eventTitle, feedMessages, type EventTextFrame } from './text';
import type { IcsCalendar, IcsEvent } from './ics';

export { FESTIVAL_TYPES as FEED_TYPES };

/**
 * The default selection, "all major festivals and vrats": every event of
 * significance high or medium (the rule table's own grading: the festivals,
 * the named Ekadashis, Purnimas and Amavasyas, Mesha Sankranti), leaving out
 * the low ones that recur every fortnight or month (Pradosh, the monthly
 * vrats, the minor Sankrantis, the Purnima vrat days, the adhika-month parvas).
 */
export const isMajor = (e: FestivalEvent): boolean => e.significance !== 'low';

/** The events a feed lists: those of the given types, or the major ones. */
export function selectEvents(events: readonly FestivalEvent[], types: readonly FestivalType[] | null): FestivalEvent[] {
  return events.filter((e) => (types ? types.includes(e.type) : isMajor(e)));
}

/** The rolling window: last year to two years ahead of the city's today, within 1900-2100. */
export function feedYears(today: string): number[] {
  const { year } = splitIsoDate(today);
  const out: number[] = [];
  for (let y = year - 1; y <= year + 2; y++) if (y >= MIN_YEAR && y <= MAX_YEAR) out.push(y);
  return out;
}

/** The host part of UIDs: the site's domain, so UIDs are unique across calendars. */
export const uidHost = (): string => new URL(SITE_URL).host;

/** `<engine-slug>-<date>@<host>`: the same event on the same day keeps its UID, so a re-fetch updates it in place. */
export const eventUid = (e: Pick<FestivalEvent, 'slug' | 'date'>, host = uidHost()): string => `${e.slug}-${e.date}@${host}`;

/** Absolute URL of an event's detail page for a city, in a language. */
export function eventPageUrl(e: Pick<FestivalEvent, 'slug' | 'date'>, locale: Locale, citySlug: string): string {
  return absoluteUrl(locale, festivalPagePath(e.slug, splitIsoDate(e.date).year, citySlug));
}

export interface FeedPlace {
  slug: string;
  /** Display name in the feed's language. */
  name: string;
  tz: string;
}

export function icsEvent(e: FestivalEvent, f: EventTextFrame, citySlug: string, alarms: FeedAlarms = {}, host = uidHost()): IcsEvent {
  const url = eventPageUrl(e, f.locale, citySlug);
  const summary = eventTitle(e, f.names);
  const reminders = eventAlarms(e, summary, alarms, f);
  return {
    uid: eventUid(e, host),
    date: e.date,
    ...(e.endDate ? { lastDate: e.endDate } : {}),
    summary,
    description: eventDescription(e, f, url),
    url,
    location: f.cityName,
    categories: [f.names.festivalType(e.type)],
    ...(reminders.length > 0 ? { alarms: reminders } : {}),
  };
}

/** The city's feed: the events (already selected, in date order) as one calendar, with the transits when asked for (transits.ts). */
export function feedCalendar(input: {
  events: readonly FestivalEvent[];
  frame: EventTextFrame;
  city: FeedPlace;
  stamp: Date;
  siteName: string;
  transits?: readonly IcsEvent[];
  alarms?: FeedAlarms;
}): IcsCalendar {
  const t = feedMessages(input.frame.locale);
  return {
    prodId: `-//${uidHost()}//Vedic Calendar festivals//${input.frame.locale.toUpperCase()}`,
    name: t('calendarName', { site: input.siteName, city: input.city.name }),
    description: t('calendarDescription', { site: input.siteName, city: input.city.name }),
    timeZone: input.city.tz,
    refreshHours: 24,
    stamp: input.stamp,
    // Date order, a date's festivals before its transits (a stable sort keeps each list's own order).
    events: [...input.events.map((e) => icsEvent(e, input.frame, input.city.slug, input.alarms)), ...(input.transits ?? [])].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)),
  };
}

/** One event's file (a detail page's "Add to calendar"). */
export function singleEventCalendar(input: {
  events: readonly FestivalEvent[];
  frame: EventTextFrame;
  city: FeedPlace;
  stamp: Date;
  siteName: string;
  alarms?: FeedAlarms;
}): IcsCalendar {
  return {
    prodId: `-//${uidHost()}//Vedic Calendar festivals//${input.frame.locale.toUpperCase()}`,
    name: input.events.length > 0 ? eventTitle(input.events[0], input.frame.names) : input.siteName,
    timeZone: input.city.tz,
    stamp: input.stamp,
    events: input.events.map((e) => icsEvent(e, input.frame, input.city.slug, input.alarms)),
  };
}

/** Google Calendar's "add event" link (action=TEMPLATE) for an all-day event. */
export function googleCalendarUrl(e: FestivalEvent, f: EventTextFrame, citySlug: string): string {
  const compact = (d: string) => d.replace(/-/g, '');
  const url = eventPageUrl(e, f.locale, citySlug);
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: eventTitle(e, f.names),
    dates: `${compact(e.date)}/${compact(shiftDate(e.endDate ?? e.date, 1))}`,
    details: eventDescription(e, f, url),
    location: f.cityName,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
