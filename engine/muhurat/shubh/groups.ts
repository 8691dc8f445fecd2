/**
 * The classes the muhurta texts sort the limbs into, as the kind tables
 * (rules.ts) name them. Numbers as everywhere in the engine: tithi 1-30
 * (16-30 Krishna), nakshatra 1-27 (Ashwini .. Revati), yoga 1-27
 * (Vishkumbha .. Vaidhriti), karana kind 1-11 (Bava .. Vishti .. Kimstughna,
 * engine/limbs/limbs.ts karanaKind), sign 1-12 (Mesha .. Meena), weekday
 * 0-6 (Sunday first).
 */

/** Tithi 1-15 of a paksha as both pakshas' numbers (5 -> Shukla and Krishna Panchami). */
export const bothPakshas = (tithis: readonly number[]): number[] => [...tithis, ...tithis.filter((t) => t < 15).map((t) => t + 15)].sort((a, b) => a - b);

/**
 * The five tithi classes, repeating in each paksha (Muhurta Chintamani,
 * Shubhashubha prakarana: nandā, bhadrā, jayā, riktā, pūrṇā).
 */
export const TITHI_CLASSES = {
  nanda: [1, 6, 11],
  bhadra: [2, 7, 12],
  jaya: [3, 8, 13],
  rikta: [4, 9, 14],
  purna: [5, 10, 15],
} as const;

/** Rikta tithis (Chaturthi, Navami, Chaturdashi) of both pakshas: "empty", avoided for every auspicious beginning. */
export const RIKTA = bothPakshas(TITHI_CLASSES.rikta);

/** Amavasya, the new moon: no auspicious rite (Muhurta Chintamani, Shubhashubha prakarana). */
export const AMAVASYA = 30;

/** Every tithi but the Rikta ones and Amavasya: the tithi rule a kind follows when its chapter names no list of its own. */
export const NOT_RIKTA_NOR_AMAVASYA: readonly number[] = Array.from({ length: 30 }, (_, i) => i + 1).filter((t) => !RIKTA.includes(t) && t !== AMAVASYA);

/**
 * The seven nakshatra classes of Muhurta Chintamani (Nakshatra prakarana,
 * verses on dhruva, cara, ugra, miśra, laghu/kṣipra, mṛdu/maitra and
 * tīkṣṇa/dāruṇa nakshatras), each with the work it suits: fixed ones for
 * what should last (a house, a marriage), movable ones for what moves (a
 * vehicle, a journey), swift ones for trade and learning, soft ones for
 * ornaments, friendship and the samskaras.
 */
export const NAKSHATRA_CLASSES = {
  /** Rohini and the three Uttaras. */
  dhruva: [4, 12, 21, 26],
  /** Punarvasu, Swati, Shravana, Dhanishtha, Shatabhisha. */
  chara: [7, 15, 22, 23, 24],
  /** Bharani, Magha and the three Purvas. */
  ugra: [2, 10, 11, 20, 25],
  /** Krittika, Vishakha. */
  mishra: [3, 16],
  /** Ashwini, Pushya, Hasta (and Abhijit, not a nakshatra of the 27). */
  kshipra: [1, 8, 13],
  /** Mrigashira, Chitra, Anuradha, Revati. */
  mridu: [5, 14, 17, 27],
  /** Ardra, Ashlesha, Jyeshtha, Mula. */
  tikshna: [6, 9, 18, 19],
} as const;

/** The union of classes, sorted. */
export const nakshatrasOf = (...classes: (keyof typeof NAKSHATRA_CLASSES)[]): number[] =>
  [...new Set(classes.flatMap((c) => NAKSHATRA_CLASSES[c]))].sort((a, b) => a - b);

/**
 * Vyatipata (17) and Vaidhriti (27): the two yogas Muhurta Chintamani
 * rejects whole for every auspicious rite (Shubhashubha prakarana:
 * "vyatīpāta-vaidhṛtī sakalau tyājyau").
 */
export const MAHAPATA_YOGAS: readonly number[] = [17, 27];

/**
 * The nine inauspicious yogas of the almanacs: Vishkumbha, Atiganda, Shula,
 * Ganda, Vyaghata, Vajra, Vyatipata, Parigha, Vaidhriti. Muhurta Chintamani
 * rejects only the first ghatis of the seven others (3 to 9 ghatis, and the
 * first half of Parigha; the commentaries give differing counts); the
 * almanacs that reject them whole are the "nine-yogas" alternative of the
 * tables.
 */
export const NINE_BAD_YOGAS: readonly number[] = [1, 6, 9, 10, 13, 15, 17, 19, 27];

/** Vishti (Bhadra), the 7th movable karana. Shakuni, Chatushpada and Naga fall in Krishna Chaturdashi and Amavasya, left out by the tithi rules. */
export const VISHTI_KARANA = 7;

/** Fixed (sthira) and dual (dvisvabhava) signs, the lagnas the muhurta texts prefer for what should last. */
export const FIXED_SIGNS: readonly number[] = [2, 5, 8, 11];
export const DUAL_SIGNS: readonly number[] = [3, 6, 9, 12];
export const FIXED_AND_DUAL_SIGNS: readonly number[] = [...FIXED_SIGNS, ...DUAL_SIGNS].sort((a, b) => a - b);

/** The gentle weekdays (saumya vara): Monday, Wednesday, Thursday, Friday. */
export const SAUMYA_WEEKDAYS: readonly number[] = [1, 3, 4, 5];

export const ALL_WEEKDAYS: readonly number[] = [0, 1, 2, 3, 4, 5, 6];
