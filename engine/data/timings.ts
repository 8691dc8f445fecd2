/**
 * Names for the day's time windows: muhurat window types, Choghadiya
 * periods and the seven planets (weekday lords, hora lords). English is the
 * stable key the engine returns (spelled as the trusted reference prints
 * it); Hindi is what the site shows on /hi. The rules that use these names
 * (weekday tables, ghati offsets) live beside the code in engine/timings/.
 */
import type { Name } from './names';

export type MuhuratType =
  | 'rahu_kaal'
  | 'yamaganda'
  | 'gulika'
  | 'abhijit'
  | 'brahma'
  | 'pratah_sandhya'
  | 'vijaya'
  | 'godhuli'
  | 'sayahna_sandhya'
  | 'nishita'
  | 'durmuhurta'
  | 'amrit_kalam'
  | 'varjyam';

export type MuhuratQuality = 'auspicious' | 'inauspicious';

export interface MuhuratTypeInfo extends Name {
  type: MuhuratType;
  quality: MuhuratQuality;
  /** Message key of the window's one-line explanation (messages/{en,hi}.json). */
  description: string;
}

const muhurat = (type: MuhuratType, en: string, hi: string, quality: MuhuratQuality): MuhuratTypeInfo => ({
  type,
  en,
  hi,
  quality,
  description: `muhurat.descriptions.${type}`,
});

/** In the order the reference lists them: auspicious windows, then inauspicious ones. */
export const MUHURAT_TYPES: readonly MuhuratTypeInfo[] = [
  muhurat('brahma', 'Brahma Muhurta', 'ब्रह्म मुहूर्त', 'auspicious'),
  muhurat('pratah_sandhya', 'Pratah Sandhya', 'प्रातः सन्ध्या', 'auspicious'),
  muhurat('abhijit', 'Abhijit Muhurta', 'अभिजित मुहूर्त', 'auspicious'),
  muhurat('vijaya', 'Vijaya Muhurta', 'विजय मुहूर्त', 'auspicious'),
  muhurat('godhuli', 'Godhuli Muhurta', 'गोधूलि मुहूर्त', 'auspicious'),
  muhurat('sayahna_sandhya', 'Sayahna Sandhya', 'सायाह्न सन्ध्या', 'auspicious'),
  muhurat('amrit_kalam', 'Amrit Kalam', 'अमृत काल', 'auspicious'),
  muhurat('nishita', 'Nishita Muhurta', 'निशिता मुहूर्त', 'auspicious'),
  muhurat('rahu_kaal', 'Rahu Kaal', 'राहुकाल', 'inauspicious'),
  muhurat('yamaganda', 'Yamaganda', 'यमगण्ड', 'inauspicious'),
  muhurat('gulika', 'Gulika Kaal', 'गुलिक काल', 'inauspicious'),
  muhurat('durmuhurta', 'Dur Muhurta', 'दुर्मुहूर्त', 'inauspicious'),
  muhurat('varjyam', 'Varjyam', 'वर्ज्य', 'inauspicious'),
];

export const MUHURAT_BY_TYPE: Readonly<Record<MuhuratType, MuhuratTypeInfo>> = Object.fromEntries(
  MUHURAT_TYPES.map((m) => [m.type, m]),
) as Record<MuhuratType, MuhuratTypeInfo>;

/** The seven grahas that rule weekdays, horas and choghadiyas. */
export type Planet = 'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn';

export interface PlanetInfo extends Name {
  key: Planet;
  /** Sanskrit name in Latin script, as the site prints hora lords. */
  sanskrit: string;
}

/** Index = weekday (0 = Sunday): each weekday is named after its lord. */
export const PLANETS: readonly PlanetInfo[] = [
  { key: 'Sun', en: 'Sun', sanskrit: 'Surya', hi: 'सूर्य' },
  { key: 'Moon', en: 'Moon', sanskrit: 'Chandra', hi: 'चन्द्र' },
  { key: 'Mars', en: 'Mars', sanskrit: 'Mangala', hi: 'मंगल' },
  { key: 'Mercury', en: 'Mercury', sanskrit: 'Budha', hi: 'बुध' },
  { key: 'Jupiter', en: 'Jupiter', sanskrit: 'Guru', hi: 'गुरु' },
  { key: 'Venus', en: 'Venus', sanskrit: 'Shukra', hi: 'शुक्र' },
  { key: 'Saturn', en: 'Saturn', sanskrit: 'Shani', hi: 'शनि' },
];

export const PLANET_BY_KEY: Readonly<Record<Planet, PlanetInfo>> = Object.fromEntries(
  PLANETS.map((p) => [p.key, p]),
) as Record<Planet, PlanetInfo>;

export type ChoghadiyaName = 'Udveg' | 'Char' | 'Labh' | 'Amrit' | 'Kaal' | 'Shubh' | 'Rog';
export type ChoghadiyaQuality = 'good' | 'neutral' | 'bad';

export interface ChoghadiyaInfo extends Name {
  key: ChoghadiyaName;
  quality: ChoghadiyaQuality;
  /** Each choghadiya is ruled by a planet: Udveg the Sun, Char Venus, ... */
  ruler: Planet;
}

/**
 * In the daytime order (each follows the previous by one step of the hora
 * sequence of their rulers: Sun, Venus, Mercury, Moon, Saturn, Jupiter, Mars).
 */
export const CHOGHADIYAS: readonly ChoghadiyaInfo[] = [
  { key: 'Udveg', en: 'Udveg', hi: 'उद्वेग', quality: 'bad', ruler: 'Sun' },
  { key: 'Char', en: 'Char', hi: 'चर', quality: 'neutral', ruler: 'Venus' },
  { key: 'Labh', en: 'Labh', hi: 'लाभ', quality: 'good', ruler: 'Mercury' },
  { key: 'Amrit', en: 'Amrit', hi: 'अमृत', quality: 'good', ruler: 'Moon' },
  { key: 'Kaal', en: 'Kaal', hi: 'काल', quality: 'bad', ruler: 'Saturn' },
  { key: 'Shubh', en: 'Shubh', hi: 'शुभ', quality: 'good', ruler: 'Jupiter' },
  { key: 'Rog', en: 'Rog', hi: 'रोग', quality: 'bad', ruler: 'Mars' },
];

export const CHOGHADIYA_QUALITY_NAMES: Readonly<Record<ChoghadiyaQuality, Name>> = {
  good: { en: 'Good', hi: 'शुभ' },
  neutral: { en: 'Neutral', hi: 'सामान्य' },
  bad: { en: 'Bad', hi: 'अशुभ' },
};

export const PERIOD_NAMES: Readonly<Record<'day' | 'night', Name>> = {
  day: { en: 'Day', hi: 'दिन' },
  night: { en: 'Night', hi: 'रात्रि' },
};
