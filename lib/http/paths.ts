/**
 * What the proxy (proxy.ts) decides from a request's path alone, before any
 * route runs.
 */
import en from '@/messages/en.json';
import hi from '@/messages/hi.json';

/**
 * Route handlers (/api, the calendar files under /calendar), Next's own
 * assets (/_next, /_vercel) and any path with a file extension (/robots.txt,
 * /sitemap.xml and the child sitemaps /sitemap/{id}.xml among them) are
 * served as they are; every other path is a page, under locale routing (the
 * human site map /sitemap too).
 */
export function isPagePath(pathname: string): boolean {
  return /^\/(?!api(?:\/|$)|calendar\/|_next|_vercel|.*\..*)/.test(pathname);
}

/** A page's share card (`.../opengraph-image/card`, Next's metadata route beside the page). */
export const isCardPath = (pathname: string): boolean => /\/opengraph-image(?:\/[^/]*)?$/.test(pathname);

/**
 * A path none of our routes can have: a percent-escape that does not decode
 * to UTF-8 (`/%ff`), one that decodes to another escape (`/about%25`, which
 * Next decodes a second time), or to a control character (`/about%00`,
 * which Next would drop silently). Slugs and segments are plain ASCII.
 */
export function pathEscapesAreBad(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  return decoded.includes('%') || /[\u0000-\u001f\u007f]/.test(decoded);
}

/**
 * Longest request target (path and query) served. The site's own URLs stay
 * under 300 characters; Next and the locale routing repeat the path in
 * several response headers, so a 15 KB path made 50 KB of headers, more
 * than HTTP clients accept.
 */
export const MAX_URL_LENGTH = 2048;

export const urlTooLong = (pathname: string, search: string) => pathname.length + search.length > MAX_URL_LENGTH;

export const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

export { MAX_BODY_BYTES } from './limits';
import { MAX_BODY_BYTES } from './limits';

/**
 * The paths that read a body (POST), each with every method it answers (the
 * 405's `Allow`): the analytics collector, and the push reminders (save a
 * subscription; the one-click stop, also a GET link in each message; the
 * test runner's trigger, lib/reminders/http.ts). Their bodies are JSON of a
 * few KB at most (each route reads its own limit under MAX_BODY_BYTES).
 */
const BODY_PATHS: Readonly<Record<string, string>> = {
  '/api/analytics': 'POST',
  '/api/reminders': 'GET, HEAD, OPTIONS, POST',
  '/api/reminders/unsubscribe': 'GET, HEAD, OPTIONS, POST',
  '/api/reminders/test': 'POST',
};

/** The methods of a path that reads a body, or undefined (a trailing slash is the same path). */
const bodyPathMethods = (pathname: string): string | undefined => BODY_PATHS[pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname];

/**
 * Whether a request's method is answered at its path: GET and HEAD
 * everywhere, OPTIONS (the CORS preflight) under /api and the calendar
 * feeds, POST only at the paths that read a body (BODY_PATHS). Any other
 * method is refused with 405 before a route runs.
 */
export function methodAllowed(method: string, pathname: string): boolean {
  if (method === 'GET' || method === 'HEAD') return true;
  if (method === 'OPTIONS') return isApiPath(pathname) || pathname.startsWith('/calendar/');
  return method === 'POST' && bodyPathMethods(pathname) !== undefined;
}

/** The methods a path answers, for the 405's `Allow` header. */
export const allowedMethods = (pathname: string): string =>
  bodyPathMethods(pathname) ?? (isApiPath(pathname) || pathname.startsWith('/calendar/') ? 'GET, HEAD, OPTIONS' : 'GET, HEAD');

/** 405 without reading the body: JSON under /api, plain text elsewhere. */
export function methodNotAllowed(method: string, pathname: string): Response {
  const headers = { 'Cache-Control': 'no-store', Allow: allowedMethods(pathname), Connection: 'close' };
  const error = `method: ${method} is not allowed here; allowed: ${allowedMethods(pathname)}`;
  if (isApiPath(pathname)) return Response.json({ error }, { status: 405, headers });
  return new Response(`${error}\n`, { status: 405, headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' } });
}

/** 413 for a body declared larger than the site reads, before any of it is read. */
export function bodyTooLarge(): Response {
  return Response.json({ error: `body: must be at most ${MAX_BODY_BYTES} bytes` }, { status: 413, headers: { 'Cache-Control': 'no-store', Connection: 'close' } });
}

/**
 * 400 for a malformed path (414 for one too long, 404 for a value an old
 * query form named that no page has): JSON under /api (the API's error
 * shape), else a small page in the path's language.
 */
export function badPathResponse(pathname: string, status: 400 | 404 | 414 = 400, field?: string): Response {
  const headers = { 'Cache-Control': 'no-store' };
  if (isApiPath(pathname)) {
    const error = status === 414 ? `path: the URL is longer than ${MAX_URL_LENGTH} characters` : 'path: the URL path has a malformed percent-escape';
    return Response.json({ error }, { status, headers });
  }
  const messages = /^\/hi(\/|$)/.test(pathname) ? { lang: 'hi', ...hi.badRequest } : { lang: 'en', ...en.badRequest };
  const body = status === 414 ? messages.tooLong : status === 404 ? messages.badValue.replace('{field}', escapeHtml(field ?? '')) : messages.body;
  const m = { ...messages, title: status === 404 ? messages.notFoundTitle : messages.title, body };
  const home = m.lang === 'hi' ? '/hi' : '/';
  const html =
    `<!DOCTYPE html><html lang="${m.lang}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${m.title}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem">` +
    `<h1>${m.title}</h1><p>${m.body}</p><p><a href="${home}">${m.home}</a></p></body></html>`;
  return new Response(html, { status, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' } });
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

/** 503 for a page while the festival queue is full (lib/festivals/pressure.ts): come back shortly, never cached. */
export function busyResponse(pathname: string, retryAfterSeconds: number): Response {
  const messages = /^\/hi(\/|$)/.test(pathname) ? { lang: 'hi', ...hi.badRequest } : { lang: 'en', ...en.badRequest };
  const html =
    `<!DOCTYPE html><html lang="${messages.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${messages.busyTitle}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem">` +
    `<h1>${messages.busyTitle}</h1><p>${messages.busy}</p></body></html>`;
  return new Response(html, { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': String(retryAfterSeconds), 'Content-Type': 'text/html; charset=utf-8' } });
}
