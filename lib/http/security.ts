/**
 * The security headers of every answer (pages, API, error pages), set by the
 * proxy (proxy.ts) on whatever it returns. docs/security.md says why each is
 * what it is.
 *
 * Scripts: one Content-Security-Policy for everyone, which a shared cache
 * may keep with the page: scripts from the site itself ('self'; each file
 * also carries its Subresource Integrity hash, next.config.ts
 * experimental.sri) and inline scripts ('unsafe-inline'). Next writes the
 * page's data as inline scripts that differ with every page, and the policy
 * is decided before the page is rendered, so neither a nonce (a fresh one
 * per response would make every page uncacheable) nor hashes can name them.
 * What 'unsafe-inline' gives up is a second line against injected markup;
 * the site renders no markup anyone but its authors wrote (React escapes
 * every value; articles are our own Markdown without raw HTML). Everything
 * else stays strict: no plugins, no <base> elsewhere, forms to ourselves,
 * not framed (the widgets under `/embed/*`, lib/urls/embed.ts, may be framed anywhere).
 * Styles keep 'unsafe-inline': React writes `style` attributes; styles
 * cannot run code.
 *
 * HSTS only on an answer that went over HTTPS: `next start` speaks plain
 * HTTP, so that is an answer through a TLS-terminating proxy, which the
 * request's `X-Forwarded-Proto: https` says, believed only when TRUST_PROXY
 * says such a proxy is in front (else any client could send the header).
 */
import { isEmbedPath } from '@/lib/urls/embed';
import { trustsProxy } from './trust';

const dev = process.env.NODE_ENV === 'development';

/** The policy of an HTML page: framable anywhere (a widget) or nowhere. */
function policy(framable: boolean): string {
  return [
    "default-src 'self'",
    // React's development build evaluates code to rebuild server stacks; production never does.
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${framable ? '*' : "'none'"}`,
  ].join('; ');
}

// Every request passes the proxy: the two policies are written once, not per answer.
const PAGE_CSP = policy(false);
const EMBED_CSP = policy(true);

/**
 * Answers without scripts (JSON, images, the proxy's own error pages) run
 * nothing and load nothing; the error pages' one style attribute is allowed.
 */
export const NO_SCRIPT_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export const HSTS = 'max-age=63072000; includeSubDomains';

/** Whether the request reached us over HTTPS, as a trusted proxy in front says. */
export function overHttps(headers: Headers): boolean {
  return trustsProxy() && headers.get('x-forwarded-proto')?.split(',')[0].trim().toLowerCase() === 'https';
}

/** Headers of every answer but the CSP and HSTS. */
const COMMON: readonly (readonly [string, string])[] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  // The nearest-city button asks for the position on our own origin only.
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(self)'],
];

/** Sets the security headers on a response: a page's CSP for HTML answers at `page` (its path), else the script-less one. */
export function secureResponse<R extends Response>(response: R, request: { headers: Headers }, page?: string): R {
  const headers = response.headers;
  for (const [k, v] of COMMON) headers.set(k, v);
  if (overHttps(request.headers)) headers.set('Strict-Transport-Security', HSTS);
  const framable = page !== undefined && isEmbedPath(page);
  headers.set('Content-Security-Policy', page === undefined ? NO_SCRIPT_CSP : framable ? EMBED_CSP : PAGE_CSP);
  // For browsers without CSP frame-ancestors.
  if (!framable) headers.set('X-Frame-Options', 'DENY');
  return response;
}
