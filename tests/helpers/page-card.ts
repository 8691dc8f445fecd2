/**
 * A page's share card as its opengraph-image draws it (app/_pages/route.tsx):
 * the page's path read by the URL module, its selection at a fixed instant,
 * its loader, its card. Without Next's cache: each call computes.
 */
import { selectionOf, type PageSelection } from '@/app/_loaders/selection';
import { isGone, type AnyPageDef } from '@/app/_pages/def';
import { isComputedPage, PAGES } from '@/app/_pages/registry';
import type { CardSpec } from '@/lib/share-card/spec';
import { parsePathname } from '@/lib/urls';

/** The selection of a page path at `now`. */
export function selectionAt(path: string, now: number): PageSelection {
  const route = parsePathname(path);
  if (!route) throw new Error(`${path} names no page`);
  const r = selectionOf(route.locale, route, now);
  if (!r.ok) throw new Error(`${path} has no selection`);
  return r.sel;
}

export type LoadedCard = { ok: true; spec: CardSpec } | { ok: false; status: 404 };

/** The card of a page path, or the 404 its page answers. */
export async function cardAt(path: string, now: number): Promise<LoadedCard> {
  const route = parsePathname(path);
  if (!route || !isComputedPage(route.key)) return { ok: false, status: 404 };
  const s = selectionOf(route.locale, route, now);
  if (!s.ok) return { ok: false, status: 404 };
  const def: AnyPageDef = PAGES[route.key];
  const vm = await def.load(s.sel);
  if (isGone(vm)) return { ok: false, status: 404 };
  return { ok: true, spec: await def.card(s.sel, vm) };
}

export async function cardSpecAt(path: string, now: number): Promise<CardSpec> {
  const r = await cardAt(path, now);
  if (!r.ok) throw new Error(`${path} has no card`);
  return r.spec;
}
