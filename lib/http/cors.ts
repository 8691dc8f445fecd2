/**
 * Cross-origin access to the API, decided in one place for the proxy
 * (proxy.ts): any web page may read what /api and the calendar files
 * (/calendar/..., documented in the same OpenAPI document) answer to GET and HEAD,
 * success or error (`Access-Control-Allow-Origin: *`; no credentials are
 * involved, the API has none), and a browser's preflight (OPTIONS) is
 * answered here with 204. The analytics collector (POST /api/analytics)
 * stays same-origin: it gets no CORS headers, so other sites' pages cannot
 * post to it from a browser with a preflighted request nor read its answers.
 */

const isApi = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/calendar/');
const isSameOriginOnly = (pathname: string) => pathname === '/api/analytics' || pathname.startsWith('/api/analytics/');

export const CORS_ALLOW_ORIGIN = { 'Access-Control-Allow-Origin': '*' } as const;

export const CORS_PREFLIGHT = {
  ...CORS_ALLOW_ORIGIN,
  'Access-Control-Allow-Methods': 'GET, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
  // A day: the policy only changes with a deploy.
  'Access-Control-Max-Age': '86400',
} as const;

/** Whether a request's answer gets `Access-Control-Allow-Origin: *`. */
export function corsApplies(method: string, pathname: string): boolean {
  return (method === 'GET' || method === 'HEAD') && isApi(pathname) && !isSameOriginOnly(pathname);
}

/** The answer to a CORS preflight of an /api path, or null when the request is not one we answer here. */
export function preflightResponse(method: string, pathname: string): Response | null {
  if (method !== 'OPTIONS' || !isApi(pathname) || isSameOriginOnly(pathname)) return null;
  return new Response(null, { status: 204, headers: { ...CORS_PREFLIGHT, 'Cache-Control': 'public, max-age=86400' } });
}

/** Adds the allow-origin header to an answer the CORS policy covers (the proxy's own 400/414 included). */
export function withCors<R extends Response>(method: string, pathname: string, response: R): R {
  if (corsApplies(method, pathname)) {
    for (const [k, v] of Object.entries(CORS_ALLOW_ORIGIN)) response.headers.set(k, v);
  }
  return response;
}
