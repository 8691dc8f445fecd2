/**
 * The `vc_prefs` cookie in the browser: the visitor's conventions, which the
 * proxy (proxy.ts) adds to the path of a page that names none. Written by the
 * settings panel and by the links that choose a convention (ConventionLink);
 * only values that differ from the defaults are kept, and none at all is no cookie.
 */
import { CONVENTIONS_COOKIE, CONVENTIONS_COOKIE_MAX_AGE, conventionsCookieValue, DEFAULT_CONVENTIONS, parseConventionsCookie, type Conventions } from '@/lib/conventions/conventions';

export function rememberedConventions(): Conventions {
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${CONVENTIONS_COOKIE}=`));
  return { ...DEFAULT_CONVENTIONS, ...parseConventionsCookie(hit?.slice(CONVENTIONS_COOKIE.length + 1)) };
}

export function rememberConventions(c: Conventions) {
  const value = conventionsCookieValue(c);
  const age = value === '' ? 0 : CONVENTIONS_COOKIE_MAX_AGE;
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${CONVENTIONS_COOKIE}=${encodeURIComponent(value)}; path=/; max-age=${age}; samesite=lax${secure}`;
}
