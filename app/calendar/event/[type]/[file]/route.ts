/**
 * GET /calendar/event/{type}/{slug}-{year}.ics[?city=][&date=][&lang=hi][&sunrise=hindu][&alarm=19][&parana=1]
 * One event of a detail page as an iCalendar file ("Add to calendar"): its
 * date(s) in the year at the city (default New Delhi), or the one on `date`
 * for an event that recurs within the year (a weekday Pradosh). The page's
 * aliases are accepted; an unknown event or a year without it is a 404.
 * Documented as eventFileEndpoint (lib/calendar-feed/http.ts), whose schemas it parses with.
 */
import { apiConventions, apiEngineOptions } from '@/lib/api/conventions';
import { festivalYear } from '@/lib/festivals';
import { CACHE_LONG } from '@/lib/api/cache';
import { ApiError } from '@/lib/api/errors';
import { parseQuery, parseValue } from '@/lib/api/query';
import { cityPlace, DEFAULT_CITY_SLUG } from '@/lib/cities';
import { singleEventCalendar } from '@/lib/calendar-feed/feed';
import { calendarError, calendarResponse, eventFileSchema, eventQuery } from '@/lib/calendar-feed/http';
import { serializeCalendar } from '@/lib/calendar-feed/ics';
import { frameFor } from '@/lib/calendar-feed/text';
import { festivalPage, resolveFestivalPage } from '@/lib/festivals/pages';
import { MESSAGES } from '@/i18n/messages';
import { cityDisplayName } from '@/lib/selection/params';
import { resolveSelection } from '@/lib/selection/resolve';

export async function GET(request: Request, { params }: { params: Promise<{ type: string; file: string }> }): Promise<Response> {
  try {
    const { type, file } = await params;
    const param = parseValue('event', eventFileSchema, file);
    const req = resolveFestivalPage(type, param);
    if (!req || req.kind === 'choice') throw new ApiError(404, 'event', `No festival page /festivals/${type}/${param}`);
    const q = parseQuery(eventQuery, new URL(request.url).searchParams);
    const sel = resolveSelection({ city: q.city ?? DEFAULT_CITY_SLUG });
    if (!sel.ok) throw new ApiError(sel.status, 'city', sel.error);
    const city = sel.city;
    const events = (await festivalYear({ year: req.year, ...cityPlace(city), options: apiEngineOptions(apiConventions({ sunrise: q.sunrise })) })).events.filter((e) => e.slug === req.slug && (!q.date || e.date === q.date));
    if (events.length === 0) throw new ApiError(404, q.date ? 'date' : 'event', `No ${req.slug} ${q.date ? `on ${q.date}` : `in ${req.year}`} at ${city.slug}`);
    const name = cityDisplayName(city, q.lang);
    const calendar = singleEventCalendar({
      events,
      frame: frameFor(q.lang, city.timezone, name),
      city: { slug: city.slug, name, tz: city.timezone },
      stamp: new Date(),
      siteName: MESSAGES[q.lang].site.name,
      alarms: { alarm: q.alarm, parana: q.parana },
    });
    const page = festivalPage(req.slug)!;
    return calendarResponse(serializeCalendar(calendar), `${page.slug}-${req.year}${q.date ? `-${q.date}` : ''}.ics`, 'attachment', CACHE_LONG);
  } catch (e) {
    return calendarError(e);
  }
}
