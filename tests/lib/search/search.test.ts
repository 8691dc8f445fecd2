import { EVENT_SLUGS } from '@/engine';
import { FESTIVAL_ALIASES } from '@/lib/search/aliases';
import { fold, loosen } from '@/lib/search/normalize';
import { parseSearchQuery, MAX_QUERY_LENGTH } from '@/lib/search/query';
import { buildIndex, groupHits, searchIndex, type SearchDoc } from '@/lib/search/rank';
import { searchSite, type SearchResults } from '@/lib/search/sources';

const TODAY = '2026-11-23';

const titles = (r: SearchResults, kind: string) => r.groups.find((g) => g.kind === kind)?.hits.map((h) => h.doc.title) ?? [];
const first = (r: SearchResults, kind: string) => r.groups.find((g) => g.kind === kind)?.hits[0]?.doc;

describe('folding', () => {
  it('ignores case, accents, the nukta and the two ways of writing a Hindi nasal', () => {
    expect(fold('Dīpāvalī')).toBe('dipavali');
    expect(fold('संक्रान्ति')).toBe(fold('संक्रांति'));
    expect(fold('हिन्दी')).toBe(fold('हिंदी'));
    expect(fold('पूँछ')).toBe(fold('पूंछ'));
    expect(fold('लोहड़ी')).toBe(fold('लोहडी'));
  });

  it('loosens Latin spellings of h, long vowels and v/w', () => {
    expect(loosen(fold('Ekadasi'))).toBe(loosen(fold('Ekadashi')));
    expect(loosen(fold('Poornima'))).toBe(loosen(fold('Purnima')));
    expect(loosen(fold('Divali'))).toBe(loosen(fold('Diwali')));
  });
});

describe('ranking', () => {
  const doc = (title: string, names: string[] = [title], text = '', rank = 0): SearchDoc => ({ kind: 'pages', title, href: `/${title}`, names, text, rank });
  const index = buildIndex([
    doc('Rahu Kaal'),
    doc('Dev Deepawali'),
    doc('Diwali', ['Diwali', 'Deepavali', 'Deepawali']),
    doc('About', ['About'], 'how the Panchang is calculated from the Swiss Ephemeris'),
  ]);
  const order = (q: string) => searchIndex(index, q).map((h) => [h.doc.title, h.score]);

  it('puts an exact name first, then names starting with the query, then words in any order', () => {
    expect(order('deepawali')).toEqual([
      ['Diwali', 100],
      ['Dev Deepawali', 60],
    ]);
    expect(order('rahu')).toEqual([['Rahu Kaal', 80]]);
    expect(order('kaal rahu')).toEqual([['Rahu Kaal', 60]]);
    expect(order('swiss ephem')).toEqual([['About', 10]]);
  });

  it('finds loose spellings a little lower, nothing for a query without letters', () => {
    expect(order('divali')).toEqual([['Diwali', 95]]);
    expect(order(' ,. ')).toEqual([]);
    expect(order('x')).toEqual([]);
  });

  it('leaves out text-only matches of a kind that has matches by name', () => {
    const hits = [
      { doc: doc('a'), score: 100 },
      { doc: doc('b'), score: 10 },
      { doc: { ...doc('c'), kind: 'articles' as const }, score: 10 },
    ];
    expect(groupHits(hits, 5).map((g) => [g.kind, g.hits.map((h) => h.doc.title)])).toEqual([
      ['pages', ['a']],
      ['articles', ['c']],
    ]);
  });

  it('puts the kinds matched by name (a city always is) before the kinds matched in their text only', () => {
    const hits = [
      { doc: { ...doc('article mentioning it'), kind: 'articles' as const }, score: 10 },
      { doc: { ...doc('New York City'), kind: 'cities' as const }, score: 1 },
      { doc: { ...doc('a page mentioning it'), kind: 'pages' as const }, score: 10 },
      { doc: { ...doc('Diwali'), kind: 'festivals' as const }, score: 100 },
    ];
    expect(groupHits(hits, 5).map((g) => g.kind)).toEqual(['festivals', 'cities', 'pages', 'articles']);
  });

  it('groups by kind in a fixed order with a cap per kind', () => {
    const hits = [
      { doc: { ...doc('a'), kind: 'cities' as const }, score: 1 },
      { doc: doc('b'), score: 80 },
      { doc: doc('c'), score: 60 },
    ];
    expect(groupHits(hits, 1).map((g) => [g.kind, g.hits.map((h) => h.doc.title)])).toEqual([
      ['pages', ['b']],
      ['cities', ['a']],
    ]);
  });
});

describe('the query', () => {
  it('is trimmed, the first of repeated values, capped in length', () => {
    expect(parseSearchQuery(undefined)).toEqual({ kind: 'empty' });
    expect(parseSearchQuery('  ')).toEqual({ kind: 'empty' });
    expect(parseSearchQuery(' diwali ')).toEqual({ kind: 'ok', q: 'diwali' });
    expect(parseSearchQuery(['holi', 'diwali'])).toEqual({ kind: 'ok', q: 'holi' });
    expect(parseSearchQuery('a'.repeat(MAX_QUERY_LENGTH))).toEqual({ kind: 'ok', q: 'a'.repeat(MAX_QUERY_LENGTH) });
    expect(parseSearchQuery('a'.repeat(MAX_QUERY_LENGTH + 1))).toEqual({ kind: 'tooLong' });
  });
});

describe('the festival aliases', () => {
  it('are keyed by events the engine produces', () => {
    expect(Object.keys(FESTIVAL_ALIASES).filter((s) => !EVENT_SLUGS.includes(s))).toEqual([]);
  });

  it('cover the common spellings of the major festivals', () => {
    const has = (slug: string, ...names: string[]) => expect(names.filter((n) => !FESTIVAL_ALIASES[slug].includes(n))).toEqual([]);
    has('diwali', 'Deepavali', 'दीपावली', 'दिवाली');
    has('maha-shivaratri', 'Shivratri', 'Shivaratri');
    has('chaitra-navratri', 'Navaratri', 'Navratri');
    has('raksha-bandhan', 'Rakhi');
    has('makar-sankranti', 'Uttarayan');
    has('janmashtami', 'जन्माष्टमी');
  });
});

describe('searching the site', () => {
  it.each(['diwali', 'Diwali', 'deepavali', 'Deepawali', 'दीपावली', 'दिवाली', 'dīvālī'])('finds Diwali for %s', async (q) => {
    const r = await searchSite('en', q, TODAY);
    expect(first(r, 'festivals')?.title).toBe('Diwali (Lakshmi Puja)');
    // Its next date at New Delhi from 2026-11-23: Lakshmi Puja on 29 October 2027.
    expect(first(r, 'festivals')?.detail).toBe('Friday, October 29, 2027');
    expect(first(r, 'festivals')?.href).toBe('/festivals/festival/diwali-2027');
  });

  it('names results in the page language: Diwali on a Hindi page', async () => {
    const r = await searchSite('hi', 'diwali', TODAY);
    expect(first(r, 'festivals')?.title).toBe('दीवाली (लक्ष्मी पूजा)');
    expect(first(r, 'festivals')?.detail).toContain('2027');
  });

  it('finds festivals by their other names', async () => {
    for (const [q, title] of [
      ['holi', 'Holi'],
      ['होली', 'Holi'],
      ['krishna janmashtami', 'Krishna Janmashtami'],
      ['janmashtami', 'Krishna Janmashtami'],
      ['shivratri', 'Maha Shivaratri'],
      ['rakhi', 'Raksha Bandhan'],
      ['uttarayan', 'Makar Sankranti'],
      ['makar sankranti', 'Makar Sankranti'],
      ['संक्रान्ति मकर', 'Makar Sankranti'],
      ['dussehra', 'Dussehra (Vijayadashami)'],
      ['vijayadashami', 'Dussehra (Vijayadashami)'],
    ]) {
      expect([q, first(await searchSite('en', q, TODAY), 'festivals')?.title]).toEqual([q, title]);
    }
  });

  it('lists both Navratris for navratri, the next one first', async () => {
    const r = await searchSite('en', 'navaratri', TODAY);
    expect(titles(r, 'festivals').slice(0, 2)).toEqual(['Chaitra Navratri (Ghatasthapana)', 'Sharad Navratri (Ghatasthapana)']);
  });

  it('lists the upcoming Ekadashis first for ekadashi', async () => {
    const hits = (await searchSite('en', 'ekadashi', TODAY)).groups.find((g) => g.kind === 'festivals')!.hits;
    expect(hits).toHaveLength(8);
    // Each at its next date: all from today on, nearest first.
    const dates = hits.map((h) => Date.parse(h.doc.detail!));
    expect(dates.every((d) => d >= Date.parse(TODAY))).toBe(true);
    expect([...dates].sort((a, b) => a - b)).toEqual(dates);
  });

  it('finds Varanasi by its old names and in Hindi, leading to its Panchang', async () => {
    for (const q of ['banaras', 'Benares', 'kashi', 'वाराणसी', 'varanasi']) {
      const city = first(await searchSite('en', q, TODAY), 'cities');
      expect([q, city?.title, city?.href]).toEqual([q, 'Varanasi', '/panchang/today/varanasi']);
    }
    const hi = first(await searchSite('hi', 'banaras', TODAY), 'cities');
    expect([hi?.title, hi?.detail]).toEqual(['वाराणसी', 'उत्तर प्रदेश, भारत']);
    expect(first(await searchSite('en', 'bombay', TODAY), 'cities')?.title).toBe('Mumbai');
  });

  it('finds pages by their names in either language, titled in the page language', async () => {
    expect(first(await searchSite('en', 'rahu kaal', TODAY), 'pages')).toMatchObject({ title: 'Rahu Kaal', href: '/muhurat/rahu-kaal' });
    expect(first(await searchSite('hi', 'rahu kaal', TODAY), 'pages')).toMatchObject({ title: 'राहु काल', href: '/muhurat/rahu-kaal' });
    expect(first(await searchSite('hi', 'चौघड़िया', TODAY), 'pages')).toMatchObject({ href: '/muhurat/choghadiya' });
    expect(titles(await searchSite('en', 'privacy', TODAY), 'pages')).toEqual(['Privacy Policy']);
  });

  it('finds articles by title, description and body', async () => {
    expect(first(await searchSite('en', 'what is a panchang', TODAY), 'articles')?.href).toBe('/blog/what-is-a-panchang');
    const hi = first(await searchSite('hi', 'पंचांग क्या है', TODAY), 'articles');
    expect(hi?.title).toMatch(/पंचांग/);
    // A word of the body only.
    expect(titles(await searchSite('en', 'parana', TODAY), 'articles').length).toBeGreaterThan(0);
  });

  it('lists for diwali the festivals named so, not those whose description mentions it', async () => {
    expect(titles(await searchSite('en', 'diwali', TODAY), 'festivals')).toEqual([
      'Diwali (Lakshmi Puja)',
      // Then the names with Diwali in an alias, nearest date first: Dev Diwali on 2026-11-24, Chhoti Diwali on 2027-10-28.
      'Dev Deepawali',
      'Narak Chaturdashi (Chhoti Diwali)',
    ]);
  });

  it('lists a place named by the query before the articles that mention it', async () => {
    const r = await searchSite('en', 'new york', TODAY);
    expect(r.groups[0].kind).toBe('cities');
    expect(r.groups[0].hits[0].doc).toMatchObject({ title: 'New York City', href: '/panchang/today/new-york-city' });
    expect(r.groups.map((g) => g.kind)).toContain('articles');
  });

  it('has nothing for a query that matches nothing', async () => {
    expect((await searchSite('en', 'qqxxzz', TODAY)).total).toBe(0);
  });
});
