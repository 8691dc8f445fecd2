/**
 * A page path that names its page otherwise than by its one path, and that
 * path: a city named by an old slug, a spelling people use or its
 * Devanagari name (`/panchang/today/dehra-dun` → `/panchang/today/dehradun`,
 * `/muhurat/hora/Bombay` → `/muhurat/hora/mumbai`), or a festival alias
 * (`/festivals/purnima/kartik-2026` → `/festivals/purnima/kartika-2026`),
 * or an article by its slug in the other language (`/hi/blog/tithi` →
 * `/hi/blog/tithi-kya-hai`).
 * The proxy answers it with a 308 before any render: a page that redirects
 * while Next renders it for its cache answers its first 308 with the
 * Location header twice (Next 16.4), which clients read as one broken URL.
 * The pages keep the same redirects for a request that reaches them anyway.
 */
import type { Locale } from '@/i18n/routing';
import { articleSlugIn } from '@/lib/blog';
import { getCityBySlug } from '@/lib/cities';
import { resolveFestivalPage } from '@/lib/festivals/pages';
import { cityNamedBy } from '@/lib/selection/resolve';
import { pagePath, type FestivalPageType, type PageRoute } from '@/lib/urls';

export function canonicalRedirect(route: PageRoute & { locale: Locale }): string | null {
  const params = { ...route.params };
  let moved = false;
  if (params.city && !getCityBySlug(params.city)) {
    const named = cityNamedBy(params.city);
    if (named) {
      params.city = named.slug;
      moved = true;
    }
  }
  if (route.key === 'festivalDetail' && params.festivalType && params.festival) {
    const req = resolveFestivalPage(params.festivalType, params.festival);
    if (req?.kind === 'redirect') {
      const [type, param] = req.path.split('/').slice(-2);
      params.festivalType = type as FestivalPageType;
      params.festival = param;
      moved = true;
    }
  }
  if (route.key === 'article' && params.article) {
    const slug = articleSlugIn(route.locale, params.article);
    if (slug) {
      params.article = slug;
      moved = true;
    }
  }
  return moved ? pagePath(route.key, params) : null;
}
