/** The visitor's conventions: the cookie the proxy follows (bad values ignored), the path's conventions segment, the Ekadashi emphasis. */
import { SOLAR_CALENDARS } from '@/engine';
import { conventionsCookieValue, DEFAULT_CONVENTIONS, parseConventions, parseConventionsCookie, REGIONAL_CHOICES } from '@/lib/conventions/conventions';
import { emphasised, twinnedSlugs } from '@/lib/conventions/emphasis';
import { pathInConventions } from '@/lib/conventions/url';

describe('the conventions cookie', () => {
  it('defaults to purnimanta months, the upper-limb sunrise, the 12-hour clock, Smarta Ekadashi and no regional calendar', () => {
    expect(DEFAULT_CONVENTIONS).toEqual({ masa: 'purnimanta', sunrise: 'upper-limb', clock: '12h', ekadashi: 'smarta', regional: 'none' });
    expect(parseConventionsCookie(undefined)).toEqual({});
  });

  it('round-trips every value', () => {
    const cookie = conventionsCookieValue({ masa: 'amanta', sunrise: 'hindu', clock: '24h', ekadashi: 'vaishnava', regional: 'tamil' });
    expect(cookie).toBe('masa=amanta&sunrise=hindu&clock=24h&ekadashi=vaishnava&regional=tamil');
    expect(parseConventionsCookie(cookie)).toEqual({ masa: 'amanta', sunrise: 'hindu', clock: '24h', ekadashi: 'vaishnava', regional: 'tamil' });
  });

  it('offers the engine\'s solar calendars as the regional choice (this module imports no engine value)', () => {
    expect(REGIONAL_CHOICES).toEqual(['none', ...SOLAR_CALENDARS]);
    expect(parseConventions({ regional: 'Bengali' })).toEqual({ regional: 'bengali' });
    expect(parseConventions({ regional: 'gujarati' })).toEqual({});
  });

  it('ignores bad values and an unreadable cookie', () => {
    expect(parseConventionsCookie('masa=amanta&sunrise=centre&clock=25h')).toEqual({ masa: 'amanta' });
    expect(parseConventions({ masa: 'lunar', sunrise: '', ekadashi: 'iskcon' })).toEqual({});
    expect(parseConventionsCookie('%E0%A4%A')).toEqual({});
    expect(parseConventionsCookie('{"masa":"amanta"}')).toEqual({});
  });

  it('reads friendly spellings: letter case and the disc-centre alias of the Hindu sunrise', () => {
    expect(parseConventions({ masa: 'Amanta', sunrise: 'disc-centre' })).toEqual({ masa: 'amanta', sunrise: 'hindu' });
    // The cookie as the browser stores it (encodeURIComponent of the query string).
    expect(parseConventionsCookie(encodeURIComponent('sunrise=hindu&clock=24h'))).toEqual({ sunrise: 'hindu', clock: '24h' });
  });

  it('keeps only what differs from the defaults in the cookie', () => {
    expect(conventionsCookieValue(DEFAULT_CONVENTIONS)).toBe('');
    expect(conventionsCookieValue({ ...DEFAULT_CONVENTIONS, clock: '24h' })).toBe('clock=24h');
  });
});

describe('conventions in the path', () => {
  const amanta24 = { ...DEFAULT_CONVENTIONS, masa: 'amanta', clock: '24h' } as const;

  it('belong on the computed pages only', () => {
    expect(pathInConventions('/panchang/today/varanasi/2025-11-22', amanta24)).toBe('/panchang/today/varanasi/2025-11-22/amanta-24h');
    expect(pathInConventions('/hi/festivals/ekadashi/nirjala-2026', amanta24)).toBe('/hi/festivals/ekadashi/nirjala-2026/new-delhi/amanta-24h');
    expect(pathInConventions('/', amanta24)).toBe('/new-delhi/amanta-24h');
    for (const p of ['/about', '/hi/blog/tithi-kya-hai', '/stats']) expect(pathInConventions(p, amanta24)).toBeNull();
  });

  it('replaces the conventions a path names, and the defaults are no segment', () => {
    expect(pathInConventions('/panchang/today/varanasi/amanta', { ...DEFAULT_CONVENTIONS, sunrise: 'hindu' })).toBe('/panchang/today/varanasi/hindu-sunrise');
    expect(pathInConventions('/panchang/today/varanasi/2025-11-22/amanta', DEFAULT_CONVENTIONS)).toBe('/panchang/today/varanasi/2025-11-22');
  });
});

describe('Ekadashi emphasis', () => {
  const day = [
    { slug: 'utpanna-ekadashi' },
    { slug: 'vaishnava-utpanna-ekadashi', tradition: 'vaishnava', relatedTo: 'utpanna-ekadashi' },
    { slug: 'pradosh' },
  ];

  it('mutes the Vaishnava day for a Smarta visitor and the Smarta twin for a Vaishnava one', () => {
    expect(emphasised(day, 'smarta').map((m) => [m.event.slug, m.secondary])).toEqual([
      ['utpanna-ekadashi', false],
      ['pradosh', false],
      ['vaishnava-utpanna-ekadashi', true],
    ]);
    expect(emphasised(day, 'vaishnava').map((m) => [m.event.slug, m.secondary])).toEqual([
      ['vaishnava-utpanna-ekadashi', false],
      ['pradosh', false],
      ['utpanna-ekadashi', true],
    ]);
  });

  it('never mutes an event without a twin', () => {
    expect(twinnedSlugs(day)).toEqual(new Set(['utpanna-ekadashi']));
    expect(emphasised([{ slug: 'mokshada-ekadashi' }], 'vaishnava')[0].secondary).toBe(false);
  });
});
