/**
 * Where the conventions belong in a URL: on the pages whose answer they
 * change (the tools, the home page's card, the festival pages), the
 * settings panel writes the month system and the sunrise into the query so
 * a shared link stays exact; elsewhere (articles, about) it leaves the URL
 * alone. Client-safe.
 */
import { routing } from '@/i18n/routing';
import { TOOLS } from '@/lib/tools';
import { ANSWER_KEYS, CONVENTION_KEYS, DEFAULT_CONVENTIONS, type Conventions } from './conventions';

/** Locale-less path prefixes of the pages computed in the visitor's conventions. */
const COMPUTED_PATHS: readonly string[] = [...new Set([...Object.values(TOOLS).flatMap((t) => [t.path, t.cityBase ?? t.path]), '/festivals'])].filter(
  (p) => p !== '/',
);

/** `/hi/panchang/today` → `/panchang/today`. */
function localeless(pathname: string): string {
  for (const l of routing.locales) {
    if (pathname === `/${l}`) return '/';
    if (pathname.startsWith(`/${l}/`)) return pathname.slice(l.length + 1);
  }
  return pathname;
}

/** Whether a page's answer depends on the conventions (its URL then carries them). */
export function showsComputed(pathname: string): boolean {
  const p = localeless(pathname);
  return p === '/' || COMPUTED_PATHS.some((c) => p === c || p.startsWith(`${c}/`));
}

/**
 * The query of a page after the visitor chose `c`: the answer-changing
 * conventions (month system, sunrise) are written when they differ from
 * the defaults and removed otherwise; a clock or emphasis the URL already
 * names is updated the same way (it would beat the new choice).
 */
export function queryWithConventions(search: string, c: Conventions): URLSearchParams {
  const q = new URLSearchParams(search);
  for (const k of CONVENTION_KEYS) {
    if (!ANSWER_KEYS.includes(k) && !q.has(k)) continue;
    if (c[k] === DEFAULT_CONVENTIONS[k]) q.delete(k);
    else q.set(k, c[k]);
  }
  return q;
}

/**
 * The query with the remembered (cookie) month system and sunrise added
 * where the URL names none, so the address bar shows what the page was
 * computed with; null when nothing is missing. A value the URL names stays.
 */
export function queryReflecting(search: string, c: Conventions): URLSearchParams | null {
  const q = new URLSearchParams(search);
  let changed = false;
  for (const k of ANSWER_KEYS) {
    if (q.has(k) || c[k] === DEFAULT_CONVENTIONS[k]) continue;
    q.set(k, c[k]);
    changed = true;
  }
  return changed ? q : null;
}
