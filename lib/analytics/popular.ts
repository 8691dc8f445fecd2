/**
 * Real view counts for "popular" lists (the sidebar's Popular Posts, the
 * home page's featured articles): the most-viewed pages of the last `days`
 * days, both languages together. An empty list when nothing was counted yet
 * or analytics are unavailable, so the caller falls back to its editorial
 * order; never invented numbers.
 */
import { shiftDate } from '@/engine/civil-date';
import { analyticsDay } from './retention';
import { withStore } from './runtime';
import type { PathViews } from './store';

export interface PopularOptions {
  days?: number;
  /** Only paths starting with this (locale-less, e.g. `/blog/`). */
  prefix?: string;
  limit?: number;
  now?: number;
}

/** `[{ path: '/blog/ekadashi-fasting', views: 412 }, ...]`, most viewed first; paths are locale-less. */
export async function popularPaths({ days = 30, prefix = '/', limit = 10, now = Date.now() }: PopularOptions = {}): Promise<PathViews[]> {
  const to = analyticsDay(now);
  const from = shiftDate(to, -(days - 1));
  const r = await withStore('reading popular pages', (store) => store.topPaths({ from, to }, { prefix, limit }), now);
  return r.status === 'ok' ? r.value : [];
}
