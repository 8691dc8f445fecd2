import { DRAWER_ONLY_LINKS, NAV_GROUPS, isActivePath } from '@/lib/nav';
import { pickQuote, QUOTE_KEYS } from '@/lib/quotes';

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

describe('pickQuote', () => {
  it('covers all five quotes across the random range', () => {
    expect([0, 0.2, 0.4, 0.6, 0.8].map((r) => pickQuote(() => r))).toEqual([...QUOTE_KEYS]);
    expect(pickQuote(() => 0.999999)).toBe('q5');
    expect(QUOTE_KEYS).toContain(pickQuote());
  });
});
