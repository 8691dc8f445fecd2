/**
 * The API's cross-origin policy (lib/http/cors.ts), through the proxy that
 * applies it to every request (proxy.ts). tests/e2e/cors.test.ts checks
 * the headers a browser gets from the running server.
 */
import { NextRequest } from 'next/server';
import proxy from '@/proxy';
import { corsApplies, preflightResponse } from '@/lib/http/cors';

const request = (path: string, method = 'GET') => new NextRequest(new URL(path, 'http://localhost'), { method });

describe('which answers allow any origin', () => {
  it.each([
    ['GET', '/api/panchang'],
    ['HEAD', '/api/cities/varanasi'],
    ['GET', '/api/no-such-endpoint'],
    ['GET', '/api/openapi.json'],
    // The calendar files are in the same document: a web calendar may read them.
    ['GET', '/calendar/varanasi.ics'],
    ['GET', '/calendar/event/festival/diwali-2025.ics'],
  ])('%s %s does', (method, path) => expect(corsApplies(method, path)).toBe(true));

  it.each([
    ['POST', '/api/analytics'],
    ['GET', '/api/analytics'],
    ['POST', '/api/panchang'],
    ['GET', '/panchang/today'],
    ['GET', '/apix'],
    ['GET', '/calendarx'],
  ])('%s %s does not', (method, path) => expect(corsApplies(method, path)).toBe(false));
});

describe('the proxy', () => {
  it('lets an /api GET through with Access-Control-Allow-Origin: *', () => {
    const res = proxy(request('/api/panchang?date=2025-11-22&city=new-delhi'));
    expect(res.headers.get('x-middleware-next')).toBe('1');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers a preflight of an /api path with 204, GET and OPTIONS, Content-Type', () => {
    const res = proxy(request('/api/festivals?year=2025&city=new-delhi', 'OPTIONS'));
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toBe('GET, OPTIONS');
    expect(res.headers.get('access-control-allow-headers')).toBe('Content-Type');
  });

  it('adds the header to its own errors under /api (400 malformed escape, 414 too long)', async () => {
    const bad = proxy(request('/api/cities/%ff'));
    expect([bad.status, bad.headers.get('access-control-allow-origin')]).toEqual([400, '*']);
    const long = proxy(request(`/api/cities?q=${'a'.repeat(3000)}`));
    expect([long.status, long.headers.get('access-control-allow-origin')]).toEqual([414, '*']);
  });

  it('leaves the analytics collector same-origin: no header, no preflight answer', () => {
    expect(preflightResponse('OPTIONS', '/api/analytics')).toBeNull();
    const post = proxy(request('/api/analytics', 'POST'));
    expect(post.headers.get('access-control-allow-origin')).toBeNull();
    const pre = proxy(request('/api/analytics', 'OPTIONS'));
    expect(pre.headers.get('access-control-allow-origin')).toBeNull();
    expect(pre.status).not.toBe(204);
  });

  it('adds nothing to pages', () => {
    const res = proxy(request('/about'));
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
