/**
 * The figures of the public /stats page: page views per day of the last
 * STATS_DAYS days (every day listed, zero when there were none), the
 * most-viewed pages and cities, named event counts, and the median of each
 * Core Web Vital per page type with its rating.
 */
import { shiftDate } from '@/engine/civil-date';
import { VITALS, type VitalName } from './events';
import { analyticsDay } from './retention';
import { withStore } from './runtime';
import type { CityViews, DayViews, NamedEventCount, PathViews } from './store';
import { rateVital, type VitalRating } from './vitals';

export const STATS_DAYS = 30;
export const STATS_TOP = 10;

export interface VitalSummary {
  median: number;
  count: number;
  rating: VitalRating;
}

export interface PageTypeVitals {
  pageType: string;
  vitals: Partial<Record<VitalName, VitalSummary>>;
}

export interface SiteStats {
  from: string;
  to: string;
  days: DayViews[];
  views: number;
  topPages: PathViews[];
  topCities: CityViews[];
  events: NamedEventCount[];
  vitals: PageTypeVitals[];
  allTime: { views: number; since: string | null };
}

/** Days from `from` to `to` with their counts, zero where the store has none. */
export function fillDays(from: string, to: string, rows: readonly DayViews[]): DayViews[] {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const out: DayViews[] = [];
  for (let d = from; d <= to; d = shiftDate(d, 1)) out.push(byDay.get(d) ?? { day: d, views: 0, visitors: 0 });
  return out;
}

const isVital = (name: string): name is VitalName => (VITALS as readonly string[]).includes(name);

/** The stats at `now`; null when analytics are off or the store is unavailable. */
export async function siteStats(now = Date.now()): Promise<SiteStats | null> {
  const to = analyticsDay(now);
  const from = shiftDate(to, -(STATS_DAYS - 1));
  const range = { from, to };
  const r = await withStore(
    'reading stats',
    async (store) => {
      const [days, topPages, topCities, events, medians, allTime] = await Promise.all([
        store.viewsByDay(range),
        store.topPaths(range, { limit: STATS_TOP }),
        store.topCities(range, STATS_TOP),
        store.namedEventCounts(range),
        store.vitalMedians(range),
        store.allTimeViews(),
      ]);
      const vitals = new Map<string, PageTypeVitals>();
      for (const m of medians) {
        if (!isVital(m.name)) continue;
        const row = vitals.get(m.pageType) ?? { pageType: m.pageType, vitals: {} };
        row.vitals[m.name] = { median: m.median, count: m.count, rating: rateVital(m.name, m.median) };
        vitals.set(m.pageType, row);
      }
      const filled = fillDays(from, to, days);
      return {
        from,
        to,
        days: filled,
        views: filled.reduce((s, d) => s + d.views, 0),
        topPages,
        topCities,
        events,
        vitals: [...vitals.values()].sort((a, b) => a.pageType.localeCompare(b.pageType)),
        allTime,
      };
    },
    now,
  );
  return r.status === 'ok' ? r.value : null;
}
