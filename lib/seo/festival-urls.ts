/**
 * The festival section's pages as the sitemap and the search see them: the
 * one place that says which festival URLs exist.
 *
 * - A page per event and year (`/festivals/{type}/{slug}-{year}`,
 *   lib/festivals/pages.ts): every event the engine produces has one.
 * - The month calendar (`/festivals`), the per-type year lists and the month
 *   pages of a city (`/festivals/{year}/{month}/{city}`): listed once the
 *   navigation shows `/festivals` and the lists, i.e. once their pages exist
 *   (lib/nav.ts holds back links whose page `awaits` another issue).
 */
import { festivalPage, festivalPagePath } from '@/lib/festivals/pages';
import { ALL_NAV_GROUPS } from '@/lib/nav';

const FESTIVALS = '/festivals';
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

const awaiting = new Set(ALL_NAV_GROUPS.flatMap((g) => g.links).flatMap((l) => (l.awaits ? [l.href] : [])));
const built = (path: string) => !awaiting.has(path);

/** The month calendar and the per-type year lists that exist (the navigation's festival group, grahan and Pitru Paksha aside). */
export function festivalListPaths(): string[] {
  const group = ALL_NAV_GROUPS.find((g) => g.key === 'festivals')?.links ?? [];
  return group.map((l) => l.href).filter((href) => built(href) && (href === FESTIVALS || /^\/festivals\/(ekadashi|purnima|amavasya|pradosh|sankranti)$/.test(href)));
}

/** The month page of a city (`/festivals/2026/march/varanasi`), or null while the month pages do not exist. */
export function festivalMonthPagePath(year: number, month: number, city: string): string | null {
  return built(FESTIVALS) ? `${FESTIVALS}/${year}/${MONTHS[month - 1]}/${city}` : null;
}

/** The page of an event (engine slug) in a year, or null for a slug without one. */
export function festivalDetailPagePath(engineSlug: string, year: number): string | null {
  return festivalPage(engineSlug) ? festivalPagePath(engineSlug, year) : null;
}
