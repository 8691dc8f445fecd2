/**
 * What a computed page type is, for the generic routes (app/_pages/route.tsx),
 * in two halves:
 *
 * - its definition (`PageDef`): its loader (run inside the page's cache entry,
 *   app/_pages/model.ts), its metadata and its share card, all from the same
 *   loaded model so that the card can never say something the page does not.
 *   Server code only: every route reads every definition (app/_pages/registry.ts).
 * - its view (`PageView`): the page itself, with its client components. Only the
 *   routes of its section import it (app/_pages/views/), so that a page loads
 *   the client components of its own section, not of every page type.
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
  metadata(sel: PageSelection, vm: VM): Promise<Metadata>;
  /** The share card (opengraph-image; its alt text is the path's, lib/share-card/cards.ts pathCardAlt). */
  card(sel: PageSelection, vm: VM): CardSpec | Promise<CardSpec>;
}

/** The page of a page type: its definition's view model rendered. */
export type PageView<VM> = (props: { sel: PageSelection; vm: VM }) => ReactNode | Promise<ReactNode>;

/** A page definition with its view model type erased, for the registry. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyPageDef = PageDef<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyPageView = PageView<any>;

/** The view model of a definition. */
export type VmOf<D> = D extends PageDef<infer VM> ? VM : never;

/** Checks a definition against its own view model type. */
export const definePage = <VM,>(def: PageDef<VM>): PageDef<VM> => def;
