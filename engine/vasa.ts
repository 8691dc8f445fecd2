/**
 * Where the Moon, Rahu, Shiva, Agni and Bhadra dwell (vasa), and the
 * weekday's Disha Shool: small tables of the muhurta texts, keyed by the
 * weekday, the Moon's sign or the tithi. Directions and abodes are stable
 * keys; the site names them in each language.
 */
import type { RawDay } from './day';

export type Direction = 'east' | 'south_east' | 'south' | 'south_west' | 'west' | 'north_west' | 'north' | 'north_east';

/**
 * Disha Shool, the direction not to set out in, by weekday (0 = Sunday).
 * Source: the traditional verse "soma sanīcara puraba na cālū | maṅgala budha uttara
 * disi kālū || ravi sukra jo pacchima jāī | hāni hoya patha sukha nahiṃ pāī || bīphai
 * dakhina karai payānā | phira nahiṃ samajho tāko ānā ||": Monday and Saturday east,
 * Tuesday and Wednesday north, Sunday and Friday west, Thursday south.
 */
export const DISHA_SHOOL: readonly Direction[] = ['west', 'east', 'north', 'north', 'south', 'west', 'east'];

/**
 * Rahu vasa, Rahu's direction on each weekday (0 = Sunday): Rahu moves
 * against the order of the directions, one a day: Sunday north, Monday
 * north-west, Tuesday west, Wednesday south-west, Thursday south, Friday
 * south-east, Saturday east. Source: the yatra chapters of the muhurta
 * texts (Muhurta Chintamani, yatra prakarana: Rahu to be kept behind or on
 * the left when setting out).
 */
export const RAHU_VASA: readonly Direction[] = ['north', 'north_west', 'west', 'south_west', 'south', 'south_east', 'east'];

/**
 * Chandra vasa, the Moon's direction by its sign (1 = Mesha): the signs
 * in order take east, south, west, north, repeating (fiery signs east,
 * earthy south, airy west, watery north). Source: Muhurta Chintamani,
 * yatra prakarana ("meṣādiṣu pūrvādidikṣu candraḥ": the Moon in front or
 * on the right is good for a journey).
 */
export const CHANDRA_VASA: readonly Direction[] = ['east', 'south', 'west', 'north'];
export const chandraVasa = (sign: number): Direction => CHANDRA_VASA[(sign - 1) % 4];

/**
 * Shivavasa, Shiva's abode on a tithi (1-30 from Shukla Pratipada):
 * (2 x tithi + 5) mod 7. Source: the verse "tithiṃ ca dviguṇīkṛtya pañcabhiḥ
 * saha yojayet | saptabhistu hared bhāgaṃ śeṣaṃ śivavāsakam || ekena vaset kailāse
 * dvitīye gaurisannidhau | tṛtīye vṛṣārūḍhaḥ sabhāyāṃ ca caturthake || pañcame
 * bhojane caiva krīḍāyāṃ tu rasātmake | śmaśāne saptaśeṣe ca ...": remainder 1
 * Kailash, 2 with Gauri, 3 on Nandi (the bull), 4 in the assembly,
 * 5 at the meal, 6 at play, 0 in the cremation ground. The first three
 * are favourable for Rudrabhishek, the others not.
 */
export const SHIVA_VASA: readonly { key: string; favourable: boolean }[] = [
  { key: 'shmashana', favourable: false },
  { key: 'kailash', favourable: true },
  { key: 'gauri', favourable: true },
  { key: 'vrishabha', favourable: true },
  { key: 'sabha', favourable: false },
  { key: 'bhojana', favourable: false },
  { key: 'krida', favourable: false },
];
/** Index into SHIVA_VASA of tithi 1-30. */
export const shivaVasa = (tithi: number): number => (2 * tithi + 5) % 7;

/**
 * Agnivasa, where Agni dwells (for homa): (tithi + 1 + weekday) mod 4 with
 * the tithi counted 1-30 from Shukla Pratipada and the weekday 1-7 from
 * Sunday. Source: Muhurta Chintamani, "saikā tithirvārayutā kṛtāptā śeṣe
 * guṇe'bhre bhuvi vahnivāsaḥ | saukhyāya home śaśiyugmaśeṣe prāṇārthanāśau divi
 * bhūtale ca ||": remainder 3 or 0, on earth (prithvi: good for homa);
 * 1, in the sky (akasha: loss of life); 2, below (patala: loss of wealth).
 */
export type AgniVasa = 'prithvi' | 'akasha' | 'patala';
export const AGNI_VASA: readonly AgniVasa[] = ['prithvi', 'akasha', 'patala', 'prithvi'];
/** weekday: 0 = Sunday (counted 1 in the verse). */
export const agniVasa = (tithi: number, weekday: number): AgniVasa => AGNI_VASA[(tithi + 1 + weekday + 1) % 4];

/**
 * Bhadra vasa, where Bhadra (Vishti karana) dwells by the Moon's sign:
 * only on earth does it harm. Source: Muhurta Chintamani, Shubhashubha
 * prakarana: "kumbhakarkadvaye martye svarge'bje'jāttraye'lige | strīdhanurjūka-
 * nakre'dho bhadrā tatraiva tatphalam ||": the Moon in Kumbha, Meena, Karka or
 * Simha, on earth (prithvi); in Mesha, Vrishabha, Mithuna or Vrishchika, in
 * heaven (swarga); in Kanya, Dhanu, Tula or Makara, below (patala).
 */
export type BhadraVasa = 'swarga' | 'patala' | 'prithvi';
/** Index = sign - 1 (Mesha first). */
export const BHADRA_VASA: readonly BhadraVasa[] = [
  'swarga', 'swarga', 'swarga', 'prithvi', 'prithvi', 'patala', 'patala', 'swarga', 'patala', 'patala', 'prithvi', 'prithvi',
];

export interface RawVasa<K> {
  key: K;
  start: number;
  /** null: past the next sunrise. */
  end: number | null;
}

export interface RawDayVasa {
  dishaShool: Direction;
  rahuVasa: Direction;
  chandraVasa: RawVasa<Direction>[];
  /** Indexes into SHIVA_VASA, by the day's tithis. */
  shivaVasa: RawVasa<number>[];
  agniVasa: RawVasa<AgniVasa>[];
}

/** Consecutive segments mapped to keys, equal neighbours joined (two tithis with one Agnivasa are one stretch). */
function runs<K>(segs: readonly { number: number; start: number; end: number | null }[], key: (n: number) => K): RawVasa<K>[] {
  const out: RawVasa<K>[] = [];
  for (const s of segs) {
    const k = key(s.number);
    const last = out[out.length - 1];
    if (last && last.key === k) last.end = s.end;
    else out.push({ key: k, start: s.start, end: s.end });
  }
  return out;
}

export function dayVasa(day: RawDay): RawDayVasa {
  const w = day.weekday;
  return {
    dishaShool: DISHA_SHOOL[w],
    rahuVasa: RAHU_VASA[w],
    chandraVasa: runs(day.segments.moonRashi, chandraVasa),
    shivaVasa: runs(day.segments.tithi, shivaVasa),
    agniVasa: runs(day.segments.tithi, (t) => agniVasa(t, w)),
  };
}
