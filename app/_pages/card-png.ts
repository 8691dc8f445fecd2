/**
 * A share card's PNG, kept in Next's cache ('use cache') under its spec: a
 * card route answers from the cache. Next needs the PNG encoding
 * (asynchronous work) inside a cache entry to keep the route at all, and
 * gives the route the shortest lifetime of the entries it read:
 *
 * - a computed page's card ('page'): the drawing depends on the spec alone
 *   and never goes stale; the card lives as long as the page model it was
 *   drawn from (app/_pages/model.ts);
 * - a card of written content ('content': about, articles): as long as the
 *   content's page (lib/http/cache-life.ts), whose words may change.
 */
import { cacheLife } from 'next/cache';
import { lifeOf } from '@/lib/http/cache-life';
import { renderCardPng } from '@/lib/share-card';
import type { CardSpec } from '@/lib/share-card/spec';

async function cardPng(spec: CardSpec, kind: 'page' | 'content'): Promise<Uint8Array<ArrayBuffer>> {
  'use cache';
  if (kind === 'page') cacheLife('max');
  else cacheLife(lifeOf('content', 'UTC', new Date()));
  return new Uint8Array(await renderCardPng(spec));
}

/** The card's response. */
export async function cardResponse(spec: CardSpec, kind: 'page' | 'content'): Promise<Response> {
  return new Response(await cardPng(spec, kind), { headers: { 'Content-Type': 'image/png' } });
}
