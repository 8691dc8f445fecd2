/**
 * Which navigation link is the current page's, and which pages have no
 * sidebar: what the header's menus and the content grid read in the browser.
 * Apart from lib/nav, whose link tables are built with lib/urls' path writer:
 * the header is on every page, and the URL module's codecs (some 4 KB of
 * gzipped JavaScript) would otherwise be sent to every page's browser with it
 * (issue 24). Client-safe.
 */
import { PAGE_TYPES } from '@/lib/urls/pages';

/** Routes whose layout has no sidebar (the month grid needs the full width): the month grid's path prefix, at any date or city. */
export const NO_SIDEBAR_PATHS = [`/${PAGE_TYPES.monthlyPanchang.prefix.join('/')}`];

/** A link is active on its own page and on pages below it (`/lagna` and `/lagna/x`), never by a mere prefix (`/lagna-x`). */
export function isActivePath(current: string, href: string): boolean {
  if (href === '/') return current === '/';
  return current === href || current.startsWith(`${href}/`);
}
