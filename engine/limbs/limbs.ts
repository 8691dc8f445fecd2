/**
 * The Panchang limbs as data: each is an increasing angle built from the
 * Sun's and Moon's longitudes, cut into equal parts. Conventions from
 * calendar-conventions.md: tithi and karana on the Moon - Sun elongation
 * (tropical and sidereal agree, the ayanamsa cancels); nakshatra, yoga and
 * rashi on Lahiri sidereal longitudes.
 */
import type { Motion } from '../motion';

export type LimbKey =
  | 'tithi'
  | 'karana'
  | 'nakshatra'
  | 'nakshatraPada'
  | 'yoga'
  | 'moonRashi'
  | 'sunRashi'
  | 'sunNakshatra'
  | 'sunNakshatraPada';

export interface Limb {
  key: LimbKey;
  /** Number of parts in 360 degrees. */
  parts: number;
  /** The limb's angle at t, unwrapped, with its rate (deg/day). */
  angle(m: Motion, t: number): { value: number; speed: number };
}

const elongation = (m: Motion, t: number) => {
  const s = m.sun(t);
  const o = m.moon(t);
  return { value: o.value - s.value, speed: o.speed - s.speed };
};

const moonSidereal = (m: Motion, t: number) => {
  const o = m.moon(t);
  const a = m.ayanamsa(t);
  return { value: o.value - a.value, speed: o.speed - a.speed };
};

const sunSidereal = (m: Motion, t: number) => {
  const s = m.sun(t);
  const a = m.ayanamsa(t);
  return { value: s.value - a.value, speed: s.speed - a.speed };
};

const sumSidereal = (m: Motion, t: number) => {
  const s = m.sun(t);
  const o = m.moon(t);
  const a = m.ayanamsa(t);
  return { value: s.value + o.value - 2 * a.value, speed: s.speed + o.speed - 2 * a.speed };
};

export const LIMBS: Record<LimbKey, Limb> = {
  tithi: { key: 'tithi', parts: 30, angle: elongation },
  karana: { key: 'karana', parts: 60, angle: elongation },
  nakshatra: { key: 'nakshatra', parts: 27, angle: moonSidereal },
  nakshatraPada: { key: 'nakshatraPada', parts: 108, angle: moonSidereal },
  yoga: { key: 'yoga', parts: 27, angle: sumSidereal },
  moonRashi: { key: 'moonRashi', parts: 12, angle: moonSidereal },
  sunRashi: { key: 'sunRashi', parts: 12, angle: sunSidereal },
  sunNakshatra: { key: 'sunNakshatra', parts: 27, angle: sunSidereal },
  sunNakshatraPada: { key: 'sunNakshatraPada', parts: 108, angle: sunSidereal },
};

/** The two halves of a lunar month: Shukla (waxing, tithis 1-15) and Krishna (waning, 16-30). */
export type Paksha = 'Shukla' | 'Krishna';

/** The paksha of tithi 1-30. */
export const pakshaOfTithi = (tithi: number): Paksha => (tithi <= 15 ? 'Shukla' : 'Krishna');

/** Karana kind (1-11, index into KARANA_NAMES + 1) of karana number 1-60. */
export function karanaKind(n: number): number {
  if (n === 1) return 11; // Kimstughna: the first half of Shukla Pratipada
  if (n >= 58) return n - 50; // 58 Shakuni, 59 Chatushpada, 60 Naga
  return ((n - 2) % 7) + 1; // Bava .. Vishti repeating
}
