/** The visitor's conventions: URL beats cookie beats default, value by value; bad values are ignored; the URL helpers. */
import {
  conventionLinkParams,
  conventionsCookieValue,
  DEFAULT_CONVENTIONS,
  parseConventionsCookie,
  resolveConventions,
} from '@/lib/conventions/conventions';
import { emphasised, twinnedSlugs } from '@/lib/conventions/emphasis';
import { queryReflecting, queryWithConventions, showsComputed } from '@/lib/conventions/url';

describe('resolveConventions', () => {
  it('defaults to purnimanta months, the upper-limb sunrise, the 12-hour clock and Smarta Ekadashi', () => {
    expect(resolveConventions({}, undefined)).toEqual({ conventions: DEFAULT_CONVENTIONS, fromUrl: {} });
    expect(DEFAULT_CONVENTIONS).toEqual({ masa: 'purnimanta', sunrise: 'upper-limb', clock: '12h', ekadashi: 'smarta' });
  });

  it('takes the cookie over the defaults and the URL over the cookie, value by value', () => {
    const cookie = conventionsCookieValue({ masa: 'amanta', sunrise: 'hindu', clock: '24h', ekadashi: 'vaishnava' });
    expect(cookie).toBe('masa=amanta&sunrise=hindu&clock=24h&ekadashi=vaishnava');
    expect(resolveConventions({}, cookie).conventions).toEqual({ masa: 'amanta', sunrise: 'hindu', clock: '24h', ekadashi: 'vaishnava' });
    const r = resolveConventions({ masa: 'purnimanta', clock: ['12h', '24h'] }, cookie);
    expect(r.conventions).toEqual({ masa: 'purnimanta', sunrise: 'hindu', clock: '12h', ekadashi: 'vaishnava' });
    expect(r.fromUrl).toEqual({ masa: 'purnimanta', clock: '12h' });
    expect(conventionLinkParams(r.fromUrl)).toEqual({ masa: 'purnimanta', clock: '12h' });
  });

  it('ignores bad values in the URL and the cookie, and an unreadable cookie', () => {
    const cookie = 'masa=amanta&sunrise=centre&clock=25h';
    expect(parseConventionsCookie(cookie)).toEqual({ masa: 'amanta' });
    expect(resolveConventions({ masa: 'lunar', sunrise: '', ekadashi: 'iskcon' }, cookie)).toEqual({
      conventions: { ...DEFAULT_CONVENTIONS, masa: 'amanta' },
      fromUrl: {},
    });
    expect(parseConventionsCookie('%E0%A4%A')).toEqual({});
    expect(parseConventionsCookie('{"masa":"amanta"}')).toEqual({});
  });

  it('reads friendly spellings: letter case and the disc-centre alias of the Hindu sunrise', () => {
    expect(resolveConventions({ masa: 'Amanta', sunrise: 'disc-centre' }, undefined).conventions).toMatchObject({ masa: 'amanta', sunrise: 'hindu' });
    // The cookie as the browser stores it (encodeURIComponent of the query string).
    expect(parseConventionsCookie(encodeURIComponent('sunrise=hindu&clock=24h'))).toEqual({ sunrise: 'hindu', clock: '24h' });
  });

  it('keeps only what differs from the defaults in the cookie', () => {
    expect(conventionsCookieValue(DEFAULT_CONVENTIONS)).toBe('');
    expect(conventionsCookieValue({ ...DEFAULT_CONVENTIONS, clock: '24h' })).toBe('clock=24h');
  });
});

describe('conventions in the URL', () => {
  it('belong on the computed pages only', () => {
    for (const p of ['/', '/hi', '/panchang/today/varanasi', '/hi/panchang/monthly', '/muhurat/hora', '/festivals', '/hi/festivals/diwali']) {
      expect(showsComputed(p)).toBe(true);
    }
    for (const p of ['/about', '/hi/blog/tithi-kya-hai', '/stats', '/panchangs']) expect(showsComputed(p)).toBe(false);
  });

  it('writes the month system and sunrise, removes defaults, and updates a clock the URL already names', () => {
    const c = { masa: 'amanta', sunrise: 'upper-limb', clock: '24h', ekadashi: 'vaishnava' } as const;
    expect(queryWithConventions('?date=2025-11-22&sunrise=hindu', c).toString()).toBe('date=2025-11-22&masa=amanta');
    expect(queryWithConventions('?clock=12h', c).toString()).toBe('clock=24h&masa=amanta');
    expect(queryWithConventions('?masa=amanta', DEFAULT_CONVENTIONS).toString()).toBe('');
  });

  it('shows the remembered month system and sunrise where the URL names none, never overriding the URL', () => {
    const remembered = { ...DEFAULT_CONVENTIONS, masa: 'amanta', sunrise: 'hindu' } as const;
    expect(queryReflecting('?date=2025-11-22', remembered)?.toString()).toBe('date=2025-11-22&masa=amanta&sunrise=hindu');
    expect(queryReflecting('?masa=purnimanta', remembered)?.toString()).toBe('masa=purnimanta&sunrise=hindu');
    expect(queryReflecting('?masa=amanta&sunrise=hindu', remembered)).toBeNull();
    expect(queryReflecting('', DEFAULT_CONVENTIONS)).toBeNull();
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
