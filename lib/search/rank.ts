/**
 * The site search's ranking over plain documents (pure; lib/search/sources.ts
 * builds the documents). A document has names (its title in every language
 * and its alternate spellings) and text (description, body). A query matches
 * when each of its words starts a word of the document; the score says how
 * well:
 *
 *   100  a name is the query            (diwali -> Diwali)
 *    80  a name starts with the query   (rahu -> Rahu Kaal)
 *    60  each query word starts a word of one name (kaal rahu -> Rahu Kaal)
 *    30  each query word starts a word of the names or text, one at least in a name
 *    10  each query word starts a word of the text
 *
 * Matches on the loose form of Latin spellings (normalize.ts) score 5 less.
 * Equal scores go by the document's own order (`rank`, lower first: the
 * source decides, e.g. a festival's next date), then by title.
 */
import { fold, loosen, words } from './normalize';

export const SEARCH_KINDS = ['pages', 'festivals', 'articles', 'cities'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export interface SearchDoc {
  kind: SearchKind;
  /** Display title, in the page's language. */
  title: string;
  /** A line under the title (a date, a state, a description). */
  detail?: string;
  /** Locale-less href. */
  href: string;
  /** Titles in every language and alternate spellings. */
  names: string[];
  /** Description and body. */
  text?: string;
  /** Order among equal scores, lower first. */
  rank?: number;
}

interface Forms {
  whole: string;
  words: string[];
}

interface IndexedDoc {
  doc: SearchDoc;
  strict: { names: Forms[]; text: Set<string> };
  loose: { names: Forms[]; text: Set<string> };
}

export interface SearchIndex {
  docs: IndexedDoc[];
}

const forms = (s: string): Forms => ({ whole: s, words: words(s) });

export function buildIndex(docs: SearchDoc[]): SearchIndex {
  return {
    docs: docs.map((doc) => {
      const names = doc.names.map(fold).filter(Boolean);
      const text = words(fold(doc.text ?? ''));
      return {
        doc,
        strict: { names: names.map(forms), text: new Set(text) },
        loose: { names: names.map((n) => forms(loosen(n))), text: new Set(text.map(loosen)) },
      };
    }),
  };
}

/** Whether the word starts a word of the list (a one-letter query word must be a whole word). */
const startsAWord = (list: Iterable<string>, q: string) => {
  for (const w of list) if (q.length === 1 ? w === q : w.startsWith(q)) return true;
  return false;
};

function score(side: IndexedDoc['strict'], q: Forms): number {
  let best = 0;
  for (const n of side.names) {
    if (n.whole === q.whole) return 100;
    if (q.whole.length >= 2 && n.whole.startsWith(q.whole)) best = Math.max(best, 80);
    else if (q.words.every((w) => startsAWord(n.words, w))) best = Math.max(best, 60);
  }
  if (best > 0) return best;
  const inNames = (w: string) => side.names.some((n) => startsAWord(n.words, w));
  const inText = (w: string) => startsAWord(side.text, w);
  if (!q.words.every((w) => inNames(w) || inText(w))) return 0;
  return q.words.some(inNames) ? 30 : 10;
}

export interface SearchHit {
  doc: SearchDoc;
  score: number;
}

/** The documents matching a query, best first; [] for a query with no letters. */
export function searchIndex(index: SearchIndex, query: string): SearchHit[] {
  const strict = forms(fold(query));
  if (strict.words.length === 0) return [];
  const loose = forms(loosen(strict.whole));
  const hits: SearchHit[] = [];
  for (const d of index.docs) {
    const s = Math.max(score(d.strict, strict), score(d.loose, loose) - 5);
    if (s > 0) hits.push({ doc: d.doc, score: s });
  }
  return hits.sort((a, b) => b.score - a.score || (a.doc.rank ?? 0) - (b.doc.rank ?? 0) || a.doc.title.localeCompare(b.doc.title));
}

/** A score reached by a match on a name. */
const NAME_MATCH = 30;

/**
 * Whether a hit matched on a name. City hits come from the city index, which
 * matches place names only (lib/search/sources.ts gives them score 1 and
 * keeps the index's own order as `rank`): each of them is a name match.
 */
const byName = (h: SearchHit) => h.doc.kind === 'cities' || h.score >= NAME_MATCH;

/**
 * Hits grouped by kind, at most `perKind` each. Within a kind where
 * something matched by name, matches in the text alone are left out
 * (Diwali, not every festival whose description mentions it); where nothing
 * did, they are the results (an article's body). The kinds with a name
 * match come first, then those matched in their text only, each part in the
 * order of SEARCH_KINDS: "new york" shows the city before the articles that
 * merely mention it.
 */
export function groupHits(hits: SearchHit[], perKind: number): { kind: SearchKind; hits: SearchHit[] }[] {
  const groups = SEARCH_KINDS.map((kind) => {
    const ofKind = hits.filter((h) => h.doc.kind === kind);
    const named = ofKind.some(byName);
    return { kind, named, hits: ofKind.filter((h) => !named || byName(h)).slice(0, perKind) };
  }).filter((g) => g.hits.length > 0);
  return [...groups.filter((g) => g.named), ...groups.filter((g) => !g.named)].map(({ kind, hits: h }) => ({ kind, hits: h }));
}
