/**
 * GET /calendar/{city}.ics[?types=ekadashi,purnima,...][&lang=hi][&sunrise=hindu]
 * The city's festival calendar as an iCalendar feed to subscribe to: the
 * major festivals and vrats (or the types asked for) from last year to two
 * years ahead, one all-day event per observance day (lib/calendar-feed).
 * Bad parameters are a 400 naming the parameter, an unknown city a 404.
 * Documented as feedEndpoint (lib/calendar-feed/http.ts), whose schemas it parses with.
 */
import { apiConventions, apiEngineOptions } from '@/lib/api/conventions';
import { festivalYear } from '@/lib/festivals';
import { ApiError } from '@/lib/api/errors';
import { parseQuery, parseValue } from '@/lib/api/query';
import { cityPlace } from '@/lib/cities';
import { feedCalendar, feedYears, selectEvents } from '@/lib/calendar-feed/feed';
import { calendarError, calendarResponse, FEED_CACHE, feedFileSchema, feedQuery } from '@/lib/calendar-feed/http';
import { serializeCalendar } from '@/lib/calendar-feed/ics';
import { frameFor } from '@/lib/calendar-feed/text';
import { MESSAGES } from '@/i18n/messages';
import { cityDisplayName, todayInZone } from '@/lib/selection/params';
import { resolveSelection } from '@/lib/selection/resolve';

export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  try {
    const slug = parseValue('city', feedFileSchema, (await params).file);
    const q = parseQuery(feedQuery, new URL(request.url).searchParams);
    const sel = resolveSelection({ city: slug });
    if (!sel.ok) throw new ApiError(sel.status, 'city', sel.error);
    const city = sel.city;
    const place = cityPlace(city);
    const now = new Date();
    const lists = await Promise.all(feedYears(todayInZone(city.timezone, now)).map((year) => festivalYear({ year, ...place, options: apiEngineOptions(apiConventions({ sunrise: q.sunrise })) })));
    const events = lists.flatMap((l) => l.events);
    const name = cityDisplayName(city, q.lang);
    const calendar = feedCalendar({
      events: selectEvents(events, q.types ?? null),
      frame: frameFor(q.lang, city.timezone, name),
      city: { slug: city.slug, name, tz: city.timezone },
      stamp: now,
      siteName: MESSAGES[q.lang].site.name,
    });
    return calendarResponse(serializeCalendar(calendar), `${city.slug}.ics`, 'inline', FEED_CACHE);
  } catch (e) {
    return calendarError(e);
  }
}
