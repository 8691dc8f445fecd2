import createMiddleware from 'next-intl/middleware';
import { type NextRequest, NextResponse } from 'next/server';
import { routing } from './i18n/routing';
import { badPathResponse, isPagePath, pathEscapesAreBad, urlTooLong } from './lib/http/paths';

const intl = createMiddleware(routing);

/**
 * Every request passes here first. A path whose percent-escapes do not
 * decode (`/%ff`, or `/about%25`, which Next decodes twice) is answered 400
 * here: left to Next, it fails while routing and answers a bare 500. So is
 * a URL longer than any of ours (414), whose path Next would repeat in
 * response headers beyond what clients accept. Then locale routing applies
 * to pages only (lib/http/paths.ts isPagePath).
 */
export default function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (urlTooLong(pathname, search)) return badPathResponse(pathname, 414);
  if (pathEscapesAreBad(pathname)) return badPathResponse(pathname);
  return isPagePath(pathname) ? intl(request) : NextResponse.next();
}

export const config = {
  // Everything but Next's own build assets (plain hashed file names; an escape there still comes here).
  matcher: ['/((?!_next/static/[\\w./~-]+$).*)'],
};
