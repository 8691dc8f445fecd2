/** The readers: popularPaths (for Popular Posts and featured articles) and the /stats figures. */
import { handleAnalyticsPost } from '@/lib/analytics/endpoint';
import { popularPaths } from '@/lib/analytics/popular';
import { analyticsDay } from '@/lib/analytics/retention';
import { STATS_DAYS, fillDays, siteStats } from '@/lib/analytics/stats';
import { rateVital } from '@/lib/analytics/vitals';
import { DAY_MS, pageview, post, setupTempDatabase, vital } from './helpers';

setupTempDatabase();

async function send(events: unknown[], address = '198.51.100.1') {
  const res = await handleAnalyticsPost(post({ events }, { 'x-forwarded-for': address }));
  expect(res.status).toBe(204);
}

describe('popularPaths', () => {
  it('is empty before anything was counted, so callers keep their editorial order', async () => {
    expect(await popularPaths({ prefix: '/blog/' })).toEqual([]);
  });

  it('ranks paths under a prefix by views of the last days', async () => {
    const now = Date.now();
    await send([
      pageview('/blog/tithi', now),
      pageview('/blog/tithi', now),
      pageview('/blog/hora', now),
      pageview('/blog/sankranti', now - 5 * DAY_MS),
      pageview('/blog/sankranti', now - 5 * DAY_MS),
      pageview('/blog/sankranti', now - 5 * DAY_MS),
      pageview('/panchang/today', now),
      pageview('/panchang/today', now),
      pageview('/panchang/today', now),
    ]);
    expect(await popularPaths({ days: 30, prefix: '/blog/', limit: 5 })).toEqual([
      { path: '/blog/sankranti', views: 3 },
      { path: '/blog/tithi', views: 2 },
      { path: '/blog/hora', views: 1 },
    ]);
    expect(await popularPaths({ days: 3, prefix: '/blog/' })).toEqual([
      { path: '/blog/tithi', views: 2 },
      { path: '/blog/hora', views: 1 },
    ]);
    expect(await popularPaths({ prefix: '/blog/', limit: 1 })).toEqual([{ path: '/blog/sankranti', views: 3 }]);
    expect(await popularPaths({ limit: 1 })).toEqual([{ path: '/blog/sankranti', views: 3 }]);
  });
});

describe('siteStats', () => {
  it('lists every one of the last 30 days, zero where nothing was counted', () => {
    const days = fillDays('2025-10-24', '2025-11-22', [{ day: '2025-11-01', views: 4, visitors: 2 }]);
    expect(days).toHaveLength(STATS_DAYS);
    expect(days[0]).toEqual({ day: '2025-10-24', views: 0, visitors: 0 });
    expect(days.find((d) => d.day === '2025-11-01')).toEqual({ day: '2025-11-01', views: 4, visitors: 2 });
    expect(days.at(-1)!.day).toBe('2025-11-22');
  });

  it('counts views per day, pages, cities, events and rates the median vitals per page type', async () => {
    const now = Date.now();
    await send([
      pageview('/panchang/today/varanasi', now),
      pageview('/hi/panchang/today/varanasi', now),
      pageview('/muhurat/hora/ujjain', now - DAY_MS),
      { kind: 'event', session: 'session_1763800000000_abcdefgh', time: now, path: '/panchang/today', name: 'city_chosen', props: { city: 'varanasi' } },
      vital('/panchang/today/varanasi', 'LCP', 2000, now),
      vital('/hi/panchang/today', 'LCP', 3000, now),
      vital('/panchang/today/pune', 'LCP', 5000, now),
      vital('/', 'CLS', 0.3, now),
    ]);
    await send([pageview('/panchang/today/varanasi', now)], '198.51.100.2');

    const s = (await siteStats(now))!;
    expect(s.days).toHaveLength(STATS_DAYS);
    expect(s.to).toBe(analyticsDay(now));
    expect(s.days.at(-1)).toEqual({ day: analyticsDay(now), views: 3, visitors: 2 });
    expect(s.views).toBe(4);
    expect(s.topPages[0]).toEqual({ path: '/panchang/today/varanasi', views: 3 });
    expect(s.topCities).toEqual([
      { city: 'varanasi', views: 3 },
      { city: 'ujjain', views: 1 },
    ]);
    expect(s.events).toEqual([{ name: 'city_chosen', count: 1 }]);
    expect(s.vitals).toEqual([
      { pageType: 'home', vitals: { CLS: { median: 0.3, count: 1, rating: 'poor' } } },
      { pageType: 'todayPanchang', vitals: { LCP: { median: 3000, count: 3, rating: 'needs-improvement' } } },
    ]);
    expect(s.allTime.views).toBe(4);
  });

  it('rates vitals with the web-vitals thresholds', () => {
    expect(rateVital('LCP', 2500)).toBe('good');
    expect(rateVital('LCP', 2501)).toBe('needs-improvement');
    expect(rateVital('LCP', 4001)).toBe('poor');
    expect(rateVital('INP', 200)).toBe('good');
    expect(rateVital('CLS', 0.1)).toBe('good');
    expect(rateVital('CLS', 0.26)).toBe('poor');
    expect(rateVital('FCP', 1800)).toBe('good');
    expect(rateVital('TTFB', 1000)).toBe('needs-improvement');
  });
});
