/**
 * Where the conventions belong in a URL: on the pages whose answer they
 * change (lib/urls: the tools, the home page, the festival pages) they are
 * a path segment, written when they differ from the defaults. The settings
 * panel moves the page it is on to the path in the chosen conventions.
 * Client-safe.
 */
import { DEFAULT_CITY_SLUG } from '@/lib/site';
import { localizedPath, pagePath, parsePathname, takesConventions } from '@/lib/urls';
import type { Conventions } from './conventions';

/** The path of the page at `pathname` in conventions `c` (its other values kept), or null when its answer does not depend on them. */
export function pathInConventions(pathname: string, c: Conventions): string | null {
  const route = parsePathname(pathname);
  if (!route || !takesConventions(route.key)) return null;
  const params = { ...route.params, conv: c };
  try {
    return localizedPath(route.locale, pagePath(route.key, params));
  } catch {
    // Conventions need a city before them on the tools: the default city's.
    return localizedPath(route.locale, pagePath(route.key, { ...params, city: DEFAULT_CITY_SLUG }));
  }
}
