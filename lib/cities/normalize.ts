/**
 * Text folding shared by the index build and the query side: lowercase, Latin
 * accents and the Devanagari nukta removed, apostrophes dropped (N'ju -> nju),
 * any other punctuation/space run turned into one space.
 *
 * MUST stay identical to normalizeKey() in scripts/build-cities.mjs (which is plain
 * Node ESM and cannot import TypeScript). The built index stores that function's
 * output for a fixed vector of strings; the loader checks this implementation
 * against it and refuses a mismatching index (see store.ts).
 */
const FOLD: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  ŧ: 't',
  ŋ: 'ng',
  ĸ: 'k',
  ſ: 's',
};

export function normalizeKey(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[\u0300-\u036f\u093c\u00ad\u200b-\u200d\u2060\ufeff]/g, '')
    .replace(/[ßæœøđðłþıħŧŋĸſ]/g, (c) => FOLD[c])
    .replace(/['’ʼʻ`´]/g, '')
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ')
    .trim();
}
