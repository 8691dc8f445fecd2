/**
 * The emoji shown beside a festival: the first keyword found in its slug,
 * else a prayer icon. Keywords are matched in order, most specific first
 * (holika before holi, purnima festivals named for something else first).
 */
export const DEFAULT_FESTIVAL_EMOJI = '🙏';

export const FESTIVAL_EMOJI_KEYWORDS: readonly (readonly [keyword: string, emoji: string])[] = [
  ['diwali', '🪔'],
  ['deepawali', '🪔'],
  ['dhanteras', '🪙'],
  ['narak', '🪔'],
  ['holika', '🔥'],
  ['holi', '🎨'],
  ['lohri', '🔥'],
  ['pongal', '🍚'],
  ['sankranti', '☀️'],
  ['janmashtami', '🦚'],
  ['govardhan', '🐄'],
  ['ganesh', '🐘'],
  ['vinayaka', '🐘'],
  ['sankashti', '🐘'],
  ['shivaratri', '🔱'],
  ['pradosh', '🔱'],
  ['navratri', '🌺'],
  ['durga', '🌺'],
  ['navami', '🌺'],
  ['dussehra', '🏹'],
  ['ram-navami', '🏹'],
  ['hanuman', '🚩'],
  ['raksha-bandhan', '🧵'],
  ['bhai-dooj', '🧵'],
  ['karva-chauth', '🌙'],
  ['chhath', '🌅'],
  ['rath-yatra', '🛕'],
  ['guru-purnima', '📿'],
  ['buddha-purnima', '☸️'],
  ['gita', '📖'],
  ['vasant-panchami', '🪷'],
  ['nag-panchami', '🐍'],
  ['teej', '🌸'],
  ['vat-savitri', '🌳'],
  ['ganga', '🌊'],
  ['vivah', '💐'],
  ['pitru', '🕯️'],
  ['ekadashi', '🌿'],
  ['purnima', '🌕'],
  ['amavasya', '🌑'],
];

export function festivalEmoji(slug: string): string {
  for (const [keyword, emoji] of FESTIVAL_EMOJI_KEYWORDS) if (slug.includes(keyword)) return emoji;
  return DEFAULT_FESTIVAL_EMOJI;
}
