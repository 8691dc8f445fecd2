/**
 * The one module that knows the site's URLs. Navigation, the site map, the
 * XML sitemap, the tools, the festival links, the share cards, the calendar
 * feeds, the search results, the proxy's redirects and the pages' cache
 * lifetimes all ask it; nothing else writes a path of a page.
 *
 * The URL is the cache key: a page's path names everything its answer
 * depends on, so the same path is the same page for everyone (no page reads
 * a cookie or a query string) and any cache may keep it.
 *
 * The scheme (locale-less; Hindi pages are the same under `/hi`):
 *
 *   tools: the city first, then the day, month or span, then the conventions
 *     /panchang/today                               today at the default city (New Delhi)
 *     /panchang/today/varanasi                      today at Varanasi
 *     /panchang/today/varanasi/2026-03-19           a day at Varanasi
 *     /panchang/today/varanasi/2026-03-19/amanta-24h   ... in conventions other than the defaults
 *     /panchang/monthly/varanasi/2026-03            a month
 *     /tithi-today/varanasi/2026-03-19/06-30/tithi-12   the tithi finder: a time, a tithi's next dates
 *     /nakshatra-finder/varanasi/nakshatra-4/2026-2028  the nakshatra finder: a nakshatra, years
 *   festival section: the period (or the festival) first, then the city
 *     /festivals                                    this month at the default city; /festivals/varanasi at Varanasi
 *     /festivals/2026/march/varanasi[/ekadashi]     a month at a city (one type of observance)
 *     /festivals/ekadashi[/2026][/varanasi]         a year's Ekadashis (also purnima, amavasya, pradosh, sankranti,
 *                                                   grahan, pitru-paksha); without a year, this year
 *     /festivals/grahan/2026/lunar-2026-03-03[/varanasi]   one eclipse
 *     /festivals/ekadashi/nirjala-2026[/varanasi]   a festival's page in a year
 *   Shubh Muhurat: the hub like a tool, then a kind's year or date (the kind first, then the period, then the city)
 *     /muhurat/shubh[/varanasi[/2026-03-19]]        the kinds with their next dates
 *     /muhurat/shubh/vivah[/2026][/varanasi]        a kind's year; without a year, this year
 *     /muhurat/shubh/vivah/2026-03-11[/varanasi]    one date's windows and checks
 *   planets: the hub, a planet's year, one major transit (the planet, year and rashi first, then the city)
 *     /grahas[/varanasi]                            each graha now and its next change
 *     /grahas/saturn/2025[/varanasi]                a planet's ingresses, stations and combustions in a year
 *     /grahas/saturn/2025/meena[/varanasi]          Saturn's move into Meena whose first crossing is in 2025
 *   the home page at a city: /varanasi (and /varanasi/amanta)
 *   content: /about, /blog, /blog/{article}, /blog/category/{category}, /privacy, /terms, /developers,
 *     /search, /sitemap, /stats, /widgets (the widget builder)
 *   embeddable widgets (not pages: lib/urls/embed.ts): /embed/{widget}/{city}[/{conventions}]
 *
 * The conventions segment lists the visitor's conventions that differ from
 * the defaults (purnimanta months, the upper-limb sunrise, the 12-hour clock,
 * the Smarta Ekadashi), in a fixed order: `amanta`, `hindu-sunrise`, `24h`,
 * `vaishnava` (`amanta-24h`). Defaults are never written, so each page has
 * one path. A city is always named before a date or the conventions on the
 * tools; on the festival pages the city follows the period and may be left
 * out (the default city).
 *
 * Old forms still work: the query strings the pages took (`?date=`,
 * `?city=`, `?year=`, `?masa=` ...) answer 308 to the path
 * (lib/urls/redirects.ts), and a visitor's remembered city and conventions
 * (cookies) send a page that names none to the page that does (307).
 *
 * Adding a page type: add its entry to PAGE_TYPES in lib/urls/pages.ts (its
 * prefix, the forms its path takes from the slots of lib/urls/slots.ts, its
 * period, which decides its cache lifetime), in the place where its paths
 * are tried (before any page type that would also read them); add a slot
 * kind there if it names a new kind of value; then its page to
 * app/_pages/registry.ts. Links are built with `pagePath(key, params)`.
 * For example, the planets' year pages are
 *   grahaYear: { prefix: ['grahas'], forms: withConventions([['planet', 'year'], ['planet', 'year', 'city']]), period: 'year' }
 * with a `planet` slot.
 */
export { FESTIVAL_FILTERS, FESTIVAL_PAGE_TYPES, MONTH_SLUGS, nonDefaultConventions, planetSlug, RASHI_SLUGS, type FestivalFilter, type FestivalPageType, type PageParams } from './slots';
export { LIST_TYPES, PAGE_KEYS, PAGE_TYPES, pageType, takesCity, takesConventions, type ListType, type PageKey, type PeriodKind } from './pages';
export { localizedPath, pageHref, pagePath, parsePage, parsePathname, pathSegments, type PageRoute } from './paths';
export { linkTo, pathAtCity, type LinkValues } from './links';
export { LEGACY_QUERY_KEYS, legacyRedirect, rememberedRedirect, type LegacyResult, type RememberedChoices } from './redirects';
export { EMBED_SEGMENT, embedConventions, embedHref, embedPath, isEmbedPath, isWidget, parseEmbedSegments, WIDGET_PAGES, WIDGETS, type EmbedParse, type EmbedRoute, type WidgetKey } from './embed';
