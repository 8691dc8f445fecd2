import { PAGE_CACHE_FIXED, PAGE_CACHE_LIVE, PAGE_CACHE_MINUTE, PAGE_CACHE_OTHER, PAGE_CACHE_REMEMBERED, pageCacheControl, remembersVisitor } from '@/lib/http/page-cache';

// 22:00 in New Delhi (2 h to midnight), 11:30 in New York (12.5 h).
const now = new Date('2025-11-22T16:30:00Z');
const cc = (url: string, remembered = false) => {
  const u = new URL(url, 'https://x.example');
  return pageCacheControl(u.pathname, u.searchParams, remembered, now);
};
const untilMidnight = (s: number) => `public, max-age=${Math.min(s, 3600)}, s-maxage=${s}, stale-while-revalidate=60`;

describe('page Cache-Control', () => {
  it('keeps a fixed date long, in both languages', () => {
    expect(cc('/panchang/today/varanasi?date=2025-11-20')).toBe(PAGE_CACHE_FIXED);
    expect(cc('/hi/muhurat/hora/new-york-city?date=2030-01-01')).toBe(PAGE_CACHE_FIXED);
    expect(cc('/festivals/grahan/varanasi?year=2026')).toBe(PAGE_CACHE_FIXED);
  });

  it('keeps every page private for a request that remembers a city or conventions (the sidebar and the times follow them)', () => {
    expect(cc('/muhurat/choghadiya', true)).toBe(PAGE_CACHE_REMEMBERED);
    expect(cc('/?date=2025-11-20', true)).toBe(PAGE_CACHE_REMEMBERED);
    expect(cc('/muhurat/choghadiya/varanasi?date=2025-11-20', true)).toBe(PAGE_CACHE_REMEMBERED);
    expect(cc('/about', true)).toBe(PAGE_CACHE_REMEMBERED);
    expect(cc('/muhurat/choghadiya/varanasi?date=2025-11-20')).toBe(PAGE_CACHE_FIXED);
  });

  it('knows which cookies remember the visitor', () => {
    const jar = (values: Record<string, string>) => ({ get: (name: string) => (name in values ? { value: values[name] } : undefined) });
    expect(remembersVisitor(jar({}))).toBe(false);
    expect(remembersVisitor(jar({ vc_city: 'varanasi' }))).toBe(true);
    expect(remembersVisitor(jar({ vc_prefs: 'masa=amanta' }))).toBe(true);
    expect(remembersVisitor(jar({ vc_prefs: '', other: 'x' }))).toBe(false);
  });

  it("keeps today until the city's midnight: the URL's city, else New Delhi", () => {
    expect(cc('/panchang/today')).toBe(untilMidnight(7200));
    expect(cc('/panchang/today/varanasi?date=2025-11-22')).toBe(untilMidnight(7200));
    expect(cc('/hi/muhurat/choghadiya/new-york-city')).toBe(untilMidnight(45000));
    expect(cc('/?city=new-york-city')).toBe(untilMidnight(45000));
    // The month grid marks today whatever the date.
    expect(cc('/panchang/monthly/varanasi?date=2025-01-01')).toBe(untilMidnight(7200));
  });

  it('keeps a minute what shows the current instant', () => {
    expect(cc('/lagna/varanasi')).toBe(PAGE_CACHE_MINUTE);
    expect(cc('/tithi-today')).toBe(PAGE_CACHE_MINUTE);
    expect(cc('/tithi-today?time=10:00')).toBe(untilMidnight(7200));
    expect(cc('/lagna/varanasi?date=2025-11-23')).toBe(PAGE_CACHE_FIXED);
  });

  it('keeps other pages an hour', () => {
    expect(cc('/about')).toBe(PAGE_CACHE_OTHER);
    // The statistics show what was recorded up to the request.
    expect(cc('/stats')).toBe(PAGE_CACHE_LIVE);
    expect(cc('/hi/stats/')).toBe(PAGE_CACHE_LIVE);
    expect(cc('/hi/blog/tithi-kya-hai')).toBe(PAGE_CACHE_OTHER);
    expect(cc('/panchang/today/no-such-city')).toBe(PAGE_CACHE_OTHER);
  });
});
