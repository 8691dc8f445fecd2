/**
 * The API as documented, against the running server: /api/openapi.json is
 * served, each operation's example (its parameter examples) answers 200
 * with a body that validates against the operation's own response schema
 * in the document (ajv, JSON Schema 2020-12, unknown fields refused), and
 * the cross-origin policy holds for a browser on another origin.
 */
import Ajv2020 from 'ajv/dist/2020';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BASE_URL, fetchManual, openPage, setupBrowser } from './helpers/browser';

type Param = { name: string; in: 'query' | 'path'; example?: string };
type Operation = {
  operationId: string;
  parameters?: Param[];
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: { $ref?: string } }> }>;
};
type Doc = { openapi: string; paths: Record<string, { get: Operation }>; components: Record<string, unknown> };

const browser = setupBrowser();
let doc: Doc;

beforeAll(async () => {
  const res = await fetchManual('/api/openapi.json');
  expect(res.status).toBe(200);
  doc = (await res.json()) as Doc;
});

/** The example request of an operation: its path with the path examples, and the query examples. */
function exampleUrl(path: string, op: Operation): string {
  const params = op.parameters ?? [];
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params.find((p) => p.in === 'path' && p.name === name)!.example!));
  const query = new URLSearchParams(params.filter((p) => p.in === 'query' && p.example !== undefined).map((p) => [p.name, p.example!]));
  return query.size ? `${filled}?${query}` : filled;
}

it('serves a 3.1 document listing the public endpoints', () => {
  expect(doc.openapi).toBe('3.1.0');
  expect(Object.keys(doc.paths).length).toBeGreaterThanOrEqual(14);
});

it('answers each documented example with a body its own response schema accepts', async () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  ajv.addSchema({ $id: 'https://api.local/openapi.json', components: doc.components });
  const checked: string[] = [];
  for (const [path, { get: op }] of Object.entries(doc.paths)) {
    const target = exampleUrl(path, op);
    const res = await fetchManual(target);
    expect([target, res.status]).toEqual([target, 200]);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const [mediaType, { schema }] = Object.entries(op.responses['200'].content!)[0];
    expect(res.headers.get('content-type')).toContain(mediaType);
    const body = mediaType === 'application/json' ? await res.json() : await res.text();
    const validate = ajv.compile(schema.$ref ? { $ref: `https://api.local/openapi.json${schema.$ref}` } : schema);
    const ok = validate(body);
    // The path in the message says which example failed, the errors where.
    expect({ target, errors: ok ? null : validate.errors }).toEqual({ target, errors: null });
    checked.push(target);
  }
  expect(checked).toEqual(expect.arrayContaining(['/api/panchang?date=2025-11-22&city=new-delhi', '/api/cities/varanasi']));

  // Control: the schemas refuse a field they do not describe, and a wrong type deep inside.
  const panchang = await (await fetchManual('/api/panchang?date=2025-11-22&city=new-delhi')).json();
  const validate = ajv.compile({ $ref: 'https://api.local/openapi.json#/components/schemas/PanchangDay' });
  expect(validate(panchang)).toBe(true);
  expect(validate({ ...panchang, extra: 1 })).toBe(false);
  expect(validate({ ...panchang, detail: { ...panchang.detail, tithi: [{ ...panchang.detail.tithi[0], end: '17:11' }] } })).toBe(false);
});

it('answers a bad parameter with the documented 400 naming it', async () => {
  const res = await fetchManual('/api/panchang?date=1800-01-01&city=new-delhi');
  expect(res.status).toBe(400);
  expect(res.headers.get('access-control-allow-origin')).toBe('*');
  expect((await res.json()).error).toMatch(/^date /);
});

describe('cross-origin use from a browser', () => {
  // Another site's page: a second server on this machine (another port is another origin), serving plain HTML
  // (our own pages' CSP lets them fetch no other origin; Chromium lets no page of an unknown address reach loopback).
  let other: Server;
  let otherUrl = '';
  beforeAll(async () => {
    other = createServer((_, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>Another site</title>'));
    await new Promise<void>((done) => other.listen(0, '127.0.0.1', done));
    otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((done) => other.close(() => done())));

  it('a page on another origin reads an answer and an error of the API, and cannot post to the analytics collector', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    await page.goto(otherUrl);
    const result = await page.evaluate(async (api) => {
      const ok = await fetch(`${api}/api/cities/varanasi`).then((r) => r.json());
      const bad = await fetch(`${api}/api/panchang?lat=abc`).then(async (r) => ({ status: r.status, body: await r.json() }));
      // Content-Type: application/json makes this a preflighted request, which the collector does not allow.
      const post = await fetch(`${api}/api/analytics`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"events":[]}' }).then(
        (r) => `status ${r.status}`,
        (e: Error) => `refused: ${e.name}`,
      );
      return { ok: ok.slug, bad, post };
    }, BASE_URL);
    expect(result.ok).toBe('varanasi');
    expect(result.bad.status).toBe(400);
    expect(result.bad.body.error).toMatch(/^lat /);
    expect(result.post).toBe('refused: TypeError');
    await context.close();
  });

  it('answers a preflight with 204 and the allowed methods and headers', async () => {
    const res = await fetch(`${BASE_URL}/api/panchang`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://example.org', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toBe('GET, OPTIONS');
    expect(res.headers.get('access-control-allow-headers')).toBe('Content-Type');
  });

  it('sends no CORS header from the analytics collector', async () => {
    const res = await fetch(`${BASE_URL}/api/analytics`, { method: 'POST', headers: { Origin: 'https://example.org' }, body: '{"events":[]}' });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('/developers', () => {
  it.each([
    ['/developers', 'Panchang API for developers'],
    ['/hi/developers', 'डेवलपर्स के लिए पंचांग API'],
  ])('%s renders the reference from the document, with visible curl commands and no third-party script', async (path, title) => {
    const { page, response } = await openPage(browser(), path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1').textContent()).resolves.toBe(title);
    expect(await page.getByTestId('api-operation').count()).toBe(Object.keys(doc.paths).length);
    const curls = await page.getByTestId('curl').allTextContents();
    expect(curls).toContainEqual(expect.stringMatching(/^curl 'https?:\/\/[^']+\/api\/panchang\?date=2025-11-22&city=new-delhi'$/));
    expect(await page.getByTestId('api-accuracy').textContent()).toMatch(/55,152/);
    const origin = new URL(BASE_URL).origin;
    const scripts = await page.locator('script[src]').evaluateAll((els) => els.map((e) => (e as HTMLScriptElement).src));
    for (const src of scripts) expect(new URL(src).origin).toBe(origin);
    await page.context().close();
  });

  it('is linked from the footer', async () => {
    const { page } = await openPage(browser(), '/about');
    await expect(page.locator('footer a[href="/developers"]').count()).resolves.toBe(1);
    await page.context().close();
  });
});
