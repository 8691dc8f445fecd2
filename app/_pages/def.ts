/**
 * What a computed page type is, for the generic routes (app/_pages/route.tsx):
 * its loader (run inside the page's cache entry, app/_pages/model.ts), its
 * page, its metadata and its share card, all from the same loaded model so
 * that the card can never say something the page does not.
 */
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import type { PageSelection } from '@/app/_loaders/selection';
import type { CardSpec } from '@/lib/share-card/spec';

/** A loader's answer when its page does not exist (an unknown festival or eclipse) or lives elsewhere (an alias). */
export type Gone = { gone: 'notFound' } | { gone: 'redirect'; path: string };

export const notFoundPage = (): Gone => ({ gone: 'notFound' });
export const redirectTo = (path: string): Gone => ({ gone: 'redirect', path });
export const isGone = (x: unknown): x is Gone => typeof x === 'object' && x !== null && 'gone' in x;

export interface PageDef<VM> {
  /** The page's view model: plain data (it is kept in Next's cache). */
  load(sel: PageSelection): VM | Gone | Promise<VM | Gone>;
  Page(props: { sel: PageSelection; vm: VM }): ReactNode | Promise<ReactNode>;
  metadata(sel: PageSelection, vm: VM): Promise<Metadata>;
  /** The share card (opengraph-image; its alt text is the path's, lib/share-card/cards.ts pathCardAlt). */
  card(sel: PageSelection, vm: VM): CardSpec | Promise<CardSpec>;
}

/** A page definition with its view model type erased, for the registry. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyPageDef = PageDef<any>;

/** Checks a definition against its own view model type. */
export const definePage = <VM,>(def: PageDef<VM>): PageDef<VM> => def;
