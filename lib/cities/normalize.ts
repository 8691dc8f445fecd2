/**
 * Text folding shared by the index build and the query side: lowercase, Latin
 * accents and the Devanagari nukta removed, nasals written one way, apostrophes dropped (N'ju -> nju),
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

/**
 * Hindi writes a nasal before a consonant either as the anusvara or as the
 * class nasal with virama (चंद्रपुर / चन्द्रपुर, हिंदी / हिन्दी), and the
 * chandrabindu is often written as an anusvara (गाँव / गांव): all become the
 * anusvara, so a place is found however its name is spelled.
 */
export function normalizeKey(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[\u0300-\u036f\u093c\u00ad\u200b-\u200d\u2060\ufeff]/g, '')
    .replace(/[ßæœøđðłþıħŧŋĸſ]/g, (c) => FOLD[c])
    .replace(/['’ʼʻ`´]/g, '')
    .replace(/[ङञणनम]\u094d(?=[\u0915-\u0939])/g, '\u0902')
    .replace(/\u0901/g, '\u0902')
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ')
    .trim();
}
