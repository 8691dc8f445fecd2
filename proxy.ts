import createMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { routing } from './i18n/routing';
import { preflightResponse, withCors } from './lib/http/cors';
import { badPathResponse, isApiPath, isPagePath, pathEscapesAreBad, urlTooLong } from './lib/http/paths';
import { pageCacheControl, remembersVisitor } from './lib/http/page-cache';
import { newNonce, requestHeadersWithNonce, secureResponse } from './lib/http/security';

const intl = createMiddleware(routing);

/**
 * Every request passes here first. A path whose percent-escapes do not
 * decode (`/%ff`, or `/about%25`, which Next decodes twice) is answered 400
 * here: left to Next, it fails while routing and answers a bare 500. So is
 * a URL longer than any of ours (414), whose path Next would repeat in
 * response headers beyond what clients accept. The API's cross-origin
 * policy is applied here, for every /api and /calendar answer at once
 * (lib/http/cors.ts): preflights are answered, GET answers allow any origin.
 * Then locale routing applies to pages only (lib/http/paths.ts isPagePath).
 * Every answer leaves with the security headers (securedPage, secured).
 */
export default function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const cors = (response: Response) => withCors(request.method, pathname, response);
  if (urlTooLong(pathname, search)) return secured(cors(badPathResponse(pathname, 414)));
  if (pathEscapesAreBad(pathname)) return secured(cors(badPathResponse(pathname)));
  const preflight = preflightResponse(request.method, pathname);
  if (preflight) return secured(preflight);
  if (isApiPath(pathname)) return secured(cors(NextResponse.next()));
  // The calendar files (/calendar/...) are route handlers outside /api that the CORS policy covers too.
  return isPagePath(pathname) ? cacheable(request, securedPage(request, intl)) : cors(securedPage(request, passOn));
}

const passOn = (request: NextRequest) => NextResponse.next({ request: { headers: request.headers } });

/**
 * Anything that may answer HTML (pages, and the 404 page of an unknown file
 * path): rendered with a fresh CSP nonce in its request headers, answered
 * with the page's security headers.
 */
function securedPage(request: NextRequest, route: (r: NextRequest) => Response): Response {
  const nonce = newNonce();
  return secureResponse(route(new NextRequest(request, { headers: requestHeadersWithNonce(request.headers, nonce) })), nonce);
}

/**
 * A page's public cache lifetime (lib/http/page-cache.ts); redirects keep
 * Next's own header, and a failed render is answered no-store by Next.
 */
function cacheable(request: NextRequest, response: Response): Response {
  const redirect = response.status >= 300 && response.status < 400;
  if (!redirect && (request.method === 'GET' || request.method === 'HEAD')) {
    response.headers.set('Cache-Control', pageCacheControl(request.nextUrl.pathname, request.nextUrl.searchParams, remembersVisitor(request.cookies)));
  }
  return response;
}

/** API answers and the 400/414 answers above: the security headers with the script-less CSP. */
function secured(response: Response): Response {
  return secureResponse(response);
}

export const config = {
  // Everything but Next's own build assets (plain hashed file names; an escape there still comes here).
  matcher: ['/((?!_next/static/[\\w./~-]+$).*)'],
};
