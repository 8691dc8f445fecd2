/**
 * The security headers of every answer (pages, API, error pages), set by the
 * proxy (proxy.ts) on whatever it returns.
 *
 * Scripts: a Content-Security-Policy with a fresh nonce per page response
 * ('strict-dynamic', no 'unsafe-inline'). Next reads the nonce from the
 * request's CSP header and puts it on every script it writes, its inline
 * RSC payload scripts included; those differ with every page, so hashes
 * cannot cover them. Inside Next a nonce needs a render per request, whose
 * data is reused across requests (lib/memo.ts); a repeated page is answered
 * by the front's shared cache with a new nonce of its own
 * (scripts/lib/front/response-cache.mjs), measured in the README's
 * Performance section.
 * The theme script in <head> is allowed by its hash, so the layout needs no
 * nonce. Styles keep 'unsafe-inline': React writes `style` attributes;
 * styles cannot run code.
 *
 * HSTS follows the configured public origin (SITE_URL), not the request's
 * `x-forwarded-proto`: the origin is what the site is served as, a client can
 * send any x-forwarded-proto when nothing in front strips it, and browsers
 * ignore the header on a plain-HTTP answer (RFC 6797 8.1), so a local
 * http:// server is unaffected.
 */
import { createHash, randomBytes } from 'node:crypto';
import { SITE_URL } from '@/lib/site';
import { THEME_INIT_SCRIPT } from '@/lib/theme';

/** The request header Next reads the nonce from, and ours for server components that need it. */
export const NONCE_HEADER = 'x-nonce';

export const newNonce = (): string => randomBytes(16).toString('base64');

const THEME_SCRIPT_HASH = `'sha256-${createHash('sha256').update(THEME_INIT_SCRIPT).digest('base64')}'`;

const dev = process.env.NODE_ENV === 'development';

/** The policy of an HTML page whose scripts carry `nonce`. */
export function pageCsp(nonce: string): string {
  return [
    "default-src 'self'",
    // React's development build evaluates code to rebuild server stacks; production never does.
    `script-src 'self' 'nonce-${nonce}' ${THEME_SCRIPT_HASH} 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Answers without scripts (JSON, the proxy's own 400 page) run nothing and
 * load nothing; the 400 page's one style attribute is allowed.
 */
export const NO_SCRIPT_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export const HSTS = 'max-age=63072000; includeSubDomains';

/** Headers of every answer but the CSP. */
export function commonSecurityHeaders(siteUrl: string = SITE_URL): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // The nearest-city button asks for the position on our own origin only.
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self)',
    // For browsers without CSP frame-ancestors.
    'X-Frame-Options': 'DENY',
    ...(siteUrl.startsWith('https:') ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}

/** Sets the security headers on a response (a page's CSP when `nonce` is given, else the script-less one). */
export function secureResponse<R extends Response>(response: R, nonce?: string): R {
  for (const [k, v] of Object.entries(commonSecurityHeaders())) response.headers.set(k, v);
  // A page answered by the proxy itself (a 400 for a bad path) has no scripts: the strict policy fits it too.
  response.headers.set('Content-Security-Policy', nonce ? pageCsp(nonce) : NO_SCRIPT_CSP);
  return response;
}

/**
 * The request as the page renders it: with the CSP (Next takes the nonce
 * from it) and the nonce in request headers.
 */
export function requestHeadersWithNonce(headers: Headers, nonce: string): Headers {
  const h = new Headers(headers);
  h.set(NONCE_HEADER, nonce);
  h.set('Content-Security-Policy', pageCsp(nonce));
  return h;
}
