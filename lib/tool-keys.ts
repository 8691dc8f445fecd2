/**
 * The tools' keys and the loading message a navigation to one (or its error
 * page) shows: the part of lib/tools the browser needs (the tool pickers, the
 * computed pages' error page), apart from the related-tools lists, which
 * only the server renders. lib/tools re-exports all of it. Client-safe.
 */
import { PAGE_KEYS, PAGE_TYPES, pageType, type PageKey } from '@/lib/urls/pages';

export type ToolKey =
  | 'home'
  | 'panchang'
  | 'todayPanchang'
  | 'monthlyPanchang'
  | 'tithi'
  | 'nakshatra'
  | 'tithiToday'
  | 'nakshatraFinder'
  | 'muhurat'
  | 'todayMuhurat'
  | 'rahuKaal'
  | 'choghadiya'
  | 'hora'
  | 'abhijitMuhurat'
  | 'shubhMuhurat'
  | 'gowriPanchangam'
  | 'doGhati'
  | 'astrology'
  | 'lagna'
  | 'grahas'
  | 'festivals'
  | 'ekadashi'
  | 'purnima'
  | 'amavasya'
  | 'pradosh'
  | 'sankranti'
  | 'grahan'
  | 'pitruPaksha';

/** Which loading message a navigation to a tool (or a page below one) shows (messages `loading.*`). */
export const toolLoading = (key: PageKey): 'panchang' | 'timings' => pageType(key).loading ?? 'panchang';

/** The tools, in the order of ToolKey. */
export const TOOL_KEYS: readonly ToolKey[] = [
  'home',
  'panchang',
  'todayPanchang',
  'monthlyPanchang',
  'tithi',
  'nakshatra',
  'tithiToday',
  'nakshatraFinder',
  'muhurat',
  'todayMuhurat',
  'rahuKaal',
  'choghadiya',
  'hora',
  'abhijitMuhurat',
  'shubhMuhurat',
  'gowriPanchangam',
  'doGhati',
  'astrology',
  'lagna',
  'grahas',
  'festivals',
  'ekadashi',
  'purnima',
  'amavasya',
  'pradosh',
  'sankranti',
  'grahan',
  'pitruPaksha',
];

export const isTool = (key: string): key is ToolKey => (TOOL_KEYS as readonly string[]).includes(key);

/**
 * The loading message of the page a locale-less path is under, for the error
 * page of the computed pages (which names what could not be computed): the
 * page type with the longest fixed prefix the path starts with (among equals,
 * the first in the table's order with a form of as many slots as the path has
 * segments after it, as parsing tries them), its tool's message, else the
 * Panchang's. It reads the page table alone, not the URL module's parsers
 * (lib/urls/paths.ts), which the error page would otherwise send to every
 * computed page's browser (issue 24); a path whose slots do not read (a
 * mistyped date) still names the tool it is under.
 */
export function loadingOfPath(pathname: string): 'panchang' | 'timings' {
  const segments = pathname.split('/').filter(Boolean);
  const score = (k: PageKey): number => {
    const { prefix, forms } = PAGE_TYPES[k];
    if (prefix.length === 0 || !prefix.every((p, i) => segments[i] === p)) return -1;
    return 2 * prefix.length + (forms.some((f) => f.length === segments.length - prefix.length) ? 1 : 0);
  };
  let best: PageKey | null = null;
  for (const k of PAGE_KEYS) if (score(k) >= 0 && (best === null || score(k) > score(best))) best = k;
  return best !== null && isTool(best) ? toolLoading(best) : 'panchang';
}
