/**
 * The site's tools (pages a visitor uses with a city and a date) as data:
 * their locale-less path, whether they also exist per city
 * (`/muhurat/hora/varanasi`), and how to link to one for a selection.
 * Labels and one-line blurbs are messages under `tools.<key>`.
 */
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
  | 'astrology'
  | 'lagna'
  | 'grahan'
  | 'pitruPaksha';

export interface Tool {
  key: ToolKey;
  /** Locale-less path of the page without a city. */
  path: string;
  /** Where a chosen city leads: `${cityBase}/${slug}`; hubs lead to their main tool. */
  cityBase: string | null;
  /** Which loading message navigation to it shows (messages `loading.*`). */
  loading: 'panchang' | 'timings';
}

const TIMINGS_TOOLS = new Set<ToolKey>(['muhurat', 'todayMuhurat', 'rahuKaal', 'choghadiya', 'hora', 'abhijitMuhurat', 'astrology', 'lagna']);

const tool = (key: ToolKey, path: string, cityBase: string | null = path): Tool => ({
  key,
  path,
  cityBase,
  loading: TIMINGS_TOOLS.has(key) ? 'timings' : 'panchang',
});

export const TOOLS: Readonly<Record<ToolKey, Tool>> = {
  home: tool('home', '/', null),
  panchang: tool('panchang', '/panchang', '/panchang/today'),
  todayPanchang: tool('todayPanchang', '/panchang/today'),
  monthlyPanchang: tool('monthlyPanchang', '/panchang/monthly'),
  tithi: tool('tithi', '/panchang/tithi'),
  nakshatra: tool('nakshatra', '/panchang/nakshatra'),
  tithiToday: tool('tithiToday', '/tithi-today'),
  nakshatraFinder: tool('nakshatraFinder', '/nakshatra-finder'),
  muhurat: tool('muhurat', '/muhurat', '/muhurat/today'),
  todayMuhurat: tool('todayMuhurat', '/muhurat/today'),
  rahuKaal: tool('rahuKaal', '/muhurat/rahu-kaal'),
  choghadiya: tool('choghadiya', '/muhurat/choghadiya'),
  hora: tool('hora', '/muhurat/hora'),
  abhijitMuhurat: tool('abhijitMuhurat', '/muhurat/abhijit-muhurat'),
  astrology: tool('astrology', '/astrology', '/lagna'),
  lagna: tool('lagna', '/lagna'),
  grahan: tool('grahan', '/festivals/grahan'),
  pitruPaksha: tool('pitruPaksha', '/festivals/pitru-paksha'),
};

export interface SelectionQuery {
  /** City slug; omitted: the page's default city. */
  city?: string | null;
  /** `yyyy-MM-dd`; omitted: today. */
  date?: string | null;
  /** Extra query parameters (e.g. `system=purnimanta`), kept in this order. */
  extra?: Record<string, string | undefined>;
}

/**
 * The URL (locale-less) of a tool for a city and date:
 * `/panchang/today/varanasi?date=2025-11-22`. The home page takes the city
 * as `?city=` (its path has no city segment).
 */
export function toolHref(key: ToolKey, { city, date, extra }: SelectionQuery = {}): string {
  const t = TOOLS[key];
  const params = new URLSearchParams();
  let path = t.path;
  if (city) {
    if (t.cityBase) path = `${t.cityBase}/${city}`;
    else params.set('city', city);
  }
  if (date) params.set('date', date);
  for (const [k, v] of Object.entries(extra ?? {})) if (v) params.set(k, v);
  const q = params.toString();
  return q ? `${path}?${q}` : path;
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
  astrology: ['panchang', 'muhurat', 'todayPanchang', 'tithi', 'choghadiya', 'rahuKaal'],
  lagna: ['hora', 'choghadiya', 'nakshatra', 'todayPanchang', 'todayMuhurat', 'astrology'],
  grahan: ['pitruPaksha', 'todayPanchang', 'monthlyPanchang', 'todayMuhurat', 'tithiToday', 'lagna'],
  pitruPaksha: ['grahan', 'todayPanchang', 'monthlyPanchang', 'tithiToday', 'tithi', 'todayMuhurat'],
};

export const MAX_RELATED = 6;

export function relatedTools(current: ToolKey): ToolKey[] {
  return RELATED[current].filter((k) => k !== current).slice(0, MAX_RELATED);
}
