/**
 * GET /calendar/shubh/{kind}/{city}.ics[?lang=hi][&sunrise=hindu][&alternatives=...]
 * A kind's Shubh Muhurat dates at the city as an iCalendar feed to
 * subscribe to (lib/calendar-feed/shubh.ts): last year to two years ahead,
 * computed off the request thread. Bad parameters are a 400 naming the
 * parameter, an unknown kind or city a 404. Documented as shubhFeedEndpoint.
 */
import { MESSAGES } from '@/i18n/messages';
import { apiConventions, apiEngineOptions } from '@/lib/api/conventions';
import { ApiError } from '@/lib/api/errors';
import { parseQuery, parseValue } from '@/lib/api/query';
import { feedYears } from '@/lib/calendar-feed/feed';
import { calendarError, calendarResponse, FEED_CACHE } from '@/lib/calendar-feed/http';
import { serializeCalendar } from '@/lib/calendar-feed/ics';
import { shubhCalendar, shubhFeedFileSchema, shubhFeedPathParams, shubhFeedQuery } from '@/lib/calendar-feed/shubh';
import { cityPlace } from '@/lib/cities';
import { shubhMuhuratYear } from '@/lib/festivals';
import { cityDisplayName, todayInZone } from '@/lib/selection/params';
import { resolveSelection } from '@/lib/selection/resolve';

export async function GET(request: Request, { params }: { params: Promise<{ kind: string; file: string }> }): Promise<Response> {
  try {
    const p = await params;
    const kind = shubhFeedPathParams.shape.kind.safeParse(p.kind);
    if (!kind.success) throw new ApiError(404, 'kind', `No Shubh Muhurat kind "${p.kind}"`);
    const slug = parseValue('city', shubhFeedFileSchema, p.file);
    const q = parseQuery(shubhFeedQuery, new URL(request.url).searchParams);
    const sel = resolveSelection({ city: slug });
    if (!sel.ok) throw new ApiError(sel.status, 'city', sel.error);
    const city = sel.city;
    const now = new Date();
    const options = apiEngineOptions(apiConventions({ sunrise: q.sunrise }));
    const years = await Promise.all(
      feedYears(todayInZone(city.timezone, now)).map((year) => shubhMuhuratYear({ kind: kind.data, year, ...cityPlace(city), options, alternatives: q.alternatives }, 'ms')),
    );
    const calendar = shubhCalendar({
      years,
      locale: q.lang,
      city: { slug: city.slug, name: cityDisplayName(city, q.lang), tz: city.timezone },
      stamp: now,
      siteName: MESSAGES[q.lang].site.name,
    });
    return calendarResponse(serializeCalendar(calendar), `shubh-${kind.data}-${city.slug}.ics`, 'inline', FEED_CACHE);
  } catch (e) {
    return calendarError(e);
  }
}
