import createMiddleware from 'next-intl/middleware';
import { type NextRequest, NextResponse } from 'next/server';
import { routing } from './i18n/routing';
import { preflightResponse, withCors } from './lib/http/cors';
import { badPathResponse, isPagePath, pathEscapesAreBad, urlTooLong } from './lib/http/paths';

const intl = createMiddleware(routing);

/**
 * Every request passes here first. A path whose percent-escapes do not
 * decode (`/%ff`, or `/about%25`, which Next decodes twice) is answered 400
 * here: left to Next, it fails while routing and answers a bare 500. So is
 * a URL longer than any of ours (414), whose path Next would repeat in
 * response headers beyond what clients accept. The API's cross-origin
 * policy is applied here, for every /api answer at once (lib/http/cors.ts):
 * preflights are answered, GET answers allow any origin. Then locale
 * routing applies to pages only (lib/http/paths.ts isPagePath).
 */
export default function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const { method } = request;
  if (urlTooLong(pathname, search)) return withCors(method, pathname, badPathResponse(pathname, 414));
  if (pathEscapesAreBad(pathname)) return withCors(method, pathname, badPathResponse(pathname));
  const preflight = preflightResponse(method, pathname);
  if (preflight) return preflight;
  return isPagePath(pathname) ? intl(request) : withCors(method, pathname, NextResponse.next());
}

export const config = {
  // Everything but Next's own build assets (plain hashed file names; an escape there still comes here).
  matcher: ['/((?!_next/static/[\\w./~-]+$).*)'],
};
