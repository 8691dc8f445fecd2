/**
 * The festival section's pages as the sitemap and the search see them: the
 * one place that says which festival URLs exist, read from the section's own
 * URL tables (lib/festivals/routes.ts, lib/festivals/pages.ts).
 */
import { FESTIVALS_PATH, festivalPage, festivalPagePath } from '@/lib/festivals/pages';
import { festivalMonthPath, LIST_TYPES, listPath } from '@/lib/festivals/routes';

/** The month calendar and the per-type year lists. */
export function festivalListPaths(): string[] {
  return [FESTIVALS_PATH, ...LIST_TYPES.map(listPath)];
}

/** The month page of a city (`/festivals/2026/march/varanasi`). */
export function festivalMonthPagePath(year: number, month: number, city: string): string {
  return festivalMonthPath(`${year}-${String(month).padStart(2, '0')}-01`, city);
}

/** The page of an event (engine slug) in a year, or null for a slug without one. */
export function festivalDetailPagePath(engineSlug: string, year: number): string | null {
  return festivalPage(engineSlug) ? festivalPagePath(engineSlug, year) : null;
}
