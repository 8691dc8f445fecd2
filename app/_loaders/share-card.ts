/**
 * Loader of the share cards (/og/...): the card a key names, built from the
 * same loaders and view models its page renders (a day card from
 * loadPanchangDay, a Choghadiya card from loadChoghadiya, a festival month
 * from loadFestivalMonth, an eclipse year from eclipseList, a festival from
 * festivalDetailAt, ...), so a card can never say something its page does
 * not. An unknown city, article, eclipse or festival is a 404; the form of
 * each value was checked when the URL was parsed.
 */
import type { Locale } from '@/i18n/routing';
import { articlesInCategory, getArticleById } from '@/lib/blog';
import { cityDisplayName } from '@/lib/selection/params';
import {
  articleCard,
  categoryCard,
  choghadiyaCard,
  dayCard,
  eclipseCard,
  festivalChoiceCard,
  festivalDetailCard,
  festivalMonthCard,
  grahanCard,
  horaCard,
  lagnaCard,
  monthCard,
  muhuratCard,
  nakshatraFinderCard,
  nakshatraListCard,
  observanceListCard,
  pitruPakshaCard,
  staticPageCard,
  tithiListCard,
  windowCard,
  type ToolCardFrame,
} from '@/lib/share-card/cards';
import type { CardKey, CardTool, ToolCardQuery } from '@/lib/share-card/keys';
import type { CardSpec } from '@/lib/share-card/spec';
import { splitIsoDate } from '@/engine';
import { resolveFestivalPage } from '@/lib/festivals/pages';
import { festivalFilterOf, type ListType } from '@/lib/festivals/routes';
import { firstParam } from '@/lib/selection/params';
import { resolveSelection } from '@/lib/selection/resolve';
import { loadChoghadiya, loadHora, loadLagna, loadMuhuratDay, loadPanchangDay, loadWindowWeek } from './day';
import { festivalDetailAt } from './festival-detail';
import { loadFestivalMonth, loadObservanceList } from './festivals';
import { loadNakshatraFinder } from './finders';
import { loadNakshatraList, loadTithiList } from './limb-lists';
import { loadMonth } from './month';
import { buildSelection, requestNow, type PageSelection, type SearchParams } from './selection';
import { eclipseDetail, eclipseList, pitruPakshaOf } from './year-pages';

export type LoadedCard = { ok: true; spec: CardSpec } | { ok: false; status: 404; field: string; error: string };

type ToolCard = (sel: PageSelection, f: ToolCardFrame) => CardSpec | Promise<CardSpec>;

/** A year list's card: the list of the date's year (the card lists its dates from that date on). */
const listCard =
  (type: ListType): ToolCard =>
  async (sel, f) =>
    observanceListCard(await loadObservanceList(type, { sel, year: splitIsoDate(sel.date).year, yearFromUrl: true }), f);

/** Every tool's card: its page's loader and the card built from the view model. */
const TOOL_CARDS: Readonly<Record<CardTool, ToolCard>> = {
  panchang: async (sel, f) => dayCard(await loadPanchangDay(sel), f),
  todayPanchang: async (sel, f) => dayCard(await loadPanchangDay(sel), f),
  tithiToday: async (sel, f) => dayCard(await loadPanchangDay(sel), f),
  monthlyPanchang: async (sel, f) => monthCard(await loadPanchangDay(sel), (await loadMonth(sel)).month, f),
  tithi: (sel, f) => tithiListCard(loadTithiList(sel), f),
  nakshatra: (sel, f) => nakshatraListCard(loadNakshatraList(sel), f),
  nakshatraFinder: (sel, f) => nakshatraFinderCard(loadNakshatraFinder(sel).view, f),
  muhurat: (sel, f) => muhuratCard(loadMuhuratDay(sel), f),
  todayMuhurat: (sel, f) => muhuratCard(loadMuhuratDay(sel), f),
  rahuKaal: (sel, f) => windowCard(loadWindowWeek(sel, 'rahu_kaal'), 'rahu_kaal', f),
  abhijitMuhurat: (sel, f) => windowCard(loadWindowWeek(sel, 'abhijit'), 'abhijit', f),
  choghadiya: (sel, f) => choghadiyaCard(loadChoghadiya(sel), f),
  hora: (sel, f) => horaCard(loadHora(sel), f),
  lagna: (sel, f) => lagnaCard(loadLagna(sel), f),
  astrology: (sel, f) => lagnaCard(loadLagna(sel), f),
  festivals: async (sel, f) => {
    const { year, month } = splitIsoDate(sel.date);
    // The filter was checked when the URL was parsed (parseToolCardQuery).
    const filter = festivalFilterOf(firstParam(sel.query.type)) ?? 'all';
    return festivalMonthCard(await loadFestivalMonth({ sel, year, month, filter }), f);
  },
  ekadashi: listCard('ekadashi'),
  purnima: listCard('purnima'),
  amavasya: listCard('amavasya'),
  pradosh: listCard('pradosh'),
  sankranti: listCard('sankranti'),
};

/** The page's query as its loaders read it: the date and the card's own values, as strings. */
function pageQuery(date: string, q: ToolCardQuery): SearchParams {
  const query: SearchParams = { date };
  for (const [k, v] of Object.entries(q)) if (v !== undefined) query[k] = String(v);
  return query;
}

const notFound = (field: string, error: string): LoadedCard => ({ ok: false, status: 404, field, error });

/** The page's selection of a city and date (an unknown city is a 404). */
function selectionOf(locale: Locale, city: string, query: SearchParams): PageSelection | LoadedCard {
  const r = buildSelection(locale, city, query, requestNow());
  return r.ok ? r.sel : notFound(r.field, r.error);
}

async function toolCard(locale: Locale, tool: CardTool, city: string, date: string, q: ToolCardQuery): Promise<LoadedCard> {
  const sel = selectionOf(locale, city, pageQuery(date, q));
  if ('ok' in sel) return sel;
  return { ok: true, spec: await TOOL_CARDS[tool](sel, { locale, tool, city: cityDisplayName(sel.city, locale), date: sel.date }) };
}

/** A year page's card: the year's eclipses or one of them, or the year's Pitru Paksha, at the city. */
function yearCard(key: Extract<CardKey, { kind: 'year' }>): LoadedCard {
  const sel = selectionOf(key.locale, key.city, {});
  if ('ok' in sel) return sel;
  const f = { locale: key.locale, city: cityDisplayName(sel.city, key.locale), year: key.year };
  if (key.tool === 'pitruPaksha') return { ok: true, spec: pitruPakshaCard(pitruPakshaOf(sel, key.year), f) };
  if (!key.eclipse) return { ok: true, spec: grahanCard(eclipseList(sel, key.year), f) };
  const e = eclipseDetail(sel, key.year, key.eclipse);
  return e ? { ok: true, spec: eclipseCard(e, f) } : notFound('eclipse', `No eclipse "${key.eclipse}" in ${key.year}`);
}

/** A festival detail page's card; an alias draws the card of the page it redirects to. */
async function festivalCard(key: Extract<CardKey, { kind: 'festival' }>): Promise<LoadedCard> {
  const req = resolveFestivalPage(key.type, key.param);
  if (!req) return notFound('festival', `No festival page "${key.type}/${key.param}"`);
  const sel = resolveSelection({ city: key.city });
  if (!sel.ok) return notFound('city', `Unknown city "${key.city}"`);
  // The card shows the page's year only: no years around it are computed.
  const page = await festivalDetailAt(key.locale, req.kind === 'redirect' ? { kind: 'page', slug: req.slug, year: req.year } : req, sel, 0);
  return {
    ok: true,
    spec: page.kind === 'detail' ? festivalDetailCard(page.view, key.locale) : festivalChoiceCard(page.view, key.locale, cityDisplayName(sel.city, key.locale)),
  };
}

export async function loadCard(key: CardKey): Promise<LoadedCard> {
  switch (key.kind) {
    case 'tool':
      return toolCard(key.locale, key.tool, key.city, key.date, key.query);
    case 'year':
      return yearCard(key);
    case 'festival':
      return festivalCard(key);
    case 'page':
      return { ok: true, spec: staticPageCard(key.locale, key.page) };
    case 'article': {
      const a = getArticleById(key.locale, key.id);
      if (!a) return notFound('article', `Unknown article "${key.id}"`);
      return { ok: true, spec: articleCard(key.locale, a) };
    }
    case 'category':
      if (articlesInCategory(key.locale, key.category).length === 0) return notFound('category', `No articles in category "${key.category}"`);
      return { ok: true, spec: categoryCard(key.locale, key.category) };
  }
}
