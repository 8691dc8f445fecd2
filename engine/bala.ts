/**
 * Chandrabalam and Tarabalam: for whom the day's Moon is favourable. The
 * Panchang lists, for each Moon sign of the day, the birth signs (rashis)
 * that have Chandrabalam, and for each of the day's nakshatras the birth
 * nakshatras that have Tarabalam, each until the Moon moves on.
 *
 * Chandrabalam. Source: Muhurta Chintamani (the Moon in transit is good in
 * the 1st, 3rd, 6th, 7th, 10th and 11th sign counted from the birth sign,
 * the birth sign counting 1); the trusted site lists six rashis per Moon
 * sign, the ones for which the transit Moon stands in those places.
 *
 * Tarabalam. Source: Muhurta Chintamani (tara bala): the day's nakshatra
 * counted from the birth nakshatra (birth = 1), the count taken modulo 9,
 * names one of the nine taras: 1 Janma, 2 Sampat, 3 Vipat, 4 Kshema,
 * 5 Pratyari, 6 Sadhaka, 7 Vadha (Naidhana), 8 Mitra, 9 Parama Mitra.
 * Sampat, Kshema, Sadhaka, Mitra and Parama Mitra are favourable; Vipat,
 * Pratyari and Vadha are not, and Janma is mixed (avoided for most works),
 * so the list has the 15 birth nakshatras of the five good taras.
 */
import type { RawDay } from './day';

/** Places (1-12) of the transit Moon, counted from the birth sign, that give Chandrabalam. */
export const CHANDRABALAM_PLACES: readonly number[] = [1, 3, 6, 7, 10, 11];

/** The nine taras, 1 Janma .. 9 Parama Mitra, and whether each is favourable. */
export const TARAS: readonly { key: string; favourable: boolean }[] = [
  { key: 'janma', favourable: false },
  { key: 'sampat', favourable: true },
  { key: 'vipat', favourable: false },
  { key: 'kshema', favourable: true },
  { key: 'pratyari', favourable: false },
  { key: 'sadhaka', favourable: true },
  { key: 'vadha', favourable: false },
  { key: 'mitra', favourable: true },
  { key: 'parama_mitra', favourable: true },
];

/** Tara (1-9) of the day's nakshatra for someone born in nakshatra `birth` (both 1-27). */
export const taraOf = (birth: number, day: number): number => (((day - birth + 27) % 27) % 9) + 1;

/** Birth signs (1-12) that have Chandrabalam while the Moon is in `moonSign`, in zodiac order. */
export function chandrabalamRashis(moonSign: number): number[] {
  const out: number[] = [];
  for (let birth = 1; birth <= 12; birth++) {
    if (CHANDRABALAM_PLACES.includes(((moonSign - birth + 12) % 12) + 1)) out.push(birth);
  }
  return out;
}

/** Birth nakshatras (1-27) that have Tarabalam while the Moon is in `nakshatra`, in order. */
export function tarabalamNakshatras(nakshatra: number): number[] {
  const out: number[] = [];
  for (let birth = 1; birth <= 27; birth++) if (TARAS[taraOf(birth, nakshatra) - 1].favourable) out.push(birth);
  return out;
}

export interface RawBala {
  /** The Moon's sign or nakshatra of this stretch. */
  of: number;
  /** Favourable birth rashis (Chandrabalam) or nakshatras (Tarabalam). */
  favourable: number[];
  start: number;
  /** null: past the next sunrise. */
  end: number | null;
}

export function chandrabalam(day: RawDay): RawBala[] {
  return day.segments.moonRashi.map((s) => ({ of: s.number, favourable: chandrabalamRashis(s.number), start: s.start, end: s.end }));
}

export function tarabalam(day: RawDay): RawBala[] {
  return day.segments.nakshatra.map((s) => ({ of: s.number, favourable: tarabalamNakshatras(s.number), start: s.start, end: s.end }));
}
