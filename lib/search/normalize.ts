/**
 * How the site search compares text: the city index's folding (lower case,
 * Latin accents and the Devanagari nukta removed, punctuation to spaces:
 * lib/cities/normalize.ts), plus the spelling freedoms of written Hindi and
 * of Hindi words written in Latin letters.
 */
import { normalizeKey } from '@/lib/cities/normalize';

/**
 * Hindi writes a nasal before a consonant either as the anusvara or as the
 * class nasal with virama (संक्रांति / संक्रान्ति, हिंदी / हिन्दी), and the
 * chandrabindu is often written as an anusvara (पूँछ / पूंछ): all become the
 * anusvara.
 */
function foldDevanagari(s: string): string {
  return s.replace(/[ङञणनम]\u094d(?=[\u0915-\u0939])/g, '\u0902').replace(/\u0901/g, '\u0902');
}

/** The strict form: what two spellings must share to be the same word. */
export const fold = (text: string): string => foldDevanagari(normalizeKey(text));

/**
 * The loose form of Latin spellings of Indian words, which vary in the
 * aspirate h (Ekadasi / Ekadashi), doubled long vowels (Poornima / Purnima,
 * Deepavali / Dipavali) and v/w (Diwali / Divali). Devanagari is left as
 * the strict form has it.
 */
export function loosen(folded: string): string {
  return folded
    .replace(/([bcdgjkpst])h/g, '$1')
    .replace(/ee|ii/g, 'i')
    .replace(/oo|uu/g, 'u')
    .replace(/aa/g, 'a')
    .replace(/w/g, 'v');
}

export const words = (folded: string): string[] => (folded ? folded.split(' ') : []);
