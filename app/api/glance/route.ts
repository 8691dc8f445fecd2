/**
 * GET /api/glance?city=[&lang=]: "Today at a glance" for a city now (lib/view/glance.ts), the JSON the
 * card reads when the visitor's city is not the page's or the day has turned, and the service worker keeps
 * for offline reading. Cached until the Panchang day ends or the city's date turns, at least a minute.
 */
import { z } from 'zod';
import { cacheForSeconds, secondsUntilMidnight } from '@/lib/api/cache';
import { ApiError, responseForError } from '@/lib/api/errors';
import { parseQuery } from '@/lib/api/query';
import { langSchema } from '@/lib/calendar-feed/http';
import { resolveSelection } from '@/lib/selection/resolve';
import { citySlugSchema } from '@/lib/selection/schemas';
import { glanceView } from '@/lib/view/glance';

const query = z.object({ city: citySlugSchema, lang: langSchema });

export async function GET(request: Request): Promise<Response> {
  try {
    const q = parseQuery(query, new URL(request.url).searchParams);
    const sel = resolveSelection({ city: q.city });
    if (!sel.ok) throw new ApiError(sel.status, 'city', sel.error);
    const now = Date.now();
    const view = await glanceView(sel.city, q.lang, now);
    // Until the Panchang day ends or the civil date turns (today's events), whichever comes first.
    const seconds = Math.min((view.validUntil - now) / 1000, secondsUntilMidnight(sel.city.timezone, new Date(now)));
    return Response.json(view, { headers: { 'Cache-Control': cacheForSeconds(seconds) } });
  } catch (e) {
    return responseForError(e);
  }
}
