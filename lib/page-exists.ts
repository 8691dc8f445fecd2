/**
 * Whether the page a path names exists. lib/urls reads only the form of a
 * path's values (any well-formed slug is a city, any slug an article); the
 * values themselves are checked here against what the site knows: its
 * cities, its articles in the reader's language, its categories, its
 * festival pages and the years each year list covers. Articles' links
 * (lib/blog/links.ts) and the analytics' paths (lib/analytics) ask it.
 */
import { ECLIPSE_MAX_YEAR, ECLIPSE_MIN_YEAR, PITRU_PAKSHA_MAX_YEAR, PITRU_PAKSHA_MIN_YEAR } from '@/engine';
import type { Locale } from '@/i18n/routing';
import { getCityBySlug } from '@/lib/cities';
import { resolveFestivalPage } from '@/lib/festivals/pages';
import type { PageRoute } from '@/lib/urls';

export interface LinkTargets {
  /** The reader's locale. */
  locale: Locale;
  /** Article id or slug → its slug in `locale`. */
  articleSlug(id: string): string | undefined;
  /** Whether a category has articles. */
  hasCategory(key: string): boolean;
}

/** Why the page a route names does not exist, or null when it does (an alias of a festival page exists: it redirects). */
export function whyMissing(route: PageRoute, targets: LinkTargets): string | null {
  const p = route.params;
  if (p.city && !getCityBySlug(p.city)) return `no city "${p.city}"`;
  if (route.key === 'article' && !targets.articleSlug(p.article ?? '')) return `no article "${p.article}" in ${targets.locale}`;
  if (route.key === 'category' && !targets.hasCategory(p.category ?? '')) return `no category "${p.category}" has articles`;
  if (route.key === 'festivalDetail' && !resolveFestivalPage(p.festivalType ?? '', p.festival ?? '')) return `no festival page "${p.festivalType}/${p.festival}"`;
  if (route.key === 'eclipse' && p.eclipse && p.year !== undefined && !p.eclipse.includes(`-${p.year}-`)) return `eclipse ${p.eclipse} is not of ${p.year}`;
  const range = route.key === 'grahan' || route.key === 'eclipse' ? [ECLIPSE_MIN_YEAR, ECLIPSE_MAX_YEAR] : route.key === 'pitruPaksha' ? [PITRU_PAKSHA_MIN_YEAR, PITRU_PAKSHA_MAX_YEAR] : null;
  if (range && p.year !== undefined && (p.year < range[0] || p.year > range[1])) return `no ${route.key} page for ${p.year}`;
  return null;
}
