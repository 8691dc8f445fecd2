/**
 * Shubh Muhurat rules as data: one table per kind of undertaking, each line
 * with its source. The evaluator (evaluate.ts) reads nothing else.
 *
 * Sources. MC: Muhurta Chintamani of Rama Daivajna (1600), the muhurta
 * manual the almanacs follow, by chapter (prakarana); DS: Dharmasindhu of
 * Kashinath Upadhyaya (1790). The lists were transcribed from the verses as
 * the almanacs and commentaries quote them (tests/engine/muhurat/shubh
 * pins each list against that transcription, by name). Where traditions
 * differ, the table follows the one named in its comment and offers the
 * other as an alternative (`alternatives`), chosen by key.
 *
 * What the tables do not apply, and why:
 * - The partial yogas (the first ghatis of Vishkumbha, Vajra, ...): the
 *   commentaries give differing ghati counts; the whole-yoga list is the
 *   "nine-yogas" alternative (groups.ts NINE_BAD_YOGAS).
 * - The vivah doshas beyond Latta and Kranti Samya (Ekargala, Upagraha,
 *   Pata, Jamitra, Vedha, Yuti, Dagdha tithi): not implemented yet; Latta
 *   and Kranti Samya are, since MC gives each as a plain table.
 * - The couple's or the child's own charts (Tara bala, Chandra bala, Guna
 *   milan, the age of the child): the site computes for a date and a place,
 *   not for a person.
 * - Balya and vriddha of Guru and Shukra (the days just before setting and
 *   after rising, counted differently by different texts): the exclusion is
 *   the combustion span itself (engine/grahas combustionSpans).
 */
import {
  ALL_WEEKDAYS,
  bothPakshas,
  FIXED_AND_DUAL_SIGNS,
  MAHAPATA_YOGAS,
  nakshatrasOf,
  NINE_BAD_YOGAS,
  NOT_RIKTA_NOR_AMAVASYA,
  SAUMYA_WEEKDAYS,
  VISHTI_KARANA,
} from './groups';

export type ShubhKind =
  | 'vivah'
  | 'griha-pravesh'
  | 'griha-pravesh-old'
  | 'vehicle'
  | 'property'
  | 'namkaran'
  | 'mundan'
  | 'annaprashan'
  | 'karnavedha'
  | 'vidyarambha'
  | 'shubh';

/** The kinds in the order the hub lists them; `shubh` is the general day score for starting work. */
export const SHUBH_KINDS: readonly ShubhKind[] = [
  'vivah',
  'griha-pravesh',
  'griha-pravesh-old',
  'vehicle',
  'property',
  'namkaran',
  'mundan',
  'annaprashan',
  'karnavedha',
  'vidyarambha',
  'shubh',
];

/**
 * Stretches of time in which a kind's rites are not done (exclusions.ts
 * computes their spans): the period kinds of engine/periods.ts, the adhika
 * month, and the eclipse days with their Sutak.
 */
export type ExclusionKind = 'guru-asta' | 'shukra-asta' | 'kharmas' | 'chaturmas' | 'holashtak' | 'pitru-paksha' | 'adhika-masa' | 'eclipse' | 'panchak';

export const EXCLUSION_KINDS: readonly ExclusionKind[] = ['kharmas', 'guru-asta', 'shukra-asta', 'chaturmas', 'holashtak', 'pitru-paksha', 'adhika-masa', 'eclipse', 'panchak'];

export interface ShubhRule {
  /** Tithis 1-30 allowed (16-30 Krishna). */
  tithis: readonly number[];
  /** Weekdays allowed, 0 = Sunday. */
  weekdays: readonly number[];
  /** Nakshatras 1-27 allowed. */
  nakshatras: readonly number[];
  /** Yogas 1-27 whose span is left out. */
  forbiddenYogas: readonly number[];
  /** Karana kinds 1-11 whose span is left out (7 = Vishti, Bhadra). */
  forbiddenKaranas: readonly number[];
  /** Amanta months 1-12 (Chaitra .. Phalguna) allowed; null: any. */
  months: readonly number[] | null;
  /** The Sun's sidereal signs 1-12 allowed; null: any. */
  sunSigns: readonly number[] | null;
  exclusions: readonly ExclusionKind[];
  /** Rahu Kaal is left out of the windows. */
  rahuKaal: boolean;
  /** Rising signs 1-12 the windows must fall in; null: no lagna rule. */
  lagnas: readonly number[] | null;
  /** The Latta and Kranti Samya checks of a wedding (doshas.ts). */
  latta: boolean;
  krantiSamya: boolean;
  /** Weekdays that raise the grade (not a condition). */
  preferredWeekdays: readonly number[];
}

export interface ShubhTable {
  kind: ShubhKind;
  rule: ShubhRule;
  /** Other traditions' rules, by key: each replaces the fields it names. */
  alternatives: Readonly<Record<string, Partial<ShubhRule>>>;
}

/** Rules every kind shares unless its table says otherwise. */
const COMMON = {
  // MC Shubhashubha prakarana: Rikta tithis and Amavasya are avoided for every auspicious beginning.
  tithis: NOT_RIKTA_NOR_AMAVASYA,
  // MC Shubhashubha prakarana: Vyatipata and Vaidhriti rejected whole.
  forbiddenYogas: MAHAPATA_YOGAS,
  // MC Shubhashubha prakarana: Vishti (Bhadra) rejected for every auspicious act ("bhadrāyāṃ maṅgalaṃ na kuryāt").
  forbiddenKaranas: [VISHTI_KARANA],
  // The trusted site's daily Panchang marks Rahu Kaal as inauspicious for beginning any work; the windows leave it out.
  rahuKaal: true,
  months: null,
  sunSigns: null,
  lagnas: null,
  latta: false,
  krantiSamya: false,
  preferredWeekdays: SAUMYA_WEEKDAYS,
} satisfies Partial<ShubhRule>;

/** The alternative every kind offers: the almanacs' nine inauspicious yogas rejected whole. */
const NINE_YOGAS = { 'nine-yogas': { forbiddenYogas: NINE_BAD_YOGAS } };

/** The samskaras and the house: none while Guru or Shukra is combust, in Kharmas, in an adhika month, on an eclipse day (MC Shubhashubha prakarana; DS on the adhika month "malamāsa" and eclipses). */
const SAMSKARA_EXCLUSIONS: readonly ExclusionKind[] = ['guru-asta', 'shukra-asta', 'kharmas', 'adhika-masa', 'eclipse'];

export const SHUBH_TABLES: Readonly<Record<ShubhKind, ShubhTable>> = {
  vivah: {
    kind: 'vivah',
    rule: {
      ...COMMON,
      // MC Vivaha prakarana: "rohiṇyuttararevatīmṛgaśiromūlānurādhāmaghāhastasvātiṣu ... pāṇigrahaḥ":
      // Rohini, the three Uttaras, Revati, Mrigashira, Mula, Anuradha, Magha, Hasta, Swati.
      nakshatras: [4, 5, 10, 12, 13, 15, 17, 19, 21, 26, 27],
      // MC Vivaha prakarana names no weekday of its own (the lagna's strength decides); the gentle weekdays raise the grade.
      weekdays: ALL_WEEKDAYS,
      // MC Vivaha prakarana: "mithunakumbhamṛgālivṛṣājage ... ravau": the Sun in Mithuna, Kumbha, Makara, Vrishchika, Vrishabha, Mesha.
      sunSigns: [1, 2, 3, 8, 10, 11],
      // MC Shubhashubha prakarana (Guru and Shukra asta, Kharmas), DS (Chaturmas: Vishnu asleep; adhika month; eclipse days),
      // the trusted site's Holashtak and Pitru Paksha pages (no weddings in either).
      exclusions: ['guru-asta', 'shukra-asta', 'kharmas', 'chaturmas', 'holashtak', 'pitru-paksha', 'adhika-masa', 'eclipse'],
      // The fixed and dual lagnas the texts prefer for a bond meant to last (MC Vivaha prakarana on a strong lagna); alternative below.
      lagnas: FIXED_AND_DUAL_SIGNS,
      // MC Vivaha prakarana: the Latta (kick) and Kranti Samya doshas (doshas.ts).
      latta: true,
      krantiSamya: true,
    },
    alternatives: {
      ...NINE_YOGAS,
      // MC Vivaha prakarana, the same verse: "ṣaṣṭhataulimithuneṣūdyatsu": Kanya, Tula or Mithuna rising.
      'lagna-mc': { lagnas: [3, 6, 7] },
      // The list Hindi almanacs print for weddings: Dwitiya, Tritiya, Panchami, Saptami, Dashami, Ekadashi, Trayodashi.
      'almanac-tithis': { tithis: bothPakshas([2, 3, 5, 7, 10, 11, 13]) },
      // Only the gentle weekdays.
      'saumya-vara': { weekdays: SAUMYA_WEEKDAYS },
    },
  },
  'griha-pravesh': {
    kind: 'griha-pravesh',
    rule: {
      ...COMMON,
      // MC Vastu prakarana (griha pravesha): the soft and fixed nakshatras, "mṛdudhruvabhaiḥ".
      nakshatras: nakshatrasOf('mridu', 'dhruva'),
      // MC Vastu prakarana: not on Sunday or Tuesday (the fiery Sun and Mars).
      weekdays: [1, 3, 4, 5, 6],
      // MC Vastu prakarana (after Narada): the first entry into a new house in Magha, Phalguna, Vaishakha, Jyeshtha (amanta).
      months: [11, 12, 2, 3],
      exclusions: [...SAMSKARA_EXCLUSIONS, 'chaturmas', 'holashtak', 'pitru-paksha'],
    },
    alternatives: {
      ...NINE_YOGAS,
      // Popular practice: no entry while Panchak runs (MC restricts only roofing and wood-gathering in Panchak).
      panchak: { exclusions: [...SAMSKARA_EXCLUSIONS, 'chaturmas', 'holashtak', 'pitru-paksha', 'panchak'] },
      // MC Vastu prakarana: a fixed or dual sign rising at the entry.
      'sthira-lagna': { lagnas: FIXED_AND_DUAL_SIGNS },
      // The middling months of the same verse: Kartika and Margashirsha as well.
      'madhyam-months': { months: [11, 12, 2, 3, 8, 9] },
    },
  },
  'griha-pravesh-old': {
    kind: 'griha-pravesh-old',
    rule: {
      ...COMMON,
      // MC Vastu prakarana, a house bought, repaired or rebuilt (jirna, dvandva pravesha): the soft, fixed and movable nakshatras and Pushya.
      nakshatras: [...nakshatrasOf('mridu', 'dhruva', 'chara'), 8].sort((a, b) => a - b),
      weekdays: [1, 3, 4, 5, 6],
      // MC Vastu prakarana: for an old house Shravana, Kartika and Margashirsha are good as well.
      months: [11, 12, 2, 3, 5, 8, 9],
      // MC Vastu prakarana: for an old house the setting of Guru and Shukra, and Chaturmas (which covers Shravana and Kartika), are not considered.
      exclusions: ['kharmas', 'adhika-masa', 'eclipse', 'holashtak', 'pitru-paksha'],
    },
    alternatives: { ...NINE_YOGAS, panchak: { exclusions: ['kharmas', 'adhika-masa', 'eclipse', 'holashtak', 'pitru-paksha', 'panchak'] } },
  },
  vehicle: {
    kind: 'vehicle',
    rule: {
      ...COMMON,
      // MC Yatra prakarana's movable, swift and soft nakshatras (for setting out), which the almanacs apply to a vehicle.
      nakshatras: nakshatrasOf('chara', 'kshipra', 'mridu'),
      // The almanacs: not on Tuesday or Saturday.
      weekdays: [0, 1, 3, 4, 5],
      // A purchase is not a samskara: only eclipse days are avoided.
      exclusions: ['eclipse'],
    },
    alternatives: { ...NINE_YOGAS, 'pitru-paksha': { exclusions: ['eclipse', 'pitru-paksha'] } },
  },
  property: {
    kind: 'property',
    rule: {
      ...COMMON,
      // MC Nakshatra prakarana: fixed nakshatras for what should last, and the soft ones.
      nakshatras: nakshatrasOf('dhruva', 'mridu'),
      // The almanacs: the gentle weekdays.
      weekdays: SAUMYA_WEEKDAYS,
      exclusions: ['eclipse'],
    },
    alternatives: { ...NINE_YOGAS, 'pitru-paksha': { exclusions: ['eclipse', 'pitru-paksha'] } },
  },
  namkaran: {
    kind: 'namkaran',
    rule: {
      ...COMMON,
      // MC Samskara prakarana (namakarana): the soft, fixed, swift and movable nakshatras.
      nakshatras: nakshatrasOf('mridu', 'dhruva', 'kshipra', 'chara'),
      // MC Samskara prakarana: not on Tuesday or Saturday.
      weekdays: [0, 1, 3, 4, 5],
      // The naming is done at its time (the 11th or 12th day after birth): combustion and the months do not bar it.
      exclusions: ['eclipse'],
    },
    alternatives: NINE_YOGAS,
  },
  mundan: {
    kind: 'mundan',
    rule: {
      ...COMMON,
      // MC Samskara prakarana (chaula): Ashwini, Mrigashira, Punarvasu, Pushya, Hasta, Chitra, Swati, Jyeshtha, Shravana, Dhanishtha, Shatabhisha, Revati.
      nakshatras: [1, 5, 7, 8, 13, 14, 15, 18, 22, 23, 24, 27],
      // MC Samskara prakarana (chaula): Dwitiya, Tritiya, Panchami, Saptami, Dashami, Ekadashi, Trayodashi.
      tithis: bothPakshas([2, 3, 5, 7, 10, 11, 13]),
      weekdays: SAUMYA_WEEKDAYS,
      // MC Samskara prakarana: the chaula in the Sun's northern course (uttarayana, the Sun in Makara to Mithuna).
      sunSigns: [10, 11, 12, 1, 2, 3],
      exclusions: [...SAMSKARA_EXCLUSIONS, 'chaturmas', 'holashtak', 'pitru-paksha'],
    },
    alternatives: NINE_YOGAS,
  },
  annaprashan: {
    kind: 'annaprashan',
    rule: {
      ...COMMON,
      // MC Samskara prakarana (annaprashana): the soft, fixed, swift and movable nakshatras.
      nakshatras: nakshatrasOf('mridu', 'dhruva', 'kshipra', 'chara'),
      // MC Samskara prakarana: not the Nanda and Rikta tithis, Ashtami, Dwadashi or Amavasya.
      tithis: bothPakshas([2, 3, 5, 7, 10, 13, 15]),
      weekdays: SAUMYA_WEEKDAYS,
      exclusions: SAMSKARA_EXCLUSIONS,
    },
    alternatives: NINE_YOGAS,
  },
  karnavedha: {
    kind: 'karnavedha',
    rule: {
      ...COMMON,
      // MC Samskara prakarana (karnavedha): Ashwini, Mrigashira, Punarvasu, Pushya, Hasta, Chitra, Anuradha, Shravana, Dhanishtha, Revati.
      nakshatras: [1, 5, 7, 8, 13, 14, 17, 22, 23, 27],
      weekdays: SAUMYA_WEEKDAYS,
      exclusions: [...SAMSKARA_EXCLUSIONS, 'chaturmas'],
    },
    alternatives: NINE_YOGAS,
  },
  vidyarambha: {
    kind: 'vidyarambha',
    rule: {
      ...COMMON,
      // MC Samskara prakarana (vidyarambha): the five from Mrigashira, Mula, the three Purvas, Ashwini, Hasta, Chitra, Swati, Shravana, Dhanishtha, Shatabhisha, Revati.
      nakshatras: [1, 5, 6, 7, 8, 9, 11, 13, 14, 15, 19, 20, 22, 23, 24, 25, 27],
      // MC Samskara prakarana: Dwitiya, Tritiya, Panchami, Shashthi, Dashami, Ekadashi, Dwadashi.
      tithis: bothPakshas([2, 3, 5, 6, 10, 11, 12]),
      // MC Samskara prakarana: Sunday, Wednesday, Thursday, Friday.
      weekdays: [0, 3, 4, 5],
      preferredWeekdays: [3, 4],
      exclusions: SAMSKARA_EXCLUSIONS,
    },
    alternatives: NINE_YOGAS,
  },
  shubh: {
    kind: 'shubh',
    rule: {
      ...COMMON,
      // MC Nakshatra prakarana: every class but the fierce (ugra) and sharp (tikshna) ones for a new beginning.
      nakshatras: nakshatrasOf('dhruva', 'chara', 'mishra', 'kshipra', 'mridu'),
      weekdays: ALL_WEEKDAYS,
      exclusions: ['eclipse'],
    },
    alternatives: NINE_YOGAS,
  },
};

/** A kind's rule with the alternatives asked for applied in order. */
export function ruleOf(kind: ShubhKind, alternatives: readonly string[] = []): ShubhRule {
  const table = SHUBH_TABLES[kind];
  return alternatives.reduce<ShubhRule>((rule, key) => ({ ...rule, ...table.alternatives[key] }), table.rule);
}
