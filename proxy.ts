import { NextRequest, NextResponse } from 'next/server';
import { routing } from './i18n/routing';
import { getCityBySlug } from './lib/cities';
import { CONVENTIONS_COOKIE, parseConventionsCookie } from './lib/conventions/conventions';
import { BUSY_RETRY_SECONDS, festivalPending } from './lib/festivals/pressure';
import { canonicalRedirect } from './lib/http/canonical';
import { preflightResponse, withCors } from './lib/http/cors';
import { badPathResponse, bodyTooLarge, busyResponse, isApiPath, isCardPath, isPagePath, MAX_BODY_BYTES, methodAllowed, methodNotAllowed, pathEscapesAreBad, urlTooLong } from './lib/http/paths';
import { secureResponse } from './lib/http/security';
import { CITY_COOKIE, parseCitySlug, todayInZone } from './lib/selection/params';
import { isEmbedPath, legacyRedirect, localizedPath, parsePathname, rememberedRedirect } from './lib/urls';

/** Pages the proxy turns away (503) while the festival queue is this full: below the queue's own refusal (lib/festivals MAX_PENDING). */
const PAGE_ADMISSION_PENDING = 48;

/**
 * Every request passes here first, and leaves with the security headers
 * (lib/http/security.ts). In order:
 *
 * - a path no route of ours can have: 400 (a malformed or control-character
 *   escape, which Next would turn into a bare 500 or drop), 414 (too long);
 * - a method the path does not answer: 405, and a body larger than the site
 *   reads: 413, before the body is read (Next buffers at most MAX_BODY_BYTES
 *   of it for this proxy: next.config.ts);
 * - the API's cross-origin policy (lib/http/cors.ts), for the API paths
 *   this proxy still sees: the fixed paths of the API's endpoints skip it
 *   (the matcher below) and their route handlers answer all of this for
 *   themselves (lib/api/edge.ts);
 * - pages: the old query forms answer 308 to the path (lib/urls/redirects.ts),
 *   and so does a city or festival named otherwise (lib/http/canonical.ts);
 *   the visitor's remembered city and conventions (cookies) answer 307 to
 *   the page that names them, which is the only place a cookie is read, so
 *   every rendered page is the same for everyone who asks for its path;
 *   `/en/...` answers 308 to the unprefixed English path; while the festival
 *   queue is full a page answers 503 with Retry-After;
 * - the embeddable widgets (`/embed/...`, route handlers): only the `/en`
 *   redirect and the festival queue's 503; their security headers let any
 *   site frame them (lib/http/security.ts).
 *
 * English pages have no prefix: next.config.ts rewrites them to the `[locale]`
 * routes, so the answer carries no internal path (a rewrite here would show
 * it in `x-middleware-rewrite`).
 */
export default function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const secured = (response: Response, page?: string) => secureResponse(response, request, page);
  const cors = (response: Response) => withCors(request.method, pathname, response);
  if (urlTooLong(pathname, search)) return secured(cors(badPathResponse(pathname, 414)));
  if (pathEscapesAreBad(pathname)) return secured(cors(badPathResponse(pathname)));
  const preflight = preflightResponse(request.method, pathname);
  if (preflight) return secured(preflight);
  if (!methodAllowed(request.method, pathname)) return secured(methodNotAllowed(request.method, pathname));
  if (request.method === 'POST' && Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return secured(bodyTooLarge());
  if (isApiPath(pathname)) return secured(cors(NextResponse.next()));
  // Files (robots.txt, sitemaps, calendar feeds, share cards) and their 404, which is the site's own page.
  if (!isPagePath(pathname) || isCardPath(pathname)) return secured(cors(NextResponse.next()), pathname);

  // A widget (lib/urls/embed.ts) is no page a visitor is sent on from: only its English path loses its prefix.
  const redirect = isEmbedPath(pathname) ? defaultLocaleRedirect(request) : pageRedirect(request);
  if (redirect) return secured(redirect);
  if (festivalPending() >= PAGE_ADMISSION_PENDING) return secured(busyResponse(pathname, BUSY_RETRY_SECONDS));
  return secured(NextResponse.next(), pathname);
}

/** The default language has no prefix (next-intl's `as-needed`): one URL per page; `/en/...` answers 308 to it. */
function defaultLocaleRedirect(request: NextRequest): Response | null {
  const { pathname, searchParams } = request.nextUrl;
  const prefix = `/${routing.defaultLocale}`;
  return pathname === prefix || pathname.startsWith(`${prefix}/`) ? permanent(request, pathname.slice(prefix.length) || '/', searchParams.toString()) : null;
}

/** Where a page request goes instead of being rendered, or null. */
function pageRedirect(request: NextRequest): Response | null {
  const { pathname, search, searchParams } = request.nextUrl;
  const unprefixed = defaultLocaleRedirect(request);
  if (unprefixed) return unprefixed;
  const route = parsePathname(pathname);
  if (!route) return null;
  if (search) {
    const moved = legacyRedirect(route, searchParams, (slug) => todayInZone(getCityBySlug(slug)?.timezone ?? 'UTC'));
    if (moved?.kind === 'invalid') return badPathResponse(pathname, 404, moved.field);
    if (moved?.kind === 'redirect') return permanent(request, localizedPath(route.locale, moved.path), '');
  }
  const canonical = canonicalRedirect(route);
  if (canonical) return permanent(request, localizedPath(route.locale, canonical), '');
  // No cookie, nothing remembered (the common case: no cookie parsing).
  if (!request.headers.has('cookie')) return null;
  const remembered = rememberedRedirect(route, {
    city: rememberedCityOf(request.cookies.get(CITY_COOKIE)?.value),
    conventions: parseConventionsCookie(request.cookies.get(CONVENTIONS_COOKIE)?.value),
  });
  if (!remembered) return null;
  const response = NextResponse.redirect(new URL(`${localizedPath(route.locale, remembered)}${search}`, request.url), 307);
  // It follows the visitor's cookies: no cache may keep it for anyone else.
  response.headers.set('Cache-Control', 'private, no-store');
  response.headers.set('Vary', 'Cookie');
  return response;
}

/** A remembered city slug that names a known city (a stale or forged cookie is no choice, never an error). */
function rememberedCityOf(raw: string | undefined): string | null {
  const slug = parseCitySlug(raw ?? null);
  return slug.ok && getCityBySlug(slug.value) ? slug.value : null;
}

function permanent(request: NextRequest, path: string, query: string): Response {
  return NextResponse.redirect(new URL(`${path}${query ? `?${query}` : ''}`, request.url), 308);
}

export const config = {
  // Everything but Next's own build assets (plain hashed file names; an escape there still comes here) and the
  // API's fixed paths, whose route handlers answer what this proxy would (lib/api/edge.ts; an escape or a trailing
  // slash in such a path still comes here). tests/api/edge.test.ts checks the list against the endpoints.
  matcher: [
    '/((?!_next/static/[\\w./~-]+$|api/(?:panchang|regional-month|muhurats|choghadiya|hora|lagna|gowri-panchangam|do-ghati|grahas|grahas/events|muhurat/shubh|festivals|festivals/upcoming|cities|cities/popular|cities/nearest|weather|health|openapi\\.json)$).*)',
  ],
};
