/**
 * The festival section's pages as the sitemap, the human site map and the
 * search see them: the one place that says which festival URLs exist.
 *
 * The section (issue 10: the month calendar, the per-type year lists, a page
 * per event) is built on other branches. Until it is merged here, none of its
 * pages exists, so this module offers none of them and the header links to
 * them are held back from the site map and the search; once it lands, these
 * functions return its real paths (lib/festivals/routes.ts, pages.ts).
 */

/** The section's pages the header navigation already names (lib/nav.ts). */
const SECTION_PATHS = ['/festivals', '/festivals/ekadashi', '/festivals/purnima', '/festivals/amavasya', '/festivals/pradosh', '/festivals/sankranti'];

/** Pages of the festival section that do not exist on this build. */
const NOT_BUILT = new Set(SECTION_PATHS);

/** Whether a locale-less path the navigation names has a page (false only for festival pages not built yet). */
export const pageExists = (path: string): boolean => !NOT_BUILT.has(path);

/** The month calendar and the per-type year lists that exist. */
export const festivalListPaths = (): string[] => SECTION_PATHS.filter(pageExists);

/** The month page of a city (`/festivals/2026/march/varanasi`), or null when there is none. */
export function festivalMonthPagePath(year: number, month: number, city: string): string | null {
  void year;
  void month;
  void city;
  return null;
}

/** The detail page of an event (engine slug) in a year, or null when there is none. */
export function festivalDetailPagePath(engineSlug: string, year: number): string | null {
  void engineSlug;
  void year;
  return null;
}
