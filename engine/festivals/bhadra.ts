/**
 * Bhadra: the Vishti karana, which auspicious acts avoid (Raksha Bandhan,
 * Holika Dahan). Vishti is the 7th movable karana; it occupies one half of
 * eight tithis of the lunation (the second half of Shukla Chaturthi and
 * Ekadashi and of Krishna Tritiya and Dashami, the first half of Shukla
 * Ashtami and Purnima and of Krishna Saptami and Chaturdashi).
 *
 * Its face (mukha, 5 ghatis) and tail (puchha, 3 ghatis) are placed in one
 * of the tithi's eight praharas, depending on the tithi (Muhurta
 * Chintamani): mukha at the start of the prahara, puchha at its end. The
 * reference measures praharas and ghatis on the Bhadra itself (a quarter
 * and a thirtieth of the Vishti karana), not on the whole tithi: on Holika
 * Dahan 2022 it prints the puchha 21:06-22:16 and the mukha 22:16-00:13,
 * which the karana gives to the minute while tithi eighths come 2-3
 * minutes early (the Moon's speed changes within the tithi, so its two
 * karanas are not of equal length).
 */
import { karanaKind } from '../limbs/limbs';
import type { Span } from './kaal';
import type { LunarTable, TithiPeriod } from './lunar';

/** Prahara (1-8) of the tithi holding the mukha and the puchha, by tithi number (Bhadra fills four of them). */
const MUKHA_PUCHHA: Record<number, { mukha: number; puchha: number }> = {
  4: { mukha: 5, puchha: 8 },
  8: { mukha: 2, puchha: 1 },
  11: { mukha: 7, puchha: 6 },
  15: { mukha: 4, puchha: 3 },
  18: { mukha: 8, puchha: 7 },
  22: { mukha: 3, puchha: 2 },
  25: { mukha: 6, puchha: 5 },
  29: { mukha: 1, puchha: 4 },
};

export interface Bhadra extends Span {
  mukha: Span;
  puchha: Span;
}

/** The Bhadra inside a tithi period, or null when the tithi has no Vishti half. */
export function bhadraOf(lunar: LunarTable, tithi: TithiPeriod): Bhadra | null {
  const first = 2 * tithi.number - 1;
  const firstHalf = karanaKind(first) === 7;
  const secondHalf = karanaKind(first + 1) === 7;
  if (!firstHalf && !secondHalf) return null;
  const base = Math.round(lunar.elongation(tithi.start).value / 12) * 12;
  const mid = lunar.elongationTime(base + 6, (tithi.start + tithi.end) / 2);
  const span = firstHalf ? { start: tithi.start, end: mid } : { start: mid, end: tithi.end };
  const mp = MUKHA_PUCHHA[tithi.number];
  // Bhadra's own praharas: the tithi's 1-4 when it fills the first half, 5-8 the second.
  const shift = firstHalf ? 0 : 4;
  const len = span.end - span.start;
  const prahara = len / 4;
  const ghati = len / 30;
  const mukhaStart = span.start + (mp.mukha - shift - 1) * prahara;
  const puchhaEnd = span.start + (mp.puchha - shift) * prahara;
  return {
    ...span,
    mukha: { start: mukhaStart, end: mukhaStart + 5 * ghati },
    puchha: { start: puchhaEnd - 3 * ghati, end: puchhaEnd },
  };
}
