/**
 * The site's tools (pages a visitor uses with a city and a date): their
 * keys, the loading message a navigation to one shows, and the related
 * tools each page offers. Labels and one-line blurbs are messages under
 * `tools.<key>`; their paths are lib/urls' (`linkTo(key, { city, date })`).
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

/** Related tools to offer on a page: the curated list, never the page itself, at most six. */
const RELATED: Readonly<Record<ToolKey, readonly ToolKey[]>> = {
  home: ['todayPanchang', 'monthlyPanchang', 'choghadiya', 'rahuKaal', 'tithiToday', 'lagna'],
  // The hubs introduce their own section's tools; their related tools lead to the other sections.
  panchang: ['muhurat', 'astrology', 'todayMuhurat', 'rahuKaal', 'choghadiya', 'lagna'],
  todayPanchang: ['monthlyPanchang', 'todayMuhurat', 'rahuKaal', 'choghadiya', 'tithiToday', 'lagna'],
  monthlyPanchang: ['todayPanchang', 'tithi', 'nakshatra', 'tithiToday', 'nakshatraFinder', 'todayMuhurat'],
  tithi: ['tithiToday', 'todayPanchang', 'monthlyPanchang', 'nakshatra', 'nakshatraFinder', 'todayMuhurat'],
  nakshatra: ['nakshatraFinder', 'todayPanchang', 'tithi', 'monthlyPanchang', 'lagna', 'hora'],
  tithiToday: ['tithi', 'todayPanchang', 'monthlyPanchang', 'nakshatraFinder', 'todayMuhurat', 'choghadiya'],
  nakshatraFinder: ['nakshatra', 'tithiToday', 'todayPanchang', 'monthlyPanchang', 'lagna', 'tithi'],
  muhurat: ['panchang', 'astrology', 'todayPanchang', 'monthlyPanchang', 'tithiToday', 'lagna'],
  todayMuhurat: ['rahuKaal', 'choghadiya', 'hora', 'abhijitMuhurat', 'todayPanchang', 'lagna'],
  rahuKaal: ['choghadiya', 'abhijitMuhurat', 'todayMuhurat', 'hora', 'todayPanchang', 'monthlyPanchang'],
  choghadiya: ['hora', 'rahuKaal', 'abhijitMuhurat', 'todayMuhurat', 'todayPanchang', 'lagna'],
  hora: ['choghadiya', 'rahuKaal', 'lagna', 'todayMuhurat', 'abhijitMuhurat', 'todayPanchang'],
  abhijitMuhurat: ['rahuKaal', 'choghadiya', 'todayMuhurat', 'hora', 'todayPanchang', 'monthlyPanchang'],
  // Shubh Muhurat: the day's own timings, then the month and the festivals a date is planned around.
  shubhMuhurat: ['todayMuhurat', 'choghadiya', 'rahuKaal', 'monthlyPanchang', 'festivals', 'lagna'],
  // The Tamil and the muhurta-by-muhurta tables of the day: each other, and the day's other divisions.
  gowriPanchangam: ['choghadiya', 'doGhati', 'rahuKaal', 'hora', 'todayMuhurat', 'todayPanchang'],
  doGhati: ['todayMuhurat', 'abhijitMuhurat', 'choghadiya', 'gowriPanchangam', 'hora', 'todayPanchang'],
  astrology: ['panchang', 'muhurat', 'todayPanchang', 'tithi', 'choghadiya', 'rahuKaal'],
  lagna: ['hora', 'choghadiya', 'nakshatra', 'todayPanchang', 'todayMuhurat', 'astrology'],
  grahas: ['lagna', 'astrology', 'todayPanchang', 'nakshatra', 'sankranti', 'grahan'],
  festivals: ['ekadashi', 'purnima', 'amavasya', 'pradosh', 'sankranti', 'monthlyPanchang'],
  ekadashi: ['festivals', 'purnima', 'amavasya', 'pradosh', 'sankranti', 'tithiToday'],
  purnima: ['festivals', 'amavasya', 'ekadashi', 'sankranti', 'pradosh', 'monthlyPanchang'],
  amavasya: ['festivals', 'purnima', 'ekadashi', 'sankranti', 'pradosh', 'monthlyPanchang'],
  pradosh: ['festivals', 'ekadashi', 'purnima', 'amavasya', 'sankranti', 'tithiToday'],
  sankranti: ['festivals', 'purnima', 'amavasya', 'ekadashi', 'pradosh', 'monthlyPanchang'],
  grahan: ['pitruPaksha', 'todayPanchang', 'monthlyPanchang', 'todayMuhurat', 'tithiToday', 'lagna'],
  pitruPaksha: ['grahan', 'todayPanchang', 'monthlyPanchang', 'tithiToday', 'tithi', 'todayMuhurat'],
};

export const MAX_RELATED = 6;

export function relatedTools(current: ToolKey): ToolKey[] {
  return RELATED[current].filter((k) => k !== current).slice(0, MAX_RELATED);
}
