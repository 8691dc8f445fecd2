/**
 * Loader of the festival detail pages (`/festivals/{type}/{slug}-{year}[/{city}]`):
 * resolves the path through the page table (lib/festivals/pages.ts: a
 * canonical page, an alias answered with a 308 to the canonical page, a name
 * of several events, or the 404 page), computes the festival years at the
 * city (the page's and five either side; the engine keeps computed years in
 * its cache) and returns the view model.
 */
import { MAX_YEAR, MIN_YEAR, type EngineOptions, type FestivalEvent } from '@/engine';
import type { Locale } from '@/i18n/routing';
import { cityPlace, type City } from '@/lib/cities';
import { DEFAULT_CONVENTIONS, nonDefault, type Conventions } from '@/lib/conventions/conventions';
import { festivalYear } from '@/lib/festivals';
import { mainEventOf, resolveFestivalPage } from '@/lib/festivals/pages';
import { namesFor } from '@/lib/names/names';
import { cityDisplayName, toCitySummary, type CitySummary } from '@/lib/selection/params';
import { pagePath, type FestivalPageType } from '@/lib/urls';
import { notFoundPage, redirectTo, type Gone } from '@/app/_pages/def';
import { festivalChoiceView, festivalDetailView, YEARS_AROUND, type DetailCity, type FestivalChoiceView, type FestivalDetailView } from '@/lib/view/festival-detail';
import { engineOptionsOf } from './conventions';
import type { PageSelection } from './selection';

interface Common {
  locale: Locale;
  city: City;
  summary: CitySummary;
  cityFromUrl: boolean;
}

export type FestivalDetailPage = (Common & { kind: 'detail'; view: FestivalDetailView }) | (Common & { kind: 'choice'; view: FestivalChoiceView });

function detailCity(city: City, fromUrl: boolean, locale: Locale): DetailCity {
  return {
    slug: fromUrl ? city.slug : null,
    feedSlug: city.slug,
    name: cityDisplayName(city, locale),
    locality: city.name,
    region: city.state ?? null,
    country: city.country.code,
    lat: city.lat,
    lon: city.lon,
    tz: city.timezone,
  };
}

/** The years' events at the city under the visitor's sunrise, asked of the festival worker (lib/festivals) so a cold city does not block the server. */
async function festivalYears(city: City, from: number, to: number, options: EngineOptions): Promise<Map<number, readonly FestivalEvent[]>> {
  const place = cityPlace(city);
  const years: number[] = [];
  for (let y = Math.max(from, MIN_YEAR); y <= Math.min(to, MAX_YEAR); y++) years.push(y);
  const lists = await Promise.all(years.map((year) => festivalYear({ year, ...place, options })));
  return new Map(years.map((y, i) => [y, lists[i].events]));
}

/**
 * The view model of a resolved request at a city: the detail page's event
 * with the years around it, or the events a shared name stands for. `around`
 * is how many years either side are computed (the page lists
 * YEARS_AROUND; the share card, which shows the page's year only, asks for none).
 * `conv` is the visitor's sunrise (the years are computed with it) and clock
 * (the defaults for a share card).
 */
export async function festivalDetailAt(
  locale: Locale,
  req: { kind: 'page'; slug: string; year: number } | { kind: 'choice'; slugs: readonly string[]; year: number },
  sel: { city: City; cityFromUrl: boolean },
  around = YEARS_AROUND,
  conv: Pick<Conventions, 'sunrise' | 'clock'> = DEFAULT_CONVENTIONS,
): Promise<FestivalDetailPage> {
  const common: Common = { locale, city: sel.city, summary: toCitySummary(sel.city), cityFromUrl: sel.cityFromUrl };
  const city = detailCity(sel.city, sel.cityFromUrl, locale);
  const names = namesFor(locale);
  const options = engineOptionsOf(conv);
  const display = { clock: conv.clock, answerParams: nonDefault(conv, ['sunrise']) };
  if (req.kind === 'choice') {
    const years = await festivalYears(sel.city, req.year, req.year, options);
    return { ...common, kind: 'choice', view: festivalChoiceView(req.slugs, { year: req.year, years, city, locale, names, ...display }) };
  }
  const years = await festivalYears(sel.city, req.year - around, req.year + around, options);
  return {
    ...common,
    kind: 'detail',
    view: festivalDetailView({ slug: req.slug, year: req.year, years, mainSlug: mainEventOf(req.slug), city, locale, names, ...display }),
  };
}

/**
 * `/festivals/{type}/{slug}-{year}[/{city}]`: the page's view model, an
 * alias's canonical page (a permanent redirect that keeps the city and
 * conventions), or the 404 page for a slug the table does not know.
 */
export async function loadFestivalDetail(sel: PageSelection): Promise<FestivalDetailPage | Gone> {
  const { festivalType, festival } = sel.route.params;
  const req = festivalType && festival ? resolveFestivalPage(festivalType, festival) : null;
  if (!req) return notFoundPage();
  if (req.kind === 'redirect') {
    const [type, param] = req.path.split('/').slice(-2);
    return redirectTo(pagePath('festivalDetail', { ...sel.route.params, festivalType: type as FestivalPageType, festival: param }));
  }
  return festivalDetailAt(sel.locale, req, sel, YEARS_AROUND, sel.conventions);
}
