/**
 * A computed page's model (its selection and view model), kept in Next's
 * cache ('use cache') under its path's values: the page, its metadata and
 * its share card read the one entry, and the next request for the path
 * finds it. Its lifetime follows from the path (lib/http/cache-life.ts);
 * Next makes the rendered page live as long.
 */
import { cacheLife } from 'next/cache';
import type { Locale } from '@/i18n/routing';
import { cacheClassOf, lifeOf, type Life } from '@/lib/http/cache-life';
import type { CardSpec } from '@/lib/share-card/spec';
import type { PageParams, PageRoute } from '@/lib/urls';
import { selectionOf, type PageSelection } from '@/app/_loaders/selection';
import { isGone, type AnyPageDef } from './def';
import { PAGES, type ComputedPageKey } from './registry';

export type LoadedPage = { kind: 'page'; sel: PageSelection; vm: unknown };
export type PageModel = LoadedPage | { kind: 'notFound' } | { kind: 'redirect'; path: string };

/** How long a page's entries live: from its path and today at its city (lib/http/cache-life.ts). */
function pageLife(route: PageRoute, sel: PageSelection, now: number): Life {
  const cls = cacheClassOf(route, sel.today);
  return lifeOf(cls === 'never' ? 'now' : cls, sel.place.tz, new Date(now));
}

export async function pageModel(locale: Locale, key: ComputedPageKey, params: PageParams): Promise<PageModel> {
  'use cache';
  // The instant the page is computed at: "today" and "now" for this entry, as long as it lives.
  const now = Date.now();
  const route = { key, params };
  const s = selectionOf(locale, route, now);
  if (!s.ok) {
    // No such city (a 404), or a city named otherwise (a permanent redirect): both hold until a deploy.
    cacheLife(lifeOf('dated', 'UTC', new Date(now)));
    return s.redirect ? { kind: 'redirect', path: s.redirect } : { kind: 'notFound' };
  }
  cacheLife(pageLife(route, s.sel, now));
  const vm = await PAGES[key].load(s.sel);
  if (isGone(vm)) return vm.gone === 'redirect' ? { kind: 'redirect', path: vm.path } : { kind: 'notFound' };
  return { kind: 'page', sel: s.sel, vm };
}

/**
 * A computed page's share card (what it shows), kept like the page: the
 * card is built from the page's model, and building it may compute more
 * (a hub's card reads the day's muhurats, a month's its festivals), which
 * Next must find cached to keep the card's route.
 */
export async function pageCardSpec(locale: Locale, key: ComputedPageKey, params: PageParams): Promise<CardSpec | null> {
  'use cache';
  const m = await pageModel(locale, key, params);
  if (m.kind !== 'page') {
    cacheLife(lifeOf('dated', 'UTC', new Date()));
    return null;
  }
  cacheLife(pageLife({ key, params }, m.sel, Date.now()));
  const def: AnyPageDef = PAGES[key];
  return def.card(m.sel, m.vm);
}
