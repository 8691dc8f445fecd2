/**
 * The festival page table (lib/festivals/pages.ts): every engine slug has
 * one page and comes back from it, every alias (the seed's short slugs
 * among them) leads to a canonical page, the Putrada name lists both
 * Ekadashis, and bad segments are no page.
 */
import { EVENT_SLUGS, RULES } from '@/engine';
import {
  AMBIGUOUS_PAGES,
  FESTIVAL_TYPES,
  festivalPage,
  festivalPagePath,
  mainEventOf,
  PAGE_ALIASES,
  PAGE_SLUGS,
  pageSlugOf,
  resolveFestivalPage,
} from '@/lib/festivals/pages';

const parts = (path: string) => {
  const m = /^\/festivals\/([a-z]+)\/(.+)$/.exec(path)!;
  return { type: m[1], param: m[2] };
};

describe('festival page slugs', () => {
  it('gives each of the 273 engine slugs one page, and the page gives the slug back', () => {
    expect(EVENT_SLUGS).toHaveLength(273);
    expect(PAGE_SLUGS.size).toBe(EVENT_SLUGS.length);
    const seen = new Set<string>();
    for (const slug of EVENT_SLUGS) {
      const path = festivalPagePath(slug, 2026);
      expect(seen.has(path)).toBe(false);
      seen.add(path);
      const { type, param } = parts(path);
      expect(FESTIVAL_TYPES).toContain(type);
      expect(resolveFestivalPage(type, param)).toEqual({ kind: 'page', slug, year: 2026 });
    }
  });

  it('drops the type word by rule', () => {
    expect(festivalPagePath('nirjala-ekadashi', 2026)).toBe('/festivals/ekadashi/nirjala-2026');
    expect(festivalPagePath('vaishnava-nirjala-ekadashi', 2026)).toBe('/festivals/ekadashi/vaishnava-nirjala-2026');
    expect(festivalPagePath('makar-sankranti', 2027)).toBe('/festivals/sankranti/makar-2027');
    expect(festivalPagePath('mauni-amavasya', 2027)).toBe('/festivals/amavasya/mauni-2027');
    expect(festivalPagePath('guru-purnima', 2026)).toBe('/festivals/purnima/guru-2026');
    expect(festivalPagePath('chaitra-purnima-vrat', 2026)).toBe('/festivals/purnima/chaitra-vrat-2026');
    expect(festivalPagePath('shani-pradosh', 2026)).toBe('/festivals/pradosh/shani-2026');
    expect(festivalPagePath('diwali', 2026)).toBe('/festivals/festival/diwali-2026');
    expect(festivalPagePath('sankashti-chaturthi', 2026)).toBe('/festivals/vrat/sankashti-chaturthi-2026');
    // The catalogue's rows by the same rule: a weekday Amavasya, a nakshatra vrat, a Jayanti.
    expect(festivalPagePath('shani-amavasya', 2026)).toBe('/festivals/amavasya/shani-2026');
    expect(festivalPagePath('rohini-vrat', 2026)).toBe('/festivals/vrat/rohini-2026');
    expect(festivalPagePath('kali-puja', 2026)).toBe('/festivals/festival/kali-puja-2026');
    // Sharad Purnima is a festival in the rule table: its page is under festival/.
    expect(festivalPagePath('sharad-purnima', 2026)).toBe('/festivals/festival/sharad-purnima-2026');
    expect(pageSlugOf('diwali', 'festival')).toBe('diwali');
    expect(() => festivalPagePath('no-such-event', 2026)).toThrow(RangeError);
    expect(festivalPage('no-such-event')).toBeNull();
  });

  it('resolves the seed’s short slugs: canonical pages or a redirect to one', () => {
    const seed: Record<string, string[]> = {
      ekadashi: ['nirjala', 'devshayani', 'kamika', 'mokshada'],
      amavasya: ['mauni', 'somvati', 'pitru', 'kartik', 'magha', 'phalguna'],
      purnima: ['guru', 'sharad', 'kartik', 'paush', 'maghi', 'holi'],
      pradosh: ['shani', 'soma', 'bhaumvaar', 'budh', 'guru', 'shukra'],
      sankranti: ['makar', 'kumbh', 'meen', 'mesh', 'vrishabh', 'mithun'],
    };
    for (const [type, slugs] of Object.entries(seed)) {
      for (const s of slugs) {
        const r = resolveFestivalPage(type, `${s}-2026`);
        expect({ page: `${type}/${s}`, kind: r?.kind }).toEqual({ page: `${type}/${s}`, kind: expect.stringMatching(/^(page|redirect)$/) });
      }
    }
    expect(resolveFestivalPage('purnima', 'kartik-2026')).toEqual({ kind: 'redirect', slug: 'kartika-purnima', year: 2026, path: '/festivals/purnima/kartika-2026' });
    expect(resolveFestivalPage('purnima', 'paush-2026')).toMatchObject({ kind: 'redirect', path: '/festivals/purnima/pausha-2026' });
    expect(resolveFestivalPage('purnima', 'sharad-2026')).toMatchObject({ kind: 'redirect', path: '/festivals/festival/sharad-purnima-2026' });
    expect(resolveFestivalPage('amavasya', 'magha-2027')).toMatchObject({ kind: 'redirect', path: '/festivals/amavasya/mauni-2027' });
    expect(resolveFestivalPage('pradosh', 'bhaumvaar-2026')).toMatchObject({ kind: 'redirect', path: '/festivals/pradosh/bhauma-2026' });
  });

  it('sends every alias to an existing canonical page, never to another alias', () => {
    expect(PAGE_ALIASES.size).toBeGreaterThan(30);
    for (const [alias, slug] of PAGE_ALIASES) {
      const [type, name] = alias.split('/');
      const r = resolveFestivalPage(type, `${name}-2030`);
      expect(r).toEqual({ kind: 'redirect', slug, year: 2030, path: festivalPagePath(slug, 2030) });
      const target = parts(festivalPagePath(slug, 2030));
      expect(resolveFestivalPage(target.type, target.param)).toEqual({ kind: 'page', slug, year: 2030 });
    }
  });

  it('lists both Putrada Ekadashis for the ambiguous name', () => {
    expect(resolveFestivalPage('ekadashi', 'putrada-2026')).toEqual({ kind: 'choice', slugs: ['shravana-putrada-ekadashi', 'pausha-putrada-ekadashi'], year: 2026 });
    for (const slugs of Object.values(AMBIGUOUS_PAGES)) for (const s of slugs) expect(festivalPage(s)).not.toBeNull();
  });

  it('is no page for a year outside 1900-2100, an unknown slug, a wrong type or a malformed segment', () => {
    for (const [type, param] of [
      ['ekadashi', 'nirjala-1899'],
      ['ekadashi', 'nirjala-2101'],
      ['ekadashi', 'nirjala-26'],
      ['ekadashi', 'nirjala'],
      ['ekadashi', 'no-such-2026'],
      ['purnima', 'nirjala-2026'],
      ['ekadashi', 'Nirjala-2026'],
      ['ekadashi', 'nirjala--2026'],
      ['vrat', 'diwali-2026'],
    ]) {
      expect(resolveFestivalPage(type, param)).toBeNull();
    }
    expect(resolveFestivalPage('ekadashi', 'nirjala-1900')).toMatchObject({ kind: 'page', year: 1900 });
    expect(resolveFestivalPage('ekadashi', 'nirjala-2100')).toMatchObject({ kind: 'page', year: 2100 });
  });

  it('knows the main event of every Vaishnava and vrat day', () => {
    expect(mainEventOf('vaishnava-nirjala-ekadashi')).toBe('nirjala-ekadashi');
    expect(mainEventOf('shravana-purnima-vrat')).toBe('shravana-purnima');
    expect(mainEventOf('vaishnava-janmashtami')).toBe('janmashtami');
    expect(mainEventOf('diwali')).toBeNull();
    const companions = RULES.flatMap((r) => (r.kind === 'tithi' && r.companion ? [r.companion.slug] : r.kind === 'ekadashi' ? [`vaishnava-${r.slug}`] : []));
    for (const c of companions) expect(festivalPage(mainEventOf(c)!)).not.toBeNull();
  });
});
