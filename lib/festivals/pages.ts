/**
 * The one table between the engine's event slugs and the festival detail
 * pages, whose path (lib/urls) is `/festivals/{type}/{page slug}-{year}`:
 *
 * - The page slug is the engine slug without its type word
 *   (`nirjala-ekadashi` -> ekadashi/nirjala, `makar-sankranti` ->
 *   sankranti/makar, `vaishnava-nirjala-ekadashi` -> ekadashi/vaishnava-nirjala,
 *   `chaitra-purnima-vrat` -> purnima/chaitra-vrat, `shani-pradosh` ->
 *   pradosh/shani); a slug without its type word keeps it whole
 *   (`diwali` -> festival/diwali, `sankashti-chaturthi` -> vrat/sankashti-chaturthi).
 * - Aliases: names people (and the seed's links) use that the rule does not
 *   give. They answer with a permanent redirect to the canonical page
 *   (purnima/kartik-2026 -> purnima/kartika-2026), across types where the
 *   engine files the event under another type (purnima/sharad -> festival/sharad-purnima).
 *   The short month spellings (kartik, paush, magh, phalgun ...) are derived
 *   for every page slug that starts with a month; the rest are listed.
 * - Ambiguous names: "Putrada Ekadashi" is two Ekadashis (Shravana Shukla
 *   and Pausha Shukla). Redirecting to either would send half the visitors
 *   to the wrong fast, and "the next one" would make a year's URL change
 *   meaning with the calendar date, so ekadashi/putrada-{year} is a page
 *   that lists both of that year with their dates (not indexed).
 *
 * Server-side: it reads the engine's rule table.
 */
import { MAX_YEAR, MIN_YEAR, RULES, type FestivalType } from '@/engine';
import type { Conventions } from '@/lib/conventions/conventions';
import { DEFAULT_CITY_SLUG } from '@/lib/site';
import { nonDefaultConventions, pagePath, type FestivalPageType } from '@/lib/urls';

export const FESTIVAL_TYPES: readonly FestivalType[] = ['ekadashi', 'purnima', 'amavasya', 'pradosh', 'sankranti', 'vrat', 'festival'];

export interface PageKey {
  type: FestivalType;
  /** The page slug (without the year). */
  slug: string;
}

/** Every event slug the engine can produce with its type (a companion has its row's type). */
function engineSlugTypes(): Map<string, FestivalType> {
  const out = new Map<string, FestivalType>();
  for (const r of RULES) {
    if (r.kind === 'ekadashi') {
      out.set(r.slug, r.type);
      out.set(`vaishnava-${r.slug}`, r.type);
    } else if (r.kind === 'tithi') {
      for (const s of r.slugByWeekday ?? [r.slug]) out.set(s, r.type);
      if (r.companion) out.set(r.companion.slug, r.type);
    } else {
      out.set(r.slug, r.type);
    }
  }
  return out;
}

/** The main event of each Vaishnava or vrat day: the event it is listed apart from when their dates differ. */
function mainEvents(): Map<string, string> {
  const out = new Map<string, string>();
  for (const r of RULES) {
    if (r.kind === 'ekadashi') out.set(`vaishnava-${r.slug}`, r.slug);
    else if (r.kind === 'tithi' && r.companion && !r.slugByWeekday) out.set(r.companion.slug, r.slug);
  }
  return out;
}

const MAIN_OF = mainEvents();

/** The event a Vaishnava or vrat day belongs to (`nirjala-ekadashi` for `vaishnava-nirjala-ekadashi`), else null. */
export const mainEventOf = (engineSlug: string): string | null => MAIN_OF.get(engineSlug) ?? null;

/** The rule: the engine slug without its type word (once); unchanged when it has none. */
export function pageSlugOf(engineSlug: string, type: FestivalType): string {
  const words = engineSlug.split('-');
  const i = words.indexOf(type);
  if (i < 0 || words.length === 1) return engineSlug;
  words.splice(i, 1);
  return words.join('-');
}

const SLUG_TYPES = engineSlugTypes();
const TO_PAGE = new Map<string, PageKey>();
const FROM_PAGE = new Map<string, string>();
const pageId = (type: string, slug: string) => `${type}/${slug}`;

for (const [slug, type] of SLUG_TYPES) {
  const page = { type, slug: pageSlugOf(slug, type) };
  const id = pageId(type, page.slug);
  if (FROM_PAGE.has(id)) throw new Error(`Two events would share the page ${id}: ${FROM_PAGE.get(id)} and ${slug}`);
  TO_PAGE.set(slug, page);
  FROM_PAGE.set(id, slug);
}

/** Engine slugs by their page, in the rule table's order. */
export const PAGE_SLUGS: ReadonlyMap<string, PageKey> = TO_PAGE;

/**
 * Listed aliases: (type, alias) -> engine slug. The seed's short slugs first
 * (those the rule already gives, such as ekadashi/nirjala or pradosh/shani,
 * need no entry), then other common names.
 */
const LISTED_ALIASES: Readonly<Record<string, string>> = {
  // The seed's.
  'amavasya/pitru': 'sarva-pitru-amavasya',
  'purnima/sharad': 'sharad-purnima',
  'purnima/maghi': 'magha-purnima',
  // "Holi Purnima": the Phalguna Purnima on whose night Holika is burnt (Holi itself is the next day, festival/holi).
  'purnima/holi': 'phalguna-purnima',
  // The month's Amavasya that carries another name (Magha: Mauni).
  'amavasya/magha': 'mauni-amavasya',
  'pradosh/bhaumvaar': 'bhauma-pradosh',
  'pradosh/budh': 'budha-pradosh',
  // Other names in common use: the month names of the Purnimas and Amavasyas that carry another name.
  'amavasya/magh': 'mauni-amavasya',
  'amavasya/ashwina': 'sarva-pitru-amavasya',
  'amavasya/ashwin': 'sarva-pitru-amavasya',
  'purnima/vaishakha': 'buddha-purnima',
  'purnima/vaishakh': 'buddha-purnima',
  'purnima/ashadha': 'guru-purnima',
  'purnima/ashadh': 'guru-purnima',
  'pradosh/som': 'soma-pradosh',
  'pradosh/bhaum': 'bhauma-pradosh',
  'pradosh/mangal': 'bhauma-pradosh',
  'amavasya/sarva-pitru-moksha': 'sarva-pitru-amavasya',
  'amavasya/mahalaya': 'sarva-pitru-amavasya',
  'purnima/kojagara': 'sharad-purnima',
  'purnima/kojagiri': 'sharad-purnima',
  'ekadashi/prabodhini': 'dev-uthani-ekadashi',
  'ekadashi/devuthani': 'dev-uthani-ekadashi',
  'ekadashi/dev-uthani-prabodhini': 'dev-uthani-ekadashi',
  'ekadashi/harishayani': 'devshayani-ekadashi',
  'ekadashi/ashadhi': 'devshayani-ekadashi',
  'ekadashi/parivartini': 'parsva-ekadashi',
  'sankranti/makara': 'makar-sankranti',
  'sankranti/mesha': 'mesh-sankranti',
  'sankranti/vrishabha': 'vrishabh-sankranti',
  'sankranti/mithuna': 'mithun-sankranti',
  'sankranti/karka': 'kark-sankranti',
  'sankranti/singh': 'simha-sankranti',
  'sankranti/vrishchika': 'vrishchik-sankranti',
  'sankranti/kumbha': 'kumbh-sankranti',
  'sankranti/meena': 'meen-sankranti',
  'festival/pongal-sankranti': 'pongal',
};

/** Names that stand for more than one event: the page lists them all. */
const AMBIGUOUS: Readonly<Record<string, readonly string[]>> = {
  'ekadashi/putrada': ['shravana-putrada-ekadashi', 'pausha-putrada-ekadashi'],
};

/** The short spellings of the site's month names (Kartika -> kartik), as Hindi speakers write them in Latin letters. */
const SHORT_MONTHS: Readonly<Record<string, string>> = {
  vaishakha: 'vaishakh',
  ashadha: 'ashadh',
  shravana: 'shravan',
  bhadrapada: 'bhadrapad',
  ashwina: 'ashwin',
  kartika: 'kartik',
  pausha: 'paush',
  magha: 'magh',
  phalguna: 'phalgun',
};

function buildAliases(): Map<string, string> {
  const out = new Map<string, string>();
  for (const [slug, page] of TO_PAGE) {
    const [first, ...rest] = page.slug.split('-');
    const short = SHORT_MONTHS[first];
    if (short) out.set(pageId(page.type, [short, ...rest].join('-')), slug);
  }
  for (const [id, slug] of Object.entries(LISTED_ALIASES)) {
    if (!TO_PAGE.has(slug)) throw new Error(`Alias ${id} names an unknown event ${slug}`);
    out.set(id, slug);
  }
  for (const id of [...out.keys(), ...Object.keys(AMBIGUOUS)]) {
    if (FROM_PAGE.has(id)) throw new Error(`Alias ${id} is already a canonical page`);
  }
  return out;
}

const ALIASES = buildAliases();

/** Every alias with the engine slug it leads to (for tests). */
export const PAGE_ALIASES: ReadonlyMap<string, string> = ALIASES;
export const AMBIGUOUS_PAGES: Readonly<Record<string, readonly string[]>> = AMBIGUOUS;

/** The page of an engine slug (type and page slug), or null for a slug the engine does not know. */
export function festivalPage(engineSlug: string): PageKey | null {
  return TO_PAGE.get(engineSlug) ?? null;
}

/**
 * Locale-less path of an event's page in a year (`/festivals/ekadashi/nirjala-2026`),
 * at a city when one is given (`.../nirjala-2026/varanasi`), in conventions other
 * than the defaults when given (the default city's when no city is). Throws for an unknown slug.
 */
export function festivalPagePath(engineSlug: string, year: number, city: string | null = null, conv: Partial<Conventions> = {}): string {
  const page = TO_PAGE.get(engineSlug);
  if (!page) throw new RangeError(`No festival page for "${engineSlug}"`);
  const named = nonDefaultConventions(conv);
  const at = city ?? (Object.keys(named).length > 0 ? DEFAULT_CITY_SLUG : null);
  return pagePath('festivalDetail', { festivalType: page.type as FestivalPageType, festival: `${page.slug}-${year}`, ...(at ? { city: at } : {}), conv: named });
}

/** The page of an event (engine slug) in a year, or null for a slug without one (the sitemap's and the search's). */
export const festivalPagePathOf = (engineSlug: string, year: number): string | null => (festivalPage(engineSlug) ? festivalPagePath(engineSlug, year) : null);

export type PageRequest =
  | { kind: 'page'; slug: string; year: number }
  | { kind: 'redirect'; slug: string; year: number; path: string }
  | { kind: 'choice'; slugs: readonly string[]; year: number };

const PARAM_RE = /^([a-z0-9]+(?:-[a-z0-9]+)*)-(\d{4})$/;

/**
 * What `/festivals/{type}/{param}` names: a canonical page, an alias to
 * redirect, a name of several events, or null (unknown slug, a year outside
 * 1900-2100, a malformed segment: the 404 page).
 */
export function resolveFestivalPage(type: string, param: string): PageRequest | null {
  const m = PARAM_RE.exec(param);
  if (!m) return null;
  const year = Number(m[2]);
  if (year < MIN_YEAR || year > MAX_YEAR) return null;
  const id = pageId(type, m[1]);
  const slug = FROM_PAGE.get(id);
  if (slug) return { kind: 'page', slug, year };
  const alias = ALIASES.get(id);
  if (alias) return { kind: 'redirect', slug: alias, year, path: festivalPagePath(alias, year) };
  const choice = AMBIGUOUS[id];
  if (choice) return { kind: 'choice', slugs: choice, year };
  return null;
}
