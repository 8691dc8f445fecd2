/**
 * What the proxy (proxy.ts) decides from a request's path alone, before any
 * route runs.
 */
import en from '@/messages/en.json';
import hi from '@/messages/hi.json';

/**
 * Route handlers (/api), Next's own assets (/_next, /_vercel), share images
 * (/og) and any path with a file extension (/robots.txt, /sitemap.xml and
 * the child sitemaps /sitemap/{id}.xml among them) are served as they are;
 * every other path is a page, under locale routing (the human site map
 * /sitemap too).
 */
export function isPagePath(pathname: string): boolean {
  return /^\/(?!api|_next|_vercel|og|.*\..*)/.test(pathname);
}

/**
 * A path none of our routes can have: a percent-escape that does not decode
 * to UTF-8 (`/%ff`), or one that decodes to another escape (`/about%25`,
 * which Next decodes a second time). Slugs and segments are plain ASCII.
 */
export function pathEscapesAreBad(pathname: string): boolean {
  try {
    return decodeURIComponent(pathname).includes('%');
  } catch {
    return true;
  }
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

/**
 * 400 for a malformed path (414 for one too long): JSON under /api (the
 * API's error shape), else a small page in the path's language.
 */
export function badPathResponse(pathname: string, status: 400 | 414 = 400): Response {
  const headers = { 'Cache-Control': 'no-store' };
  if (isApiPath(pathname)) {
    const error = status === 414 ? `path: the URL is longer than ${MAX_URL_LENGTH} characters` : 'path: the URL path has a malformed percent-escape';
    return Response.json({ error }, { status, headers });
  }
  const messages = /^\/hi(\/|$)/.test(pathname) ? { lang: 'hi', ...hi.badRequest } : { lang: 'en', ...en.badRequest };
  const m = { ...messages, body: status === 414 ? messages.tooLong : messages.body };
  const home = m.lang === 'hi' ? '/hi' : '/';
  const html =
    `<!DOCTYPE html><html lang="${m.lang}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${m.title}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem">` +
    `<h1>${m.title}</h1><p>${m.body}</p><p><a href="${home}">${m.home}</a></p></body></html>`;
  return new Response(html, { status, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' } });
}
