import { DRAWER_ONLY_LINKS, NAV_GROUPS, isActivePath } from '@/lib/nav';
import { quoteOfDay, QUOTE_KEYS } from '@/lib/quotes';

describe('navigation data', () => {
  it('has the four header groups in order', () => {
    expect(NAV_GROUPS.map((g) => g.key)).toEqual(['panchang', 'muhurat', 'astrology', 'festivals']);
  });
  it('keeps Knowledge Hub out of the header groups (drawer only)', () => {
    expect(DRAWER_ONLY_LINKS.map((l) => l.key)).toContain('knowledgeHub');
    expect(DRAWER_ONLY_LINKS.find((l) => l.key === 'knowledgeHub')?.href).toBe('/blog');
    expect(NAV_GROUPS.flatMap((g) => g.links).some((l) => l.key === 'knowledgeHub')).toBe(false);
  });
  it('uses unique, absolute, locale-less hrefs', () => {
    const hrefs = NAV_GROUPS.flatMap((g) => g.links.map((l) => l.href));
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
