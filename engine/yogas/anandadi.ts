/**
 * Anandadi yogas: 28 yogas named by the Moon's nakshatra counted from a
 * starting nakshatra that depends on the weekday, in the 28-nakshatra
 * scheme that inserts Abhijit between Uttara Ashadha and Shravana. Source:
 * Muhurta Chintamani, Shubhashubha prakarana: "dāsrādbhānau mṛgādindau
 * sārpādbhaume karādbudhe | maitrādgurau bhṛgau vaiśvādgaṇyā mande ca vāruṇāt ||"
 * (count from Ashwini on Sunday, Mrigashira on Monday, Ashlesha on Tuesday,
 * Hasta on Wednesday, Anuradha on Thursday, Uttara Ashadha on Friday,
 * Shatabhisha on Saturday), and the list of the 28 names with their
 * results that follows it.
 *
 * Abhijit spans the last pada of Uttara Ashadha and the first fifteenth of
 * Shravana: 276deg40' to 280deg53'20" of the sidereal zodiac (the 19 ghatis
 * of the muhurta texts: 15 of Uttara Ashadha and 4 of Shravana).
 */

/** Start and end of Abhijit, sidereal degrees. */
export const ABHIJIT_START = 276 + 40 / 60;
export const ABHIJIT_END = 280 + 53 / 60 + 20 / 3600;

/** Position (1-28) of a stretch of the zodiac in the 28-nakshatra scheme: Abhijit is 22, Shravana .. Revati 23 .. 28. */
export const ABHIJIT = 22;

/** Starting nakshatra of the count, 28-scheme, by weekday (0 = Sunday): Ashwini, Mrigashira, Ashlesha, Hasta, Anuradha, Uttara Ashadha, Shatabhisha. */
export const ANANDADI_START: readonly number[] = [1, 5, 9, 13, 17, 21, 25];

/**
 * The 28 yogas in order, with their quality as the text gives their result
 * (Ananda: success; Kaladanda: death; ...; Chara: success of the work;
 * Sthira: lasting works; Vardhamana: growth).
 */
export const ANANDADI_YOGAS: readonly { key: string; auspicious: boolean }[] = [
  { key: 'ananda', auspicious: true },
  { key: 'kaladanda', auspicious: false },
  { key: 'dhumra', auspicious: false },
  { key: 'prajapati', auspicious: true },
  { key: 'saumya', auspicious: true },
  { key: 'dhwanksha', auspicious: false },
  { key: 'dhwaja', auspicious: true },
  { key: 'shrivatsa', auspicious: true },
  { key: 'vajra', auspicious: false },
  { key: 'mudgara', auspicious: false },
  { key: 'chhatra', auspicious: true },
  { key: 'mitra', auspicious: true },
  { key: 'manasa', auspicious: true },
  { key: 'padma', auspicious: true },
  { key: 'lumbaka', auspicious: false },
  { key: 'utpata', auspicious: false },
  { key: 'mrityu', auspicious: false },
  { key: 'kana', auspicious: false },
  { key: 'siddhi', auspicious: true },
  { key: 'shubha', auspicious: true },
  { key: 'amrita', auspicious: true },
  { key: 'musala', auspicious: false },
  { key: 'gada', auspicious: false },
  { key: 'matanga', auspicious: true },
  { key: 'rakshasa', auspicious: false },
  { key: 'chara', auspicious: true },
  { key: 'sthira', auspicious: true },
  { key: 'vardhamana', auspicious: true },
];

/** The 28-scheme position of a sidereal longitude (degrees). */
export function nakshatra28(longitude: number): number {
  const lon = ((longitude % 360) + 360) % 360;
  if (lon >= ABHIJIT_START && lon < ABHIJIT_END) return ABHIJIT;
  const n = Math.floor(lon / (360 / 27)) + 1;
  return n >= ABHIJIT ? n + 1 : n;
}

/** The Anandadi yoga (1-28) of a weekday and a 28-scheme nakshatra. */
export const anandadiYoga = (weekday: number, n28: number): number => ((n28 - ANANDADI_START[weekday] + 28) % 28) + 1;
