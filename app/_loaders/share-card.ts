/**
 * Loader of the share cards (/og/...): the card a key names, built from the
 * same loaders and view models its page renders (a day card from
 * loadPanchangDay, a Choghadiya card from loadChoghadiya, ...), so a card
 * can never say something its page does not. An unknown city or article is
 * a 404; the form of each value was checked when the URL was parsed.
 */
import type { Locale } from '@/i18n/routing';
import { articlesInCategory, getArticleById } from '@/lib/blog';
import { cityDisplayName } from '@/lib/selection/params';
import {
  articleCard,
  categoryCard,
  choghadiyaCard,
  dayCard,
  horaCard,
  lagnaCard,
  monthCard,
  muhuratCard,
  nakshatraFinderCard,
  nakshatraListCard,
  staticPageCard,
  tithiListCard,
  windowCard,
  type ToolCardFrame,
} from '@/lib/share-card/cards';
import type { CardKey, CardTool, ToolCardQuery } from '@/lib/share-card/keys';
import type { CardSpec } from '@/lib/share-card/spec';
import { loadChoghadiya, loadHora, loadLagna, loadMuhuratDay, loadPanchangDay, loadWindowWeek } from './day';
import { loadNakshatraFinder } from './finders';
import { loadNakshatraList, loadTithiList } from './limb-lists';
import { loadMonth } from './month';
import { buildSelection, requestNow, type PageSelection, type SearchParams } from './selection';

export type LoadedCard = { ok: true; spec: CardSpec } | { ok: false; status: 404; field: string; error: string };

type ToolCard = (sel: PageSelection, f: ToolCardFrame) => CardSpec;

/** Every tool's card: its page's loader and the card built from the view model. */
const TOOL_CARDS: Readonly<Record<CardTool, ToolCard>> = {
  panchang: (sel, f) => dayCard(loadPanchangDay(sel), f),
  todayPanchang: (sel, f) => dayCard(loadPanchangDay(sel), f),
  tithiToday: (sel, f) => dayCard(loadPanchangDay(sel), f),
  monthlyPanchang: (sel, f) => monthCard(loadPanchangDay(sel), loadMonth(sel).month, f),
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
};

/** The page's query as its loaders read it: the date and the card's own values, as strings. */
function pageQuery(date: string, q: ToolCardQuery): SearchParams {
  const query: SearchParams = { date };
  for (const [k, v] of Object.entries(q)) if (v !== undefined) query[k] = String(v);
  return query;
}

function toolCard(locale: Locale, tool: CardTool, city: string, date: string, q: ToolCardQuery): LoadedCard {
  const r = buildSelection(locale, city, pageQuery(date, q), requestNow());
  if (!r.ok) return { ok: false, status: 404, field: r.field, error: r.error };
  const sel = r.sel;
  return { ok: true, spec: TOOL_CARDS[tool](sel, { locale, tool, city: cityDisplayName(sel.city, locale), date: sel.date }) };
}

export function loadCard(key: CardKey): LoadedCard {
  switch (key.kind) {
    case 'tool':
      return toolCard(key.locale, key.tool, key.city, key.date, key.query);
    case 'page':
      return { ok: true, spec: staticPageCard(key.locale, key.page) };
    case 'article': {
      const a = getArticleById(key.locale, key.id);
      if (!a) return { ok: false, status: 404, field: 'article', error: `Unknown article "${key.id}"` };
      return { ok: true, spec: articleCard(key.locale, a) };
    }
    case 'category':
      if (articlesInCategory(key.locale, key.category).length === 0) {
        return { ok: false, status: 404, field: 'category', error: `No articles in category "${key.category}"` };
      }
      return { ok: true, spec: categoryCard(key.locale, key.category) };
  }
}
