/**
 * A computed page's model (its selection and view model), kept in Next's
 * cache ('use cache') under its path's values: the page, its metadata and
 * its share card read the one entry, and the next request for the path
 * finds it. Its lifetime follows from the path (lib/http/cache-life.ts);
 * Next makes the rendered page live as long.
 */
import { cacheLife } from 'next/cache';
import type { Locale } from '@/i18n/routing';
import { cacheClassOf, lifeOf } from '@/lib/http/cache-life';
import type { PageParams } from '@/lib/urls';
import { selectionOf, type PageSelection } from '@/app/_loaders/selection';
import { isGone } from './def';
import { PAGES, type ComputedPageKey } from './registry';

export type LoadedPage = { kind: 'page'; sel: PageSelection; vm: unknown };
export type PageModel = LoadedPage | { kind: 'notFound' } | { kind: 'redirect'; path: string };

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
  const cls = cacheClassOf(route, s.sel.today);
  cacheLife(lifeOf(cls === 'never' ? 'now' : cls, s.sel.place.tz, new Date(now)));
  const vm = await PAGES[key].load(s.sel);
  if (isGone(vm)) return vm.gone === 'redirect' ? { kind: 'redirect', path: vm.path } : { kind: 'notFound' };
  return { kind: 'page', sel: s.sel, vm };
}
