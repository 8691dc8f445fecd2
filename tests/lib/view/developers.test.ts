import { ENDPOINTS } from '@/lib/api/endpoints';
import { openApiDocument } from '@/lib/api/openapi/document';
import { SITE_URL } from '@/lib/site';
import { translator } from '@/lib/i18n/translate';
import { developersView, documentTexts, referenceText } from '@/lib/view/developers';
import en from '@/messages/en.json';
import hi from '@/messages/hi.json';

describe('the /developers view model', () => {
  const view = developersView('en');
  const ops = view.groups.flatMap((g) => g.operations);

  it('lists every operation of the document once, by group', () => {
    expect(ops.map((o) => o.path).sort()).toEqual(Object.keys(openApiDocument().paths).sort());
    expect(ops).toHaveLength(ENDPOINTS.length);
    expect(view.groups.map((g) => g.name)).toEqual(['Panchang', 'Muhurat', 'Planets', 'Festivals', 'Calendar feeds', 'Cities', 'Weather', 'Service']);
    const paths = Object.fromEntries(view.groups.map((g) => [g.key, g.operations.map((o) => o.path)]));
    expect(paths.panchang).toEqual(['/api/panchang', '/api/regional-month']);
    expect(paths.muhurat).toEqual(['/api/muhurats', '/api/choghadiya', '/api/hora', '/api/lagna', '/api/gowri-panchangam', '/api/do-ghati', '/api/muhurat/shubh']);
    expect(paths.grahas).toEqual(['/api/grahas', '/api/grahas/events']);
  });

  it('gives each operation a curl command for its example on the public origin', () => {
    const byPath = Object.fromEntries(ops.map((o) => [o.path, o]));
    expect(byPath['/api/panchang'].curl).toBe(`curl '${SITE_URL}/api/panchang?date=2025-11-22&city=new-delhi'`);
    expect(byPath['/api/cities/{slug}'].curl).toBe(`curl '${SITE_URL}/api/cities/varanasi'`);
    expect(byPath['/api/health'].curl).toBe(`curl '${SITE_URL}/api/health'`);
    expect(byPath['/calendar/{city}.ics'].curl).toBe(`curl '${SITE_URL}/calendar/varanasi.ics?types=ekadashi&lang=hi'`);
    expect(byPath['/calendar/{city}.ics'].caching).toBe('feed');
  });

  it('reads parameters, their values and the error statuses from the document', () => {
    const panchang = ops.find((o) => o.path === '/api/panchang')!;
    expect(view.shared.parameters.find((p) => p.name === 'sunrise')).toMatchObject({ in: 'query', required: false, format: 'upper-limb | hindu' });
    expect(view.shared.parameters.find((p) => p.name === 'date')!.description).toContain('1900-01-01 to 2100-12-31');
    expect(panchang.errors).toEqual([400, 404, 500]);
    expect(panchang.caching).toBe('date');
    expect(view.cacheValues.date).toEqual(['public, max-age=86400, s-maxage=31536000, stale-while-revalidate=86400, immutable', 'public, max-age=60, s-maxage=60, stale-while-revalidate=60']);
  });

  it('documents the parameters many endpoints share once, and each endpoint names the ones it takes', () => {
    // The feed's and the event file's reminders (alarm, parana) read the same: documented once too.
    expect(view.shared.parameters.map((p) => p.name)).toEqual(['date', 'city', 'lat', 'lon', 'tz', 'masa', 'sunrise', 'node', 'lang', 'alarm', 'parana']);
    expect(view.shared.text).toBe('A place is `city` (a slug from /api/cities) or `lat`, `lon` and `tz` together, never both. `sunrise` chooses the sunrise definition.');
    const panchang = ops.find((o) => o.path === '/api/panchang')!;
    expect(panchang.sharedParameters).toEqual(['date', 'city', 'lat', 'lon', 'tz', 'masa', 'sunrise']);
    // Its one parameter of its own: the regional calendar whose date it answers.
    expect(panchang.parameters.map((p) => p.name)).toEqual(['regional']);
    expect(panchang.description).not.toContain('A place is');
    const festivals = ops.find((o) => o.path === '/api/festivals')!;
    expect(festivals.parameters.map((p) => p.name)).toEqual(['year', 'month']);
    // The weather's place parameters say other things (no tz): they stay its own.
    expect(ops.find((o) => o.path === '/api/weather')!.parameters.map((p) => p.name)).toEqual(['city', 'lat', 'lon']);
    // No parameter row appears twice on the page.
    const rows = [...view.shared.parameters, ...ops.flatMap((o) => o.parameters)].map((p) => `${p.name} ${p.description}`);
    expect(new Set(rows).size).toBe(rows.length);
  });

  it.each([
    ['en', en],
    ['hi', hi],
  ])('has a message in %s for every text of the document, and none besides', (_, catalogue) => {
    const keys = (tree: object, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v as object, `${prefix}${k}.`)));
    const have = new Set(keys(catalogue.developers.reference));
    const want = [...documentTexts().keys()];
    expect({ missing: want.filter((k) => !have.has(k)), unused: [...have].filter((k) => !want.includes(k)) }).toEqual({ missing: [], unused: [] });
  });

  it("says in English what the document says, word for word (the catalogue's English is the document's)", () => {
    const t = translator('en');
    const says = (key: string) => {
      try {
        return t(`developers.reference.${key}`);
      } catch {
        return undefined; // missing: named by the test above
      }
    };
    const differ = [...documentTexts()].filter(([key, text]) => says(key) !== undefined && says(key) !== text);
    expect(differ.map(([key, text]) => ({ key, document: text, message: says(key) }))).toEqual([]);
  });

  it.each(['en', 'hi'] as const)('builds the %s page from its own messages, never falling back', (locale) => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      developersView(locale);
      expect(error.mock.calls).toEqual([]);
    } finally {
      error.mockRestore();
    }
  });

  it("shows the document's English for a text the catalogue lacks, and says so, rather than failing the page", () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const hiT = translator('hi');
      const text = referenceText('hi', (key, values) => {
        if (key === 'developers.reference.operations.getHora.summary') throw new Error(`MISSING_MESSAGE: ${key} (hi)`);
        return hiT(key, values);
      });
      expect(text('operations.getHora.summary')).toBe('Horas of a day');
      expect(text('operations.getLagna.summary')).toBe('एक दिन की लग्न सारणी');
      expect(error).toHaveBeenCalledTimes(1);
      expect(String(error.mock.calls[0][0])).toContain('developers.reference.operations.getHora.summary');
      expect(() => text('operations.noSuchOperation.summary')).toThrow('not a text of the OpenAPI document');
    } finally {
      error.mockRestore();
    }
  });

  it('is in Hindi on the Hindi page, code spans and values as the document writes them', () => {
    const hiView = developersView('hi');
    expect(hiView.groups.map((g) => g.name)).toEqual(['पंचांग', 'मुहूर्त', 'ग्रह', 'त्योहार', 'कैलेंडर फ़ीड', 'शहर', 'मौसम', 'सेवा']);
    const hiOps = hiView.groups.flatMap((g) => g.operations);
    const event = hiOps.find((o) => o.path === '/calendar/event/{type}/{event}.ics')!.parameters.find((p) => p.name === 'event')!;
    expect(event.description).toContain('`{slug}-{year}`');
    expect(hiView.shared.text).toContain('`city`');
    for (const o of hiOps) expect([o.id, /[\u0900-\u097f]/.test(o.summary) && /[\u0900-\u097f]/.test(o.description)]).toEqual([o.id, true]);
  });
});
