/**
 * GET /calendar/{city}.ics[?types=ekadashi,purnima,...,transits][&lang=hi][&sunrise=hindu][&alarm=19][&parana=1]
 * The city's festival calendar as an iCalendar feed to subscribe to: the
 * major festivals and vrats (or the types asked for) from last year to two
 * years ahead, one all-day event per observance day (lib/calendar-feed);
 * `transits` in the types adds the planets' transits (lib/calendar-feed/transits.ts).
 * Bad parameters are a 400 naming the parameter, an unknown city a 404.
 * Documented as feedEndpoint (lib/calendar-feed/http.ts), whose schemas it parses with.
 */
import { apiConventions, apiEngineOptions } from '@/lib/api/conventions';
import { festivalYear } from '@/lib/festivals';
import { ApiError } from '@/lib/api/errors';
import { parseQuery, parseValue } from '@/lib/api/query';
import { cityPlace } from '@/lib/cities';
import { feedCalendar, feedYears, selectEvents } from '@/lib/calendar-feed/feed';
import { calendarError, calendarResponse, FEED_CACHE, feedFileSchema, feedQuery, feedSelection } from '@/lib/calendar-feed/http';
import { transitIcsEvents } from '@/lib/calendar-feed/transits';
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
    const years = feedYears(todayInZone(city.timezone, now));
    const options = apiEngineOptions(apiConventions({ sunrise: q.sunrise }));
    const selection = feedSelection(q.types);
    // types=transits alone asks for no festival: the year is not computed.
    const lists = selection.festivals?.length === 0 ? [] : await Promise.all(years.map((year) => festivalYear({ year, ...place, options })));
    const events = lists.flatMap((l) => l.events);
    const name = cityDisplayName(city, q.lang);
    const frame = frameFor(q.lang, city.timezone, name);
    const calendar = feedCalendar({
      events: selectEvents(events, selection.festivals),
      frame,
      city: { slug: city.slug, name, tz: city.timezone },
      stamp: now,
      siteName: MESSAGES[q.lang].site.name,
      ...(selection.transits ? { transits: transitIcsEvents({ years, frame, options }) } : {}),
      alarms: { alarm: q.alarm, parana: q.parana },
    });
    return calendarResponse(serializeCalendar(calendar), `${city.slug}.ics`, 'inline', FEED_CACHE);
  } catch (e) {
    return calendarError(e);
  }
}
