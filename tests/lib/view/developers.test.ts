import { ENDPOINTS } from '@/lib/api/endpoints';
import { openApiDocument } from '@/lib/api/openapi/document';
import { SITE_URL } from '@/lib/site';
import { translator } from '@/lib/i18n/translate';
import { developersView, documentTexts } from '@/lib/view/developers';
import en from '@/messages/en.json';
import hi from '@/messages/hi.json';

describe('the /developers view model', () => {
  const view = developersView('en');
  const ops = view.groups.flatMap((g) => g.operations);

  it('lists every operation of the document once, by group', () => {
    expect(ops.map((o) => o.path).sort()).toEqual(Object.keys(openApiDocument().paths).sort());
    expect(ops).toHaveLength(ENDPOINTS.length);
    expect(view.groups.map((g) => g.name)).toEqual(['Panchang', 'Muhurat', 'Festivals', 'Calendar feeds', 'Cities', 'Weather', 'Service']);
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
    expect(view.shared.parameters.map((p) => p.name)).toEqual(['date', 'city', 'lat', 'lon', 'tz', 'masa', 'sunrise', 'lang']);
    expect(view.shared.text).toBe('A place is `city` (a slug from /api/cities) or `lat`, `lon` and `tz` together, never both. `sunrise` chooses the sunrise definition.');
    const panchang = ops.find((o) => o.path === '/api/panchang')!;
    expect(panchang.sharedParameters).toEqual(['date', 'city', 'lat', 'lon', 'tz', 'masa', 'sunrise']);
    expect(panchang.parameters).toEqual([]);
    expect(panchang.description).not.toContain('A place is');
    const festivals = ops.find((o) => o.path === '/api/festivals')!;
    expect(festivals.parameters.map((p) => p.name)).toEqual(['year', 'month']);
    // The weather's place parameters say other things (no tz): they stay its own.
    expect(ops.find((o) => o.path === '/api/weather')!.parameters.map((p) => p.name)).toEqual(['city', 'lat', 'lon']);
    // No parameter row appears twice on the page.
    const rows = [...view.shared.parameters, ...ops.flatMap((o) => o.parameters)].map((p) => `${p.name} ${p.description}`);
    expect(new Set(rows).size).toBe(rows.length);
  });

  it("says in English what the document says, word for word (the catalogue's English is the document's)", () => {
    const t = translator('en');
    for (const [key, text] of documentTexts()) expect([key, t(`developers.reference.${key}`)]).toEqual([key, text]);
    const keys = (tree: object, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v as object, `${prefix}${k}.`)));
    expect(keys(en.developers.reference).sort()).toEqual([...documentTexts().keys()].sort());
    expect(keys(hi.developers.reference).sort()).toEqual([...documentTexts().keys()].sort());
  });

  it('is in Hindi on the Hindi page, code spans and values as the document writes them', () => {
    const hiView = developersView('hi');
    expect(hiView.groups.map((g) => g.name)).toEqual(['पंचांग', 'मुहूर्त', 'त्योहार', 'कैलेंडर फ़ीड', 'शहर', 'मौसम', 'सेवा']);
    const hiOps = hiView.groups.flatMap((g) => g.operations);
    const event = hiOps.find((o) => o.path === '/calendar/event/{type}/{event}.ics')!.parameters.find((p) => p.name === 'event')!;
    expect(event.description).toContain('`{slug}-{year}`');
    expect(hiView.shared.text).toContain('`city`');
    for (const o of hiOps) expect([o.id, /[\u0900-\u097f]/.test(o.summary) && /[\u0900-\u097f]/.test(o.description)]).toEqual([o.id, true]);
  });
});
