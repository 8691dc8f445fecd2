/**
 * Regional lunar calendars: the amanta month (masa.ts) and the samvat
 * (samvat.ts) of a day, read the way each region counts and names them.
 *
 * - Gujarati: the Vikram Samvat that begins at Kartika Shukla Pratipada
 *   (the day after Diwali, "Kartikadi"), amanta months from Kartak; its
 *   year takes the Gujarati cycle name (samvat.ts).
 * - Marathi: the Shaka year from Chaitra Shukla Pratipada (Gudi Padwa),
 *   amanta months from Chaitra.
 * - Telugu and Kannada: the Shalivahana Shaka year from Ugadi (Chaitra
 *   Shukla Pratipada, the same day), amanta months from Chaitra, the year
 *   named by the 60-year cycle ("Vishvavasu nama samvatsara").
 *
 * All four share the amanta month and its adhika flag; only the first
 * month of the year and the month names differ.
 */
import type { Masa } from '../masa';
import type { Samvat } from '../samvat';

export const LUNAR_CALENDARS = ['gujarati', 'marathi', 'telugu', 'kannada'] as const;
export type LunarCalendarKey = (typeof LUNAR_CALENDARS)[number];

interface LunarCalendar {
  /** The amanta month (1 = Chaitra) that opens the year. */
  firstMasa: number;
  era: 'vikram' | 'shaka';
  /** Month keys, the year's first month first (messages `regional.months.<calendar>.<key>`). */
  months: readonly string[];
}

const LUNAR_CALENDAR: Record<LunarCalendarKey, LunarCalendar> = {
  gujarati: {
    firstMasa: 8,
    era: 'vikram',
    months: ['kartak', 'magshar', 'posh', 'maha', 'fagan', 'chaitra', 'vaishakh', 'jeth', 'ashadh', 'shravan', 'bhadarvo', 'aso'],
  },
  marathi: {
    firstMasa: 1,
    era: 'shaka',
    months: ['chaitra', 'vaishakh', 'jyeshtha', 'ashadh', 'shravan', 'bhadrapad', 'ashwin', 'kartik', 'margashirsha', 'paush', 'magh', 'phalgun'],
  },
  telugu: {
    firstMasa: 1,
    era: 'shaka',
    months: [
      'chaitramu',
      'vaishakhamu',
      'jyeshthamu',
      'ashadhamu',
      'shravanamu',
      'bhadrapadamu',
      'ashwayujamu',
      'kartikamu',
      'margashiramu',
      'pushyamu',
      'maghamu',
      'phalgunamu',
    ],
  },
  kannada: {
    firstMasa: 1,
    era: 'shaka',
    months: ['chaitra', 'vaishakha', 'jyeshtha', 'ashadha', 'shravana', 'bhadrapada', 'ashwija', 'kartika', 'margashira', 'pushya', 'magha', 'phalguna'],
  },
};

export interface LunarDate {
  calendar: LunarCalendarKey;
  /** Month of the regional year, 1 = its first month (Gujarati: Kartak; the others: Chaitra). */
  month: number;
  monthKey: string;
  /** The amanta month, 1 = Chaitra, as the rest of the engine numbers it. */
  masa: number;
  adhika: boolean;
  /** 'vikram' (Gujarati, Kartikadi) or 'shaka' (Chaitradi, Shalivahana). */
  era: 'vikram' | 'shaka';
  year: number;
  /** Samvatsara 1-60 (1 = Prabhava). */
  samvatsara: number;
}

/** The day's lunar date in a regional reckoning, from its amanta month and samvat. */
export function lunarDateIn(calendar: LunarCalendarKey, masa: Masa, samvat: Samvat): LunarDate {
  const c = LUNAR_CALENDAR[calendar];
  const month = ((masa.number - c.firstMasa + 12) % 12) + 1;
  const gujarati = c.era === 'vikram';
  return {
    calendar,
    month,
    monthKey: c.months[month - 1],
    masa: masa.number,
    adhika: masa.adhika,
    era: c.era,
    year: gujarati ? samvat.gujarati : samvat.shaka,
    samvatsara: gujarati ? samvat.gujaratiSamvatsara : samvat.shakaSamvatsara,
  };
}
