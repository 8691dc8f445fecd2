/**
 * Years: Shaka, Vikram and Gujarati Vikram samvat with their 60-year
 * samvatsara names. The Shaka and Vikram years begin at Chaitra Shukla
 * Pratipada (the start of amanta Chaitra); the Gujarati year begins at
 * Kartika Shukla Pratipada. The name offsets were checked against the
 * reference's pages for 1958, 2000 and 2020 (drik-days-dev.json).
 */
import type { Masa } from './masa';

export interface Samvat {
  shaka: number;
  vikram: number;
  gujarati: number;
  /** Samvatsara numbers 1-60 (Prabhava = 1). */
  shakaSamvatsara: number;
  vikramSamvatsara: number;
  gujaratiSamvatsara: number;
}

const cycle = (year: number, offset: number) => ((((year + offset) % 60) + 60) % 60) + 1;

/**
 * Where each era's year falls in the 60-year cycle: Shaka 1942 = Sharvari
 * (34); Vikram 2077 = Pramadi (47); Gujarati 2076 = Virodhakrit (45).
 */
const CYCLE_OFFSET = { shaka: 11, vikram: 9, gujarati: 8 } as const;

/** The samvatsara number (1-60, Prabhava = 1) of a year of an era. */
export const samvatsaraOf = (era: keyof typeof CYCLE_OFFSET, year: number): number => cycle(year, CYCLE_OFFSET[era]);

/**
 * `monthStartYear` is the Gregorian year in which the current amanta month
 * began. Chaitra begins in March or April, so counting back (number - 1)
 * months from that start lands in the Gregorian year the Shaka year began.
 */
export function samvatOf(masa: Masa, monthStartJd: number): Samvat {
  // JD 1721425.5 is 0001-01-01; the year estimate only needs to be right to
  // within the months between Chaitra (Mar-Apr) and the year's edges.
  const chaitraStart = monthStartJd - (masa.number - 1) * 29.53;
  const gregorianYear = Math.floor((chaitraStart - 1721425.5) / 365.2425) + 1;
  const shaka = gregorianYear - 78;
  const vikram = shaka + 135;
  const gujarati = masa.number >= 8 ? vikram : vikram - 1;
  return {
    shaka,
    vikram,
    gujarati,
    shakaSamvatsara: samvatsaraOf('shaka', shaka),
    vikramSamvatsara: samvatsaraOf('vikram', vikram),
    gujaratiSamvatsara: samvatsaraOf('gujarati', gujarati),
  };
}
