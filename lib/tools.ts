/**
 * The site's tools (pages a visitor uses with a city and a date): their
 * keys, the loading message a navigation to one shows, and the related
 * tools each page offers. Labels and one-line blurbs are messages under
 * `tools.<key>`; their paths are lib/urls' (`linkTo(key, { city, date })`).
 */
import type { ToolKey } from './tool-keys';

export { isTool, loadingOfPath, TOOL_KEYS, toolLoading, type ToolKey } from './tool-keys';

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
