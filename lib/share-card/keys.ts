/**
 * The share cards' URLs: one path per card, built from the values of the
 * page it shares and parsed back (zod) by the /og route, so the two cannot
 * drift apart. A card is a function of its URL alone (the date is always in
 * it, never "today"), which is what makes it cacheable.
 *
 *   /og/{locale}/{tool}/{city}/{date}.png     a tool page (day, muhurat, lagna, finders)
 *       ?masa=amanta                           the monthly page's reckoning (default purnimanta)
 *       ?sunrise=hindu                         the page's sunrise (lib/conventions; default upper-limb)
 *       ?nakshatra=5&from=2026&to=2026        the nakshatra finder's choice
 *   /og/{locale}/festivals/{city}/{date}.png   the festival calendar's month (the date's; its 1st in the pages' metadata)
 *       ?type=ekadashi                         the month page's type filter
 *   /og/{locale}/ekadashi/{city}/{date}.png    a year list (also purnima, amavasya, pradosh, sankranti): the
 *                                              date's year, its dates from that date on (today's in the current
 *                                              year, January 1st in any other)
 *   /og/{locale}/grahan/{city}/{year}.png      a year's eclipses at a city
 *   /og/{locale}/grahan/{city}/{year}/{id}.png one eclipse (`lunar-2026-03-03`)
 *   /og/{locale}/pitru-paksha/{city}/{year}.png  a year's Pitru Paksha
 *   /og/{locale}/festivals/{type}/{slug}-{year}/{city}.png  a festival detail page (its path's last segment)
 *   /og/{locale}/article/{id}.png             a Knowledge Hub article (by id, the same in both languages)
 *   /og/{locale}/category/{category}.png      a Knowledge Hub category
 *   /og/{locale}/page/{page}.png              home, about, the Knowledge Hub, legal and other pages
 *
 * `tool` is the tool's key in kebab case (`today-panchang`, `rahu-kaal`).
 * Parsing checks the form of each value; whether the city, the article,
 * the eclipse or the festival exists is the loader's question (404).
 */
import { z } from 'zod';
import { ECLIPSE_MAX_YEAR, ECLIPSE_MIN_YEAR, PITRU_PAKSHA_MAX_YEAR, PITRU_PAKSHA_MIN_YEAR, type FestivalType } from '@/engine';
import { routing, type Locale } from '@/i18n/routing';
import { CATEGORY_KEYS, type CategoryKey } from '@/lib/blog/categories';
import { FESTIVAL_TYPES } from '@/lib/festivals/pages';
import { FESTIVAL_FILTERS, type FestivalFilter } from '@/lib/festivals/routes';
import { firstParam } from '@/lib/selection/params';
import { citySlugSchema, dateSchema } from '@/lib/selection/schemas';
import { TOOLS, type ToolKey } from '@/lib/tools';
import { nakshatraNumberSchema, parseYearRange } from '@/lib/view/finders';
import { CONVENTION_VALUES, DEFAULT_CONVENTIONS, MASA_SYSTEMS, SUNRISE_DEFINITIONS, type MasaSystem } from '@/lib/conventions/conventions';
import type { SunriseDefinition } from '@/engine';
import { CARD_HEIGHT, CARD_WIDTH } from './spec';

export const CARD_PREFIX = '/og';

/** Pages whose card is their title and description (messages `<namespace>.meta.*`). */
export const CARD_PAGES = ['home', 'about', 'privacy', 'terms', 'stats', 'blog'] as const;
export type CardPage = (typeof CARD_PAGES)[number];

/** Query values a tool card depends on (only these; others are ignored). */
export interface ToolCardQuery {
  /** The monthly page's month system (a convention that names the URL: lib/conventions). */
  masa?: MasaSystem;
  /** The sunrise the page computes with, when the URL names one other than the default. */
  sunrise?: SunriseDefinition;
  nakshatra?: number;
  from?: number;
  to?: number;
  /** The festival calendar's type filter (absent: every type). */
  type?: Exclude<FestivalFilter, 'all'>;
}

/** Tools whose page is a year at a city (its card names the year, not a date), with the years they cover. */
export const YEAR_TOOLS = {
  grahan: { min: ECLIPSE_MIN_YEAR, max: ECLIPSE_MAX_YEAR },
  pitruPaksha: { min: PITRU_PAKSHA_MIN_YEAR, max: PITRU_PAKSHA_MAX_YEAR },
} as const;
export type YearTool = keyof typeof YEAR_TOOLS;

/** Tools whose card is a city and a date: every tool but home and the year tools. */
export type CardTool = Exclude<ToolKey, 'home' | YearTool>;

export const isYearTool = (tool: ToolKey): tool is YearTool => tool in YEAR_TOOLS;

export type CardKey =
  | { kind: 'tool'; locale: Locale; tool: CardTool; city: string; date: string; query: ToolCardQuery }
  /** A year page (eclipses, Pitru Paksha); `eclipse`: one eclipse's page. */
  | { kind: 'year'; locale: Locale; tool: YearTool; city: string; year: number; eclipse?: string }
  /** A festival detail page: its type folder and last path segment (`kamada-2026`), at a city. */
  | { kind: 'festival'; locale: Locale; type: FestivalType; param: string; city: string }
  | { kind: 'article'; locale: Locale; id: string }
  | { kind: 'category'; locale: Locale; category: CategoryKey }
  | { kind: 'page'; locale: Locale; page: CardPage };

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const TOOL_BY_SLUG = new Map((Object.keys(TOOLS) as ToolKey[]).filter((k) => k !== 'home').map((k) => [kebab(k), k as Exclude<ToolKey, 'home'>]));

export type CardParse = { ok: true; key: CardKey } | { ok: false; status: 400 | 404; field: string; error: string };

const fail = (status: 400 | 404, field: string, error: string): CardParse => ({ ok: false, status, field, error });

const localeSchema = z.enum(routing.locales);
const idSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a slug such as tithi');
const yearSchema = (tool: YearTool) =>
  z
    .string()
    .regex(/^\d{4}$/, 'year must be four digits')
    .transform(Number)
    .pipe(z.number().min(YEAR_TOOLS[tool].min, `year must be ${YEAR_TOOLS[tool].min}-${YEAR_TOOLS[tool].max}`).max(YEAR_TOOLS[tool].max, `year must be ${YEAR_TOOLS[tool].min}-${YEAR_TOOLS[tool].max}`));
/** An eclipse's id as the engine writes it (its kind and UT date). */
const eclipseIdSchema = z.string().regex(/^(solar|lunar)-\d{4}-\d{2}-\d{2}$/, 'eclipse must be an id such as lunar-2026-03-03');
/** A festival page's last segment: its slug and year (`kamada-2026`); whether it names an event is the loader's question. */
const festivalParamSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*-\d{4}$/, 'festival must be a page slug and year such as kamada-2026');

/** The tool card's query from a request's or a page's search parameters; a bad value names its field. */
export function parseToolCardQuery(
  tool: ToolKey,
  q: Record<string, string | string[] | undefined>,
  date: string,
): { ok: true; query: ToolCardQuery } | { ok: false; field: string; error: string } {
  const query: ToolCardQuery = {};
  if (tool === 'festivals') {
    const raw = firstParam(q.type);
    if (raw !== undefined && raw !== '') {
      const r = z.enum(FESTIVAL_FILTERS).safeParse(raw);
      if (!r.success) return { ok: false, field: 'type', error: `type must be one of ${FESTIVAL_FILTERS.join(', ')}` };
      if (r.data !== 'all') query.type = r.data;
    }
  }
  if (tool === 'monthlyPanchang') {
    const raw = firstParam(q.masa);
    if (raw !== undefined && raw !== '') {
      const masa = CONVENTION_VALUES.masa(raw);
      if (masa === null) return { ok: false, field: 'masa', error: `masa must be one of ${MASA_SYSTEMS.join(', ')}` };
      if (masa !== DEFAULT_CONVENTIONS.masa) query.masa = masa;
    }
  }
  const sunrise = firstParam(q.sunrise);
  if (sunrise !== undefined && sunrise !== '') {
    const value = CONVENTION_VALUES.sunrise(sunrise);
    if (value === null) return { ok: false, field: 'sunrise', error: `sunrise must be one of ${SUNRISE_DEFINITIONS.join(', ')}` };
    if (value !== DEFAULT_CONVENTIONS.sunrise) query.sunrise = value;
  }
  if (tool === 'nakshatraFinder') {
    const raw = firstParam(q.nakshatra);
    if (raw !== undefined && raw !== '') {
      const r = nakshatraNumberSchema.safeParse(raw);
      if (!r.success) return { ok: false, field: 'nakshatra', error: 'nakshatra must be a whole number from 1 to 27' };
      const range = parseYearRange({ year: firstParam(q.year), from: firstParam(q.from), to: firstParam(q.to) }, Number(date.slice(0, 4)));
      if (!range.ok) return { ok: false, field: 'from', error: 'from and to must be years 1900-2100, in order, at most 10 apart' };
      Object.assign(query, { nakshatra: r.data, from: range.from, to: range.to });
    }
  }
  return { ok: true, query };
}

/** Reads `/og/...` path segments (without the prefix) and the query into a card's key. */
export function parseCardPath(segments: readonly string[], search: URLSearchParams): CardParse {
  const last = segments[segments.length - 1] ?? '';
  if (!last.endsWith('.png')) return fail(404, 'path', 'A share card path ends in .png');
  const parts = [...segments.slice(0, -1), last.slice(0, -'.png'.length)];
  const locale = localeSchema.safeParse(parts[0]);
  if (!locale.success) return fail(404, 'locale', `Unknown locale "${parts[0]}"`);
  const [kind, ...rest] = parts.slice(1);

  if (kind === 'article' || kind === 'category' || kind === 'page') {
    if (rest.length !== 1) return fail(404, 'path', `A ${kind} card is /og/{locale}/${kind}/{name}.png`);
    const name = rest[0];
    if (kind === 'article') {
      const id = idSchema.safeParse(name);
      return id.success ? { ok: true, key: { kind, locale: locale.data, id: id.data } } : fail(400, 'article', `article ${id.error.issues[0].message}`);
    }
    if (kind === 'category') {
      const c = z.enum(CATEGORY_KEYS).safeParse(name);
      return c.success ? { ok: true, key: { kind, locale: locale.data, category: c.data } } : fail(404, 'category', `Unknown category "${name}"`);
    }
    const p = z.enum(CARD_PAGES).safeParse(name);
    return p.success ? { ok: true, key: { kind, locale: locale.data, page: p.data } } : fail(404, 'page', `Unknown page "${name}"`);
  }

  // Three segments: a festival's page; two: the festival calendar's month, a tool card like the others.
  if (kind === 'festivals' && rest.length !== 2) {
    if (rest.length !== 3) return fail(404, 'path', 'A festival card is /og/{locale}/festivals/{type}/{slug}-{year}/{city}.png, a month card /og/{locale}/festivals/{city}/{date}.png');
    const type = z.enum(FESTIVAL_TYPES as [FestivalType, ...FestivalType[]]).safeParse(rest[0]);
    if (!type.success) return fail(404, 'type', `Unknown festival type "${rest[0]}"`);
    const param = festivalParamSchema.safeParse(rest[1]);
    if (!param.success) return fail(400, 'festival', param.error.issues[0].message);
    const city = citySlugSchema.safeParse(rest[2]);
    if (!city.success) return fail(400, 'city', city.error.issues[0].message);
    return { ok: true, key: { kind: 'festival', locale: locale.data, type: type.data, param: param.data, city: city.data } };
  }

  const tool = TOOL_BY_SLUG.get(kind ?? '');
  if (!tool) return fail(404, 'tool', `Unknown page type "${kind ?? ''}"`);
  if (isYearTool(tool)) {
    const detail = tool === 'grahan' && rest.length === 3;
    if (rest.length !== 2 && !detail) return fail(404, 'path', `A ${kind} card is /og/{locale}/${kind}/{city}/{year}.png`);
    const city = citySlugSchema.safeParse(rest[0]);
    if (!city.success) return fail(400, 'city', city.error.issues[0].message);
    const year = yearSchema(tool).safeParse(rest[1]);
    if (!year.success) return fail(400, 'year', year.error.issues[0].message);
    const key: CardKey = { kind: 'year', locale: locale.data, tool, city: city.data, year: year.data };
    if (!detail) return { ok: true, key };
    const id = eclipseIdSchema.safeParse(rest[2]);
    return id.success ? { ok: true, key: { ...key, eclipse: id.data } } : fail(400, 'eclipse', id.error.issues[0].message);
  }
  if (rest.length !== 2) return fail(404, 'path', `A ${kind} card is /og/{locale}/${kind}/{city}/{date}.png`);
  const city = citySlugSchema.safeParse(rest[0]);
  if (!city.success) return fail(400, 'city', city.error.issues[0].message);
  const date = dateSchema.safeParse(rest[1]);
  if (!date.success) return fail(400, 'date', date.error.issues[0].message);
  const q = parseToolCardQuery(tool, Object.fromEntries(search), date.data);
  if (!q.ok) return fail(400, q.field, q.error);
  return { ok: true, key: { kind: 'tool', locale: locale.data, tool, city: city.data, date: date.data, query: q.query } };
}

/** The site path of a card (`/og/hi/today-panchang/new-delhi/2026-03-19.png`). */
export function cardPath(key: CardKey): string {
  const base = `${CARD_PREFIX}/${key.locale}`;
  switch (key.kind) {
    case 'article':
      return `${base}/article/${key.id}.png`;
    case 'category':
      return `${base}/category/${key.category}.png`;
    case 'page':
      return `${base}/page/${key.page}.png`;
    case 'year':
      return `${base}/${kebab(key.tool)}/${key.city}/${key.year}${key.eclipse ? `/${key.eclipse}` : ''}.png`;
    case 'festival':
      return `${base}/festivals/${key.type}/${key.param}/${key.city}.png`;
    case 'tool': {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(key.query)) if (v !== undefined) params.set(k, String(v));
      const q = params.toString();
      return `${base}/${kebab(key.tool)}/${key.city}/${key.date}.png${q ? `?${q}` : ''}`;
    }
  }
}

/** The image entry of a page's metadata (og:image and twitter:image) for a card. */
export function cardImage(key: CardKey, alt: string): { url: string; width: number; height: number; alt: string } {
  return { url: cardPath(key), width: CARD_WIDTH, height: CARD_HEIGHT, alt };
}
