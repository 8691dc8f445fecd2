/**
 * What the proxy (proxy.ts) does for an API request, done by the route
 * handlers of the API's fixed paths themselves. The proxy's matcher leaves
 * those paths out: passing the proxy costs Next ~0.6 ms of CPU a request,
 * whatever the proxy decides (one build, interleaved runs on a busy machine,
 * load average ~10: a one-line route handler 1.53 ms with it skipped, 2.18 ms
 * through it; /api/panchang on the crawl 5.18 ms and 5.73 ms). An endpoint whose path has a parameter
 * (`/api/cities/{slug}`) still passes the proxy: a parameter can hold
 * escapes, which the proxy refuses before Next decodes them. The proxy's
 * matcher and `ownsItsEdge` must name the same endpoints
 * (tests/api/edge.test.ts).
 *
 * The same answers as the proxy gives, from the same pieces (lib/http):
 * every answer carries the security headers and, to GET and HEAD, the CORS
 * header; a URL longer than the site serves is a 414, a CORS preflight a
 * 204, any method but GET, HEAD and OPTIONS a 405 naming the allowed ones.
 */
import { preflightResponse, withCors } from '@/lib/http/cors';
import { badPathResponse, methodNotAllowed, urlTooLong } from '@/lib/http/paths';
import { secureResponse } from '@/lib/http/security';
import type { Endpoint } from './endpoint';

/** Whether an endpoint's route handler answers for itself what the proxy would (the proxy's matcher skips its path). */
export const ownsItsEdge = (endpoint: Pick<Endpoint, 'path'>): boolean => !endpoint.path.includes('{') && endpoint.path.startsWith('/api/');

/** The proxy's headers on an answer at `url`: the security headers, and CORS for GET and HEAD. */
export function withEdgeHeaders(request: Request, url: URL, response: Response): Response {
  return secureResponse(withCors(request.method, url.pathname, response), request);
}

/** The proxy's refusal of a request whose URL is longer than the site serves (414), else null. */
export function tooLong(request: Request, url: URL): Response | null {
  return urlTooLong(url.pathname, url.search) ? withEdgeHeaders(request, url, badPathResponse(url.pathname, 414)) : null;
}

/** Any method but GET and HEAD at an API path: the CORS preflight's 204 for OPTIONS, else 405. */
function otherMethod(request: Request): Response {
  const url = new URL(request.url);
  return tooLong(request, url) ?? secureResponse(preflightResponse(request.method, url.pathname) ?? methodNotAllowed(request.method, url.pathname), request);
}

// Route handlers of the fixed paths re-export these: Next would otherwise answer OPTIONS itself (204 without
// the CORS headers) and the other methods with a bare 405.
export const OPTIONS = otherMethod;
export const POST = otherMethod;
export const PUT = otherMethod;
export const PATCH = otherMethod;
export const DELETE = otherMethod;
