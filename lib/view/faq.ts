/**
 * The site's questions and answers (the /faq page; the home page shows
 * HOME_FAQ of them and links to the rest). The texts are messages
 * (`home.faq.<id>.q` and `.a`, both languages); an answer's links are tags
 * in its message (`<tool>Rahu Kaal page</tool>`) whose targets are written
 * here once, as locale-less paths checked by the Knowledge Hub's link rules
 * (a link to a page that does not exist fails the build of the view). The
 * accuracy answer quotes the measured agreement from lib/site-stats.ts.
 */
import type { Locale } from '@/i18n/routing';
import { siteLink } from '@/lib/blog';
import { REFERENCE_AGREEMENT, tithiLengthText } from '@/lib/site-stats';

export const FAQ = [
  { id: 'tithi', links: { article: '/blog/tithi', list: '/panchang/tithi', moment: '/tithi-today' } },
  { id: 'ekadashiDate', links: { article: '/blog/ekadashi-and-parana' } },
  { id: 'rahuKaal', links: { tool: '/muhurat/rahu-kaal', article: '/blog/rahu-kaal-yamaganda-gulika' } },
  { id: 'choghadiya', links: { tool: '/muhurat/choghadiya', article: '/blog/choghadiya' } },
  { id: 'nakshatra', links: { list: '/panchang/nakshatra', finder: '/nakshatra-finder', article: '/blog/nakshatra' } },
  { id: 'kshayaVriddhi', links: { month: '/panchang/monthly', article: '/blog/tithi' } },
  { id: 'abhijit', links: { tool: '/muhurat/abhijit-muhurat', today: '/muhurat/today', article: '/blog/abhijit-and-brahma-muhurat' } },
  { id: 'hora', links: { tool: '/muhurat/hora', article: '/blog/hora' } },
  { id: 'months', links: { today: '/panchang/today' } },
  { id: 'accuracy', links: { article: '/blog/how-we-compute', about: '/about' } },
] as const;

export type FaqId = (typeof FAQ)[number]['id'];

/** The questions the home page shows, the ones asked most about the day's Panchang. */
export const HOME_FAQ: readonly FaqId[] = ['tithi', 'ekadashiDate', 'rahuKaal', 'choghadiya'];

export interface FaqItemView {
  id: FaqId;
  /** Tag of the answer's message → href in the page's language. */
  links: Record<string, string>;
  /** Placeholder values of the answer's message. */
  values: Record<string, number | string>;
}

const a = REFERENCE_AGREEMENT;
const VALUES: Partial<Record<FaqId, Record<string, number>>> = {
  accuracy: {
    from: a.firstYear,
    to: a.lastYear,
    days: a.days,
    delhi: a.disagreements.newDelhi,
    newYork: a.disagreements.newYork,
    minutes: a.boundaryMinutes,
  },
};

/** The answers that say how long a tithi lasts (lib/site-stats.ts: one measured range, one message). */
const TITHI_LENGTH_IN = new Set<FaqId>(['tithi', 'kshayaVriddhi']);

export function faqView(locale: Locale): FaqItemView[] {
  return FAQ.map(({ id, links }) => ({
    id,
    links: Object.fromEntries(Object.entries(links).map(([tag, href]) => [tag, siteLink(locale, href)])),
    values: { ...VALUES[id], ...(TITHI_LENGTH_IN.has(id) ? { tithiLength: tithiLengthText(locale) } : {}) },
  }));
}
