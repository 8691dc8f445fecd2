import { ALL_FOOTER_LINKS, ALL_NAV_GROUPS, DRAWER_ONLY_LINKS, FOOTER_LINKS, NAV_GROUPS, NO_SIDEBAR_PATHS, isActivePath } from '@/lib/nav';
import { isTool, loadingOfPath, toolLoading } from '@/lib/tools';
import { pagePath, parsePathname } from '@/lib/urls';
import { quoteOfDay, QUOTE_KEYS } from '@/lib/quotes';

describe('navigation data', () => {
  it('has the four header groups in order, Festivals with Pradosh', () => {
    expect(ALL_NAV_GROUPS.map((g) => g.key)).toEqual(['panchang', 'muhurat', 'astrology', 'festivals']);
    expect(ALL_NAV_GROUPS.find((g) => g.key === 'festivals')?.links.map((l) => l.href)).toContain('/festivals/pradosh');
  });
  it('shows only links whose page exists: none waits now', () => {
    const waiting = [...ALL_NAV_GROUPS.flatMap((g) => g.links), ...ALL_FOOTER_LINKS].filter((l) => l.awaits);
    expect(waiting).toEqual([]);
    for (const l of waiting) expect(l.awaits).toMatch(/^issue \d+/);
    const rendered = [...NAV_GROUPS.flatMap((g) => g.links), ...DRAWER_ONLY_LINKS, ...FOOTER_LINKS];
    expect(rendered.some((l) => l.awaits)).toBe(false);
    expect(NAV_GROUPS.map((g) => g.key)).toEqual(['panchang', 'muhurat', 'astrology', 'festivals']);
    expect(NAV_GROUPS.find((g) => g.key === 'festivals')?.links.map((l) => l.href)).toEqual([
      '/festivals',
      '/festivals/ekadashi',
      '/festivals/purnima',
      '/festivals/amavasya',
      '/festivals/sankranti',
      '/festivals/pradosh',
      '/festivals/grahan',
      '/festivals/pitru-paksha',
    ]);
  });
  it('has the seed’s footer links whose pages exist', () => {
    expect(FOOTER_LINKS.map((l) => l.href)).toEqual(
      expect.arrayContaining(['/muhurat/rahu-kaal', '/muhurat/choghadiya', '/tithi-today', '/nakshatra-finder', '/festivals', '/festivals/ekadashi', '/festivals/purnima', '/blog', '/about']),
    );
    expect(ALL_FOOTER_LINKS.map((l) => l.href)).toEqual(expect.arrayContaining(['/festivals/ekadashi', '/festivals/purnima', '/sitemap']));
  });
  it('keeps Knowledge Hub out of the header groups (drawer only)', () => {
    expect(DRAWER_ONLY_LINKS.map((l) => l.key)).toContain('knowledgeHub');
    expect(DRAWER_ONLY_LINKS.find((l) => l.key === 'knowledgeHub')?.href).toBe('/blog');
    expect(ALL_NAV_GROUPS.flatMap((g) => g.links).some((l) => l.key === 'knowledgeHub')).toBe(false);
  });
  it('uses unique, absolute, locale-less hrefs', () => {
    const hrefs = ALL_NAV_GROUPS.flatMap((g) => g.links.map((l) => l.href));
    expect(new Set(hrefs).size).toBe(hrefs.length);
    for (const h of hrefs) expect(h).toMatch(/^\/[a-z0-9/-]+$/);
    for (const h of hrefs) expect(h.startsWith('/hi/')).toBe(false);
  });
});

describe('isActivePath', () => {
  it('matches the page and pages below it, not mere prefixes', () => {
    expect(isActivePath('/lagna', '/lagna')).toBe(true);
    expect(isActivePath('/muhurat/rahu-kaal/varanasi', '/muhurat/rahu-kaal')).toBe(true);
    expect(isActivePath('/lagna-x', '/lagna')).toBe(false);
    expect(isActivePath('/about', '/')).toBe(false);
    expect(isActivePath('/', '/')).toBe(true);
  });
});

describe('quoteOfDay', () => {
  it('is one quote per date, the five in turn', () => {
    const week = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'].map(quoteOfDay);
    expect([...week].sort()).toEqual([...QUOTE_KEYS]);
    expect(quoteOfDay('2026-11-28')).toBe(week[0]);
    expect(quoteOfDay('2026-11-23')).toBe(quoteOfDay('2026-11-23'));
    expect(QUOTE_KEYS).toContain(quoteOfDay('1900-01-01'));
  });
});

describe('the browser side of the navigation (lib/nav-active)', () => {
  it('names the month grid as the page without a sidebar, the path the URL module writes', () => {
    expect(NO_SIDEBAR_PATHS).toEqual([pagePath('monthlyPanchang')]);
    expect(NO_SIDEBAR_PATHS).toEqual(['/panchang/monthly']);
  });
});

describe('loadingOfPath (the computed pages’ error page)', () => {
  // What the error page named before it read the page table alone: the parsed page's tool's message.
  const parsed = (p: string) => {
    const key = parsePathname(p)?.key;
    return key && isTool(key) ? toolLoading(key) : 'panchang';
  };
  it.each([
    '/panchang/today/varanasi/2025-11-22',
    '/panchang/monthly/varanasi/2025-11',
    '/panchang/varanasi/2025-11-22',
    '/muhurat/hora/varanasi/2025-11-22',
    '/muhurat/choghadiya',
    '/muhurat/rahu-kaal/new-delhi',
    '/lagna/varanasi/2025-11-22',
    '/tithi-today/varanasi/2025-11-22',
    '/festivals/2025/november/varanasi',
    '/festivals/ekadashi/2025/varanasi',
    '/muhurat/shubh',
    '/muhurat/shubh/vivah/2026',
    '/muhurat/shubh/vivah/2026-03-11/varanasi',
    '/varanasi',
    '/about',
  ])('%s as the parsed page names it', (p) => {
    expect(loadingOfPath(p)).toBe(parsed(p));
  });
  it('names the timings below a Muhurat tool whose path does not parse', () => {
    expect(loadingOfPath('/muhurat/hora/nowhere-at-all/2025-99-99')).toBe('timings');
  });
});
