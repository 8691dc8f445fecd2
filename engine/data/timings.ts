/**
 * The keys of the day's time windows as data: muhurat window types with
 * their quality, the seven planets (weekday and hora lords) and the
 * Choghadiya periods with their quality and ruler. Display names live with
 * the site's messages (`names.muhurat`, `names.planet`, `names.choghadiya`);
 * the rules that use these keys (weekday tables, ghati offsets) live beside
 * the code in engine/timings/.
 */
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

export interface MuhuratTypeInfo {
  type: MuhuratType;
  quality: MuhuratQuality;
}

const muhurat = (type: MuhuratType, quality: MuhuratQuality): MuhuratTypeInfo => ({ type, quality });

/** In the order the reference lists them: auspicious windows, then inauspicious ones. */
export const MUHURAT_TYPES: readonly MuhuratTypeInfo[] = [
  muhurat('brahma', 'auspicious'),
  muhurat('pratah_sandhya', 'auspicious'),
  muhurat('abhijit', 'auspicious'),
  muhurat('vijaya', 'auspicious'),
  muhurat('godhuli', 'auspicious'),
  muhurat('sayahna_sandhya', 'auspicious'),
  muhurat('amrit_kalam', 'auspicious'),
  muhurat('nishita', 'auspicious'),
  muhurat('rahu_kaal', 'inauspicious'),
  muhurat('yamaganda', 'inauspicious'),
  muhurat('gulika', 'inauspicious'),
  muhurat('durmuhurta', 'inauspicious'),
  muhurat('varjyam', 'inauspicious'),
];

export const MUHURAT_QUALITY: Readonly<Record<MuhuratType, MuhuratQuality>> = Object.fromEntries(
  MUHURAT_TYPES.map((m) => [m.type, m.quality]),
) as Record<MuhuratType, MuhuratQuality>;

/** The seven grahas that rule weekdays, horas and choghadiyas. */
export type Planet = 'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn';

/** Index = weekday (0 = Sunday): each weekday is named after its lord. */
export const WEEKDAY_LORDS: readonly Planet[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];

export type ChoghadiyaName = 'Udveg' | 'Char' | 'Labh' | 'Amrit' | 'Kaal' | 'Shubh' | 'Rog';
export type ChoghadiyaQuality = 'good' | 'neutral' | 'bad';

export interface ChoghadiyaInfo {
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
  { key: 'Udveg', quality: 'bad', ruler: 'Sun' },
  { key: 'Char', quality: 'neutral', ruler: 'Venus' },
  { key: 'Labh', quality: 'good', ruler: 'Mercury' },
  { key: 'Amrit', quality: 'good', ruler: 'Moon' },
  { key: 'Kaal', quality: 'bad', ruler: 'Saturn' },
  { key: 'Shubh', quality: 'good', ruler: 'Jupiter' },
  { key: 'Rog', quality: 'bad', ruler: 'Mars' },
];
