/**
 * What the settings dialog reads of the page's path: the conventions it was
 * computed in, and its path in other ones (lib/conventions/url). Imported by
 * the dialog when it first opens, not with the header: these need the URL
 * module's parsers and writers (some 4 KB of gzipped JavaScript), which the
 * header on every page would otherwise carry (issue 24). Client-only.
 */
import { DEFAULT_CONVENTIONS, type Conventions } from '@/lib/conventions/conventions';
import { parsePathname, takesConventions } from '@/lib/urls';
import { rememberedConventions } from './cookie';

export { pathInConventions } from '@/lib/conventions/url';

/** What the current page was computed in (its path's conventions, the others at their defaults), else the remembered ones. */
export function currentConventions(): Conventions {
  const route = parsePathname(window.location.pathname);
  return route && takesConventions(route.key) ? { ...DEFAULT_CONVENTIONS, ...route.params.conv } : rememberedConventions();
}
