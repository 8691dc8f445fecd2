/**
 * The anniversary tool's two answers over HTTP, each from the people in `p`
 * (lib/personal/param.ts) kept in one city from its today:
 *
 *   GET /api/anniversaries?p=&city=[&lang=]          the tool's view model as JSON (the page's browser reads it)
 *   GET /calendar/anniversaries.ics?p=&city=[&lang=][&alarm=]   the same dates as a calendar to subscribe to
 *
 * Both answer only the browser's cache (`private`): the URL holds names.
 * Bad input is a 400 naming what is wrong (a JSON error, or plain text for
 * the calendar); an unknown city a 404.
 */
import { z } from 'zod';
import { shiftDate } from '@/engine';
import { MESSAGES } from '@/i18n/messages';
import { ApiError, responseForError } from '@/lib/api/errors';
import { parseQuery } from '@/lib/api/query';
import type { City } from '@/lib/cities';
import { anniversaryCalendar } from '@/lib/calendar-feed/anniversaries';
import { ANNIVERSARY_FEED_CACHE, anniversaryFeedQuery, calendarError, calendarResponse, langSchema } from '@/lib/calendar-feed/http';
import { serializeCalendar } from '@/lib/calendar-feed/ics';
import { todayInZone } from '@/lib/selection/params';
import { resolveSelection } from '@/lib/selection/resolve';
import { citySlugSchema } from '@/lib/selection/schemas';
import { anniversariesView } from '@/lib/view/anniversaries';
import { ANNIVERSARY_YEARS, peopleDates } from './dates';
import { peopleParamSchema } from './param';

export const anniversariesQuery = z.object({ p: peopleParamSchema, city: citySlugSchema, lang: langSchema });

/** The tool's answer is the visitor's own: the browser may keep it a few minutes, nothing else. */
export const ANNIVERSARIES_CACHE = 'private, max-age=300';

function cityOf(slug: string): City {
  const sel = resolveSelection({ city: slug });
  if (!sel.ok) throw new ApiError(sel.status, 'city', sel.error);
  return sel.city;
}

export async function anniversariesAnswer(request: Request): Promise<Response> {
  try {
    const url = new URL(request.url);
    const q = parseQuery(anniversariesQuery, url.searchParams);
    const city = cityOf(q.city);
    const from = todayInZone(city.timezone);
    const dates = await peopleDates(q.p, city, from);
    const view = anniversariesView({ dates, city, from, locale: q.lang });
    return Response.json(view, { headers: { 'Cache-Control': ANNIVERSARIES_CACHE } });
  } catch (e) {
    return responseForError(e);
  }
}

export async function anniversaryFeedAnswer(request: Request): Promise<Response> {
  try {
    const url = new URL(request.url);
    const q = parseQuery(anniversaryFeedQuery, url.searchParams);
    const city = cityOf(q.city);
    const now = new Date();
    // From a year back: a subscribed calendar keeps last year's dates, as the city feed does.
    const from = shiftDate(todayInZone(city.timezone, now), -365);
    const dates = await peopleDates(q.p, city, from, ANNIVERSARY_YEARS + 1);
    const view = anniversariesView({ dates, city, from, locale: q.lang });
    const calendar = anniversaryCalendar({
      view,
      people: q.p,
      tz: city.timezone,
      stamp: now,
      siteName: MESSAGES[q.lang].site.name,
      locale: q.lang,
      alarm: q.alarm ?? null,
    });
    return calendarResponse(serializeCalendar(calendar), 'anniversaries.ics', 'inline', ANNIVERSARY_FEED_CACHE);
  } catch (e) {
    return calendarError(e);
  }
}
