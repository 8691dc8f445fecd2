/**
 * How the /og route answers: the PNG with a Cache-Control that follows from
 * the URL. A card is a function of its URL (the date is part of it), so it
 * only changes with a deploy: a computed card (a tool's, a year page's, a
 * festival's) is kept a day by browsers and a month by shared caches; a page, article or
 * category card (its words may be edited) a day by both. Either may be
 * served stale for a week while a cache fetches the new one.
 */
import type { CardKey } from './keys';

const DAY = 86_400;

export function cardCacheControl(key: Pick<CardKey, 'kind'>): string {
  const computed = key.kind === 'tool' || key.kind === 'year' || key.kind === 'festival';
  const shared = computed ? 30 * DAY : DAY;
  return `public, max-age=${DAY}, s-maxage=${shared}, stale-while-revalidate=${7 * DAY}`;
}

export function pngResponse(png: Buffer, cacheControl: string): Response {
  return new Response(new Uint8Array(png), {
    headers: { 'Content-Type': 'image/png', 'Content-Length': String(png.length), 'Cache-Control': cacheControl },
  });
}
