import { ENDPOINTS } from '@/lib/api/endpoints';
import { openApiDocument } from '@/lib/api/openapi/document';
import { SITE_URL } from '@/lib/site';
import { developersView } from '@/lib/view/developers';

describe('the /developers view model', () => {
  const view = developersView();
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
    expect(panchang.parameters.find((p) => p.name === 'sunrise')).toMatchObject({ in: 'query', required: false, format: 'upper-limb | hindu' });
    expect(panchang.parameters.find((p) => p.name === 'date')!.description).toContain('1900-01-01 to 2100-12-31');
    expect(panchang.errors).toEqual([400, 404, 500]);
    expect(panchang.caching).toBe('date');
    expect(view.cacheValues.date).toEqual(['public, max-age=86400, s-maxage=31536000, stale-while-revalidate=86400, immutable', 'public, max-age=60, s-maxage=60, stale-while-revalidate=60']);
  });
});
