/**
 * The OpenAPI document (/api/openapi.json): it covers every route handler
 * found on disk under app/api and app/calendar, it is valid OpenAPI 3.1,
 * and its parameters are the ones the handlers read. (Each example is
 * requested from a running server and its answer validated against the
 * document in tests/e2e/openapi.test.ts.)
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { z } from 'zod';
import Ajv2020 from 'ajv/dist/2020';
import { GET } from '@/app/api/openapi.json/route';
import { GET as festivalsGET } from '@/app/api/festivals/route';
import { GET as panchangGET } from '@/app/api/panchang/route';
import { defineEndpoint, exampleUrl } from '@/lib/api/endpoint';
import { ENDPOINTS } from '@/lib/api/endpoints';
import { buildOpenApiDocument, openApiDocument } from '@/lib/api/openapi/document';
import { call } from './helpers';

const ROOT = path.join(__dirname, '..', '..');
const APP = path.join(ROOT, 'app');

/** Route handlers that are not part of the public API, each with its reason. */
const EXEMPT: Record<string, string> = {
  // The catch-all answers any /api path no route serves with the API's JSON 404: not an endpoint, documented in info.description.
  'api/[[...path]]': 'the JSON 404 for unknown /api paths',
  // The browser collector's POST (lib/analytics/endpoint.ts): internal to the site, same-origin (no CORS), its
  // event schema may change with the collector at any deploy; described in docs/architecture.md (Analytics).
  'api/analytics': 'internal analytics collector (POST, same-origin)',
  // The anniversary tool's view model (lib/personal/http.ts): sentences and labels in the page's language, shaped for
  // its one client; the same dates are public as /calendar/anniversaries.ics.
  'api/anniversaries': 'the anniversary tool’s view model (internal, same-origin)',
  // The push reminders (lib/reminders/http.ts): a browser's subscription (POST), the one-click unsubscribe link of its
  // notifications, and a trigger that answers 404 unless the test runner enabled it; the site's own, not an API.
  'api/reminders': 'push subscriptions of the site’s own pages (POST, same-origin)',
  'api/reminders/unsubscribe': 'the unsubscribe link of a push notification',
  'api/reminders/test': 'test-only trigger (REMINDERS_TEST_HOOKS=1), else 404',
  // The "today at a glance" card's view model (lib/view/glance.ts): labels in the page's language, for its one client.
  'api/glance': 'the today-at-a-glance card’s view model (internal)',
  // The texts of the site's own parts that open on interaction (i18n/messages.ts LAZY_MESSAGES), fetched with their
  // code by its pages: the site's messages, not an API.
  'api/messages/[locale]/[part]': 'the texts of the pages’ lazily loaded parts (internal)',
};

/** Folders under app/ holding a route.ts, relative to app/, for the trees the API lives in. */
function routeFolders(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/^route\.(ts|tsx|js)$/.test(entry.name)) out.push(path.relative(APP, dir).split(path.sep).join('/'));
    }
  };
  for (const tree of ['api', 'calendar']) {
    try {
      walk(path.join(APP, tree));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    }
  }
  return out.sort();
}

/** A folder matches a document path segment by segment: `[name]` matches a templated segment (`{slug}`, `{city}.ics`). */
function folderMatches(folder: string, docPath: string): boolean {
  const f = folder.split('/');
  const d = docPath.replace(/^\//, '').split('/');
  return f.length === d.length && f.every((seg, i) => (/^\[[^.\]]+\]$/.test(seg) ? /\{\w+\}/.test(d[i]) : seg === d[i]));
}

const doc = openApiDocument();
const docPaths = Object.keys(doc.paths);

describe('the OpenAPI document covers every route handler', () => {
  const folders = routeFolders();

  it('finds the route handlers on disk (the walk works)', () => {
    expect(folders).toEqual(expect.arrayContaining(['api/panchang', 'api/cities/[slug]', 'api/health', 'api/openapi.json', 'api/[[...path]]']));
  });

  it.each(folders.filter((f) => !(f in EXEMPT)))('%s is documented, with a GET handler', async (folder) => {
    const matches = docPaths.filter((p) => folderMatches(folder, p));
    expect(matches).toHaveLength(1);
    const mod = await import(`@/app/${folder}/route`);
    expect(typeof mod.GET).toBe('function');
  });

  it('documents no path without a route handler', () => {
    for (const p of docPaths) expect(folders.filter((f) => folderMatches(f, p))).toHaveLength(1);
  });

  it('exempts only folders that exist, each with a reason', () => {
    for (const [folder, reason] of Object.entries(EXEMPT)) {
      expect(folders).toContain(folder);
      expect(reason.length).toBeGreaterThan(10);
    }
  });

  it('lists the endpoints the issue names', () => {
    for (const p of [
      '/api/panchang',
      '/api/muhurats',
      '/api/choghadiya',
      '/api/hora',
      '/api/lagna',
      '/api/grahas',
      '/api/grahas/events',
      '/api/gowri-panchangam',
      '/api/do-ghati',
      '/api/festivals',
      '/api/festivals/upcoming',
      '/api/cities',
      '/api/cities/{slug}',
      '/api/cities/nearest',
      '/api/cities/popular',
      '/api/weather',
      '/api/health',
      '/calendar/{city}.ics',
      '/calendar/event/{type}/{event}.ics',
    ]) {
      expect(docPaths).toContain(p);
    }
  });
});

describe('the document is valid OpenAPI 3.1', () => {
  it('passes the OpenAPI 3.1 schema validator', async () => {
    const v = new Validator();
    const r = await v.validate(structuredClone(doc) as never);
    expect(r.errors).toBeUndefined();
    expect(r.valid).toBe(true);
    expect(v.version).toBe('3.1');
  });

  it('the validator rejects a broken document (control)', async () => {
    const broken = structuredClone(doc) as unknown as { paths: Record<string, { get: { parameters: { in: string }[] } }> };
    broken.paths['/api/panchang'].get.parameters[0].in = 'body';
    expect((await new Validator().validate(broken as never)).valid).toBe(false);
  });

  it('every $ref resolves to a component', () => {
    const text = JSON.stringify(doc);
    const refs = [...text.matchAll(/"\$ref":"#\/components\/(schemas|responses)\/(\w+)"/g)];
    expect(refs.length).toBeGreaterThan(50);
    const components = doc.components as Record<string, Record<string, unknown>>;
    for (const [, kind, id] of refs) expect(components[kind]).toHaveProperty(id);
  });

  it('is served at /api/openapi.json with an hour of caching', async () => {
    const r = await call(GET, '/api/openapi.json');
    expect(r.status).toBe(200);
    expect(r.cache).toBe('public, max-age=3600, s-maxage=3600, stale-while-revalidate=60');
    expect(r.json).toEqual(JSON.parse(JSON.stringify(doc)));
    expect(r.json.info).toMatchObject({ title: 'Vedic Calendar API', license: { identifier: 'AGPL-3.0-or-later' } });
  });
});

describe('parameters and examples', () => {
  type Param = { name: string; in: string; required: boolean; description?: string; schema: { type?: string; pattern?: string; enum?: string[] } };
  const params = (p: string) => (doc.paths[p].get.parameters ?? []) as Param[];

  it('the day endpoints take date, city, lat, lon, tz, masa and sunrise, none required (the Panchang also regional)', () => {
    for (const p of ['/api/panchang', '/api/muhurats', '/api/choghadiya', '/api/hora', '/api/lagna', '/api/gowri-panchangam', '/api/do-ghati']) {
      expect(params(p).map((x) => [x.name, x.required])).toEqual([
        ['date', false],
        ['city', false],
        ['lat', false],
        ['lon', false],
        ['tz', false],
        ['masa', false],
        ['sunrise', false],
        ...(p === '/api/panchang' ? [['regional', false]] : []),
      ]);
      expect(params(p).find((x) => x.name === 'masa')!.schema.enum).toEqual(['purnimanta', 'amanta']);
      expect(params(p).find((x) => x.name === 'sunrise')!.schema.enum).toEqual(['upper-limb', 'hindu']);
      expect(params(p).every((x) => x.description)).toBe(true);
    }
  });

  it('required parameters are the ones the schema cannot do without', () => {
    expect(params('/api/festivals').filter((x) => x.required).map((x) => x.name)).toEqual(['year']);
    expect(params('/api/cities/nearest').filter((x) => x.required).map((x) => x.name)).toEqual(['lat', 'lon']);
    expect(params('/api/cities/{slug}')).toEqual([expect.objectContaining({ name: 'slug', in: 'path', required: true })]);
    // A default makes a parameter optional: days defaults to 30.
    expect(params('/api/festivals/upcoming').find((x) => x.name === 'days')!.required).toBe(false);
  });

  it('query parameters are described as the client writes them (strings with their pattern)', () => {
    const lat = params('/api/cities/nearest').find((x) => x.name === 'lat')!;
    expect(lat.schema).toEqual({ type: 'string', pattern: '^[+-]?(\\d+(\\.\\d*)?|\\.\\d+)$' });
    const year = params('/api/festivals').find((x) => x.name === 'year')!;
    expect(new RegExp(year.schema.pattern!).test('2025')).toBe(true);
  });

  it.each(ENDPOINTS.map((e) => [e.path, e] as const))('%s: its example uses only its parameters and passes its own schemas', (_p, e) => {
    const names = [...Object.keys(e.query?.shape ?? {}), ...Object.keys(e.pathParams?.shape ?? {})];
    for (const k of [...Object.keys(e.example.query ?? {}), ...Object.keys(e.example.path ?? {})]) expect(names).toContain(k);
    if (e.query) expect(e.query.safeParse(e.example.query ?? {}).success).toBe(true);
    if (e.pathParams) expect(e.pathParams.safeParse(e.example.path).success).toBe(true);
    expect(exampleUrl(e)).toMatch(/^\/(api|calendar)\//);
  });

  it('each operation names its errors: 400 where it has parameters, 404 where a city can be unknown, 503 for festival years', () => {
    // (Integer-like keys list in ascending order.)
    const statuses = (p: string) => Object.keys(doc.paths[p].get.responses as object);
    expect(statuses('/api/panchang')).toEqual(['200', '400', '404', '500']);
    expect(statuses('/api/festivals')).toEqual(['200', '400', '404', '500', '503']);
    expect(statuses('/api/cities/popular')).toEqual(['200', '500']);
    expect(statuses('/api/health')).toEqual(['200', '500', '503']);
  });

  it('the Cache-Control each operation documents is the one its handler sends', () => {
    const cache = (p: string) => ((doc.paths[p].get.responses as Record<string, { headers: Record<string, { description: string }> }>)['200'].headers['Cache-Control'].description);
    expect(cache('/api/cities')).toContain('public, max-age=86400, s-maxage=31536000, stale-while-revalidate=86400, immutable');
    expect(cache('/api/panchang')).toContain('public, max-age=60, s-maxage=60');
    expect(cache('/api/health')).toContain('no-store');
    expect(cache('/api/weather')).toContain('public, max-age=600, s-maxage=600');
  });
});

describe('answers against the document', () => {
  // The e2e test validates every example; this one a day whose detail has an eclipse (with Sutak) and Bhadra.
  it('the Panchang of an eclipse day validates against PanchangDay, an undescribed field does not', async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    ajv.addSchema({ $id: 'https://api.local/openapi.json', components: JSON.parse(JSON.stringify(doc.components)) });
    const validate = ajv.compile({ $ref: 'https://api.local/openapi.json#/components/schemas/PanchangDay' });
    const r = await call(panchangGET, '/api/panchang?date=2025-09-07&city=new-delhi');
    expect(r.status).toBe(200);
    expect(r.json.detail.eclipses.map((e: { id: string }) => e.id)).toEqual(['lunar-2025-09-07']);
    expect(r.json.detail.eclipses[0].local.sutak).not.toBeNull();
    expect({ errors: validate(r.json) ? null : validate.errors }).toEqual({ errors: null });
    const extras = { ...r.json.detail.extras, extra: 1 };
    expect(validate({ ...r.json, detail: { ...r.json.detail, extras } })).toBe(false);
  });

  it('a month of festivals in the amanta reckoning validates against Festivals (conventions, lunarMonth)', async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    ajv.addSchema({ $id: 'https://api.local/openapi.json', components: JSON.parse(JSON.stringify(doc.components)) });
    const validate = ajv.compile({ $ref: 'https://api.local/openapi.json#/components/schemas/Festivals' });
    const r = await call(festivalsGET, '/api/festivals?year=2025&month=10&city=new-delhi&masa=amanta');
    expect(r.status).toBe(200);
    expect(r.json.conventions).toEqual({ masa: 'amanta', sunrise: 'upper-limb' });
    // Diwali (Amavasya of Ashwina in the amanta reckoning, of Kartika in the purnimanta one).
    expect(r.json.events.find((e: { slug: string }) => e.slug === 'diwali').lunarMonth).toBe('Ashwina');
    expect({ errors: validate(r.json) ? null : validate.errors }).toEqual({ errors: null });
  });
});

describe('the calendar files', () => {
  it('are documented as text/calendar with plain-text errors, 503 with Retry-After', () => {
    for (const p of ['/calendar/{city}.ics', '/calendar/event/{type}/{event}.ics']) {
      const op = doc.paths[p].get as { responses: Record<string, { content: Record<string, unknown>; headers: Record<string, unknown> }> };
      expect(Object.keys(op.responses['200'].content)).toEqual(['text/calendar']);
      expect(Object.keys(op.responses)).toEqual(['200', '400', '404', '500', '503']);
      expect(Object.keys(op.responses['404'].content)).toEqual(['text/plain']);
      expect(Object.keys(op.responses['503'].headers)).toContain('Retry-After');
    }
    const cache = (doc.paths['/calendar/{city}.ics'].get.responses as Record<string, { headers: Record<string, { description: string }> }>)['200'];
    expect(cache.headers['Cache-Control'].description).toContain('public, max-age=43200, s-maxage=86400');
  });
});

describe('a text endpoint (a calendar file)', () => {
  it('is documented with its media type and plain-text errors', () => {
    const feed = defineEndpoint({
      path: '/calendar/{city}.ics',
      id: 'getFeed',
      group: 'calendar',
      summary: 'feed',
      description: 'A feed',
      pathParams: z.object({ city: z.string() }),
      response: z.string().meta({ description: 'iCalendar (RFC 5545)' }),
      mediaType: 'text/calendar',
      errors: [400, 404],
      example: { path: { city: 'varanasi' } },
      caching: 'long',
    });
    const d = buildOpenApiDocument([feed]);
    const op = d.paths['/calendar/{city}.ics'].get as { responses: Record<string, { content: Record<string, unknown> }> };
    expect(op.responses['200'].content).toEqual({ 'text/calendar': { schema: { type: 'string', description: 'iCalendar (RFC 5545)' } } });
    expect(Object.keys(op.responses['404'].content)).toEqual(['text/plain']);
    expect(d.tags).toEqual([expect.objectContaining({ name: 'Calendar feeds' })]);
    expect(exampleUrl(feed)).toBe('/calendar/varanasi.ics');
  });
});
