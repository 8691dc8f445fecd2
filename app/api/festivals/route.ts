/**
 * GET /api/festivals?year=YYYY[&month=MM]&lat=&lon=&tz=   (or &city=slug) [&sunrise=]
 * Every vrat and festival of the year (or month) at the place, by date, each
 * with its English and Hindi name, English description, the address of its
 * page, and the reason for its date in both languages.
 */
import { z } from 'zod';
import { CACHE_LONG } from '@/lib/api/cache';
import { apiRoute } from '@/lib/api/handler';
import { resolvePlace } from '@/lib/api/location';
import { festivalMonth, festivalYear } from '@/lib/festivals';
import { parseQuery, wholeNumber } from '@/lib/api/query';
import { serializeFestivalEvent } from '@/lib/api/serialize/festivals';
import { festivalPlace } from './_place';

export const runtime = 'nodejs';

const query = z.object({
  year: wholeNumber('year', 1900, 2100),
  month: wholeNumber('month', 1, 12).optional(),
});

export const GET = apiRoute(async ({ url }) => {
  const { year, month } = parseQuery(query, url.searchParams);
  const place = resolvePlace(url.searchParams);
  const input = { year, lat: place.lat, lon: place.lon, tz: place.tz, options: place.options };
  const list = month === undefined ? await festivalYear(input) : await festivalMonth({ ...input, month });
  return {
    body: { year, ...(month === undefined ? {} : { month }), place: festivalPlace(list.place, place), events: list.events.map((e) => serializeFestivalEvent(e, place.city?.slug ?? null)) },
    // A year at a place is a pure function of the request.
    cacheControl: CACHE_LONG,
  };
});
