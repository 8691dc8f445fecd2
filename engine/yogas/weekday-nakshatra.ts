/**
 * Auspicious yogas of a weekday and the Moon's nakshatra: Sarvartha Siddhi,
 * Amrita Siddhi, and the two Pushya yogas. The weekday is the Panchang
 * day's (sunrise to next sunrise), so a yoga holds from the moment the
 * nakshatra begins (or sunrise) until it ends (or the next sunrise): the
 * trusted site prints Sarvartha Siddhi "Whole Day" and Amrita Siddhi
 * "07:49 PM to 07:14 AM, Jan 01" on New Delhi 2020-12-31, a Thursday on
 * which Punarvasu gives way to Pushya at 19:49 (drik-days-dev.json).
 *
 * Nakshatras are numbers 1 (Ashwini) .. 27 (Revati); index 0 is Sunday.
 */

/**
 * Sarvartha Siddhi yoga. Source: Muhurta Chintamani, Shubhashubha
 * prakarana: "sūrye'rkamūlottarapuṣyadāsraṃ candre śrutibrāhmaśaśījyamaitram |
 * bhaume'śvyahirbudhnyakṛśānusārpaṃ jñe brāhmamaitrārkakṛśānucāndram ||
 * jīve'ntyamaitrāśvyaditījyadhiṣṇyaṃ śukre'ntyamaitrāśvyaditiśravobham |
 * śanau śrutibrāhmasamīrabhāni sarvārthasiddhyai kathitāni pūrvaiḥ ||"
 * Sunday: Hasta (arka), Mula, the three Uttaras, Pushya, Ashwini (dasra);
 * Monday: Shravana, Rohini (brahma), Mrigashira (shashi), Pushya (ijya), Anuradha (maitra);
 * Tuesday: Ashwini, Uttara Bhadrapada (ahirbudhnya), Krittika (krishanu), Ashlesha (sarpa);
 * Wednesday: Rohini, Anuradha, Hasta, Krittika, Mrigashira;
 * Thursday: Revati (antya), Anuradha, Ashwini, Punarvasu (aditi), Pushya;
 * Friday: Revati, Anuradha, Ashwini, Punarvasu, Shravana;
 * Saturday: Shravana, Rohini, Swati (samira).
 */
export const SARVARTHA_SIDDHI: readonly (readonly number[])[] = [
  [13, 19, 12, 21, 26, 8, 1],
  [22, 4, 5, 8, 17],
  [1, 26, 3, 9],
  [4, 17, 13, 3, 5],
  [27, 17, 1, 7, 8],
  [27, 17, 1, 7, 22],
  [22, 4, 15],
];

/**
 * Amrita Siddhi yoga: one nakshatra per weekday. Source: Muhurta
 * Chintamani, Shubhashubha prakarana ("hastaḥ sūrye mṛgaḥ some ... śanau
 * brāhmam"): Sunday Hasta, Monday Mrigashira, Tuesday Ashwini, Wednesday
 * Anuradha, Thursday Pushya, Friday Revati, Saturday Rohini.
 */
export const AMRITA_SIDDHI: readonly number[] = [13, 5, 1, 17, 8, 27, 4];

/** Pushya (8) on a Thursday is Guru Pushya, on a Sunday Ravi Pushya (the same texts; printed by the trusted site as "Guru Pushya Yoga"). */
export const PUSHYA = 8;
export const GURU_PUSHYA_WEEKDAY = 4;
export const RAVI_PUSHYA_WEEKDAY = 0;
