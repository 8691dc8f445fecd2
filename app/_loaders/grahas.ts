/**
 * Loaders of the planets' pages (issue #27): the hub (/grahas[/{city}]:
 * each graha now and its next change, the major transits of this year and
 * the next), a planet's year (/grahas/{planet}/{year}[/{city}]) and one
 * major transit (/grahas/{planet}/{year}/{rashi}[/{city}]). The engine
 * computes, lib/view/grahas.ts words it in the page's language with times
 * in the city's zone; an unknown transit, or one of a planet whose rashi
 * changes are not major transits, is the 404 page.
 */
import {
  GRAHA_MAX_YEAR,
  GRAHA_MIN_YEAR,
  GRAHAS,
  grahaModels,
  grahasNow,
  grahaYear,
  isMajorTransitGraha,
  jdToMs,
  Lru,
  majorTransits,
  MAJOR_TRANSIT_GRAHAS,
  msToJd,
  toLocalIso,
  transitDetail,
  type Graha,
  type RashiTransit,
} from '@/engine';
import { dateTimeLabel } from '@/lib/format/time';
import { translator } from '@/lib/i18n/translate';
import { cityDisplayName } from '@/lib/selection/params';
import { eventJsonLd } from '@/lib/seo/event';
import { absoluteUrl } from '@/lib/seo/urls';
import { linkTo, pagePath } from '@/lib/urls';
import { grahasHubView, grahaYearView, transitView, type GrahaHubRow, type GrahaYearView, type TransitView } from '@/lib/view/grahas';
import { notFoundPage, type Gone } from '@/app/_pages/def';
import { viewFrame } from './day';
import type { PageSelection } from './selection';

const citySlugOf = (sel: PageSelection) => (sel.cityFromUrl ? sel.city.slug : null);

/** A link to another page of the planets at the page's city and conventions. */
const grahasLink = (sel: PageSelection, key: 'grahaYear' | 'grahaTransit', params: { planet: Graha; year: number; rashi?: number }) =>
  linkTo(key, { city: citySlugOf(sel), conv: sel.conventionsFromUrl, params });

export interface TransitLink {
  /** "Saturn enters Meena". */
  title: string;
  /** The first crossing, date and time at the city. */
  when: string;
  path: string;
}

/**
 * The major transits of a year in a zone, all four grahas in time order.
 * Kept across requests: the hub is computed again every minute (its "now"
 * lifetime, lib/http/cache-life.ts) at every city, but its transits change
 * only with the year and the zone (~50-140 ms to search two years). A few
 * KB an entry; a zone's two years for the ~40 zones of the busiest cities.
 */
const yearTransits = new Lru<string, readonly RashiTransit<number>[]>(96);

function transitsOfYear(sel: PageSelection, year: number): readonly RashiTransit<number>[] {
  const key = `${sel.place.tz}|${year}|${JSON.stringify(sel.options)}`;
  let hit = yearTransits.get(key);
  if (!hit) {
    hit = MAJOR_TRANSIT_GRAHAS.flatMap((g) => majorTransits({ planet: g, year, tz: sel.place.tz, options: sel.options }, jdToMs)).sort(
      (a, b) => a.crossings[0].at - b.crossings[0].at,
    );
    yearTransits.set(key, hit);
  }
  return hit;
}

/** A major transit as a line linking to its page: its first crossing's title and time. */
function transitLink(sel: PageSelection, t: RashiTransit<number>, year: number): TransitLink {
  const f = viewFrame(sel);
  const first = t.crossings[0];
  return {
    title: f.names.grahaEventTitle({ ...first, retrograde: false }),
    when: dateTimeLabel(first.at, f.tz, f.locale, f.clock),
    path: grahasLink(sel, 'grahaTransit', { planet: t.graha, year, rashi: t.into }),
  };
}

/** The major transits of a planet whose first crossing falls in a year at the city, as links. */
const transitLinks = (sel: PageSelection, planet: Graha, year: number): TransitLink[] =>
  transitsOfYear(sel, year)
    .filter((t) => t.graha === planet)
    .map((t) => transitLink(sel, t, year));

/** The ayanamsa (and, where Rahu and Ketu are shown, the node model) a page names. */
function modelsLine(sel: PageSelection): { ayanamsa: string; node: string } {
  const m = grahaModels(sel.options);
  const n = viewFrame(sel).names;
  return { ayanamsa: n.ayanamsaModel(m.ayanamsa), node: n.nodeModel(m.node) };
}

export interface GrahasHubPage {
  /** The instant the positions are for: the page's "now" at the city. */
  asOf: string;
  ayanamsa: string;
  node: string;
  year: number;
  rows: (GrahaHubRow & { yearPath: string })[];
  /** The major transits (Saturn, Jupiter, Rahu, Ketu) whose first crossing falls in this year or the next, in time order. */
  transits: { year: number; links: TransitLink[] }[];
}

/** /grahas[/{city}]: the nine grahas now, what each does next, and the major transits of this year and the next. */
export function loadGrahasHub(sel: PageSelection): GrahasHubPage {
  const f = viewFrame(sel);
  const year = Number(sel.today.slice(0, 4));
  const hub = grahasHubView(grahasNow(msToJd(sel.now), sel.options, jdToMs), f);
  const years = [year, year + 1].filter((y) => y <= GRAHA_MAX_YEAR);
  return {
    asOf: dateTimeLabel(sel.now, f.tz, f.locale, f.clock),
    ...modelsLine(sel),
    year,
    rows: hub.rows.map((r) => ({ ...r, yearPath: grahasLink(sel, 'grahaYear', { planet: r.key, year }) })),
    transits: years.map((y) => ({ year: y, links: transitsOfYear(sel, y).map((t) => transitLink(sel, t, y)) })),
  };
}

export interface GrahaYearPage {
  planet: Graha;
  year: number;
  view: GrahaYearView;
  ayanamsa: string;
  /** The node model, for Rahu and Ketu. */
  node: string | null;
  /** The year's major transits of the planet (Saturn, Jupiter, Rahu, Ketu), linking to their pages. */
  transits: TransitLink[] | null;
  /** The other planets' pages of the same year. */
  planets: { key: Graha; name: string; path: string }[];
}

/** /grahas/{planet}/{year}[/{city}]: every ingress, station and combustion of the planet in the year, times in the city's zone. */
export function loadGrahaYear(sel: PageSelection): GrahaYearPage | Gone {
  const { planet, year } = sel.route.params;
  if (!planet || year === undefined || year < GRAHA_MIN_YEAR || year > GRAHA_MAX_YEAR) return notFoundPage();
  const f = viewFrame(sel);
  const y = grahaYear({ planet, year, tz: sel.place.tz, options: sel.options }, jdToMs);
  const models = modelsLine(sel);
  return {
    planet,
    year,
    view: grahaYearView(y, f),
    ayanamsa: f.names.ayanamsaModel(y.models.ayanamsa),
    node: planet === 'Rahu' || planet === 'Ketu' ? models.node : null,
    transits: isMajorTransitGraha(planet) ? transitLinks(sel, planet, year) : null,
    planets: GRAHAS.map((g) => ({ key: g, name: f.names.planet(g), path: grahasLink(sel, 'grahaYear', { planet: g, year }) })),
  };
}

export interface GrahaTransitPage {
  planet: Graha;
  year: number;
  rashi: number;
  view: TransitView;
  /** The planet's year page at the city. */
  yearPath: string;
  /** The partner node's transit page (Rahu's for Ketu's and the other way round): the same instant, the opposite sign. */
  partnerPath: string | null;
  /** schema.org Event: the transit, from its first crossing to the planet's leaving the sign. */
  jsonLd: Record<string, unknown>;
}

/** /grahas/{planet}/{year}/{rashi}[/{city}]: one major transit, what changes and when, under which ayanamsa. */
export function loadGrahaTransit(sel: PageSelection): GrahaTransitPage | Gone {
  const { planet, year, rashi } = sel.route.params;
  if (!planet || year === undefined || rashi === undefined || !isMajorTransitGraha(planet) || year < GRAHA_MIN_YEAR || year > GRAHA_MAX_YEAR) return notFoundPage();
  const d = transitDetail({ planet, year, tz: sel.place.tz, options: sel.options, into: rashi }, jdToMs);
  if (!d) return notFoundPage();
  const f = viewFrame(sel);
  const view = transitView(d, f);
  const city = sel.city;
  const iso = (ms: number) => toLocalIso(msToJd(ms), sel.place.tz);
  const first = d.crossings[0];
  const path = pagePath('grahaTransit', { planet, year, rashi, ...(sel.cityFromUrl ? { city: city.slug } : {}) });
  return {
    planet,
    year,
    rashi,
    view,
    yearPath: grahasLink(sel, 'grahaYear', { planet, year }),
    partnerPath: d.partner ? grahasLink(sel, 'grahaTransit', { planet: d.partner.graha, year, rashi: d.partner.into }) : null,
    jsonLd: eventJsonLd({
      locale: sel.locale,
      name: `${view.title} ${year}`,
      description: translator(sel.locale)('grahasPage.transit.ldDescription', { title: view.title, when: view.crossings[0].when, ayanamsa: view.ayanamsa }),
      url: absoluteUrl(sel.locale, path),
      startDate: iso(first.at),
      endDate: iso(d.leaves?.at ?? d.crossings[d.crossings.length - 1].at),
      place: { name: cityDisplayName(city, sel.locale), locality: city.name, region: city.state, country: city.country.code, lat: city.lat, lon: city.lon },
    }),
  };
}
