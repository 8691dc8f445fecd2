/**
 * How the site search compares text: the city index's folding (lower case,
 * Latin accents and the Devanagari nukta removed, Hindi nasals written one
 * way, punctuation to spaces: lib/cities/normalize.ts), plus the spelling
 * freedoms of Hindi words written in Latin letters.
 */
import { normalizeKey } from '@/lib/cities/normalize';

/**
 * The strict form: what two spellings must share to be the same word (the
 * city index's folding, Hindi's two ways of writing a nasal included).
 */
export const fold = (text: string): string => normalizeKey(text);

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
