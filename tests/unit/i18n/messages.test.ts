/**
 * The two message files must stay in step: same keys, same placeholders and
 * rich-text tags, and Hindi values really in Hindi (Devanagari), not English
 * copies left behind.
 */
import en from '@/messages/en.json';
import hi from '@/messages/hi.json';

type Tree = { [k: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}

const enMap = flatten(en as Tree);
const hiMap = flatten(hi as Tree);

/** Values that are legitimately not Devanagari in hi.json: the name of the other language, shown in its own script. */
const LATIN_IN_HINDI = new Set(['common.switchLanguage']);

/** `{name}` arguments and `<tag>` names, sorted, for comparing the two languages. */
function slots(s: string): string[] {
  const args = [...s.matchAll(/\{\s*([a-zA-Z0-9_]+)/g)].map((m) => `{${m[1]}}`);
  const tags = [...s.matchAll(/<\/?([a-zA-Z0-9_]+)>/g)].map((m) => `<${m[1]}>`);
  return [...args, ...tags].sort();
}

const DEVANAGARI = /[\u0900-\u097F]/;

/** The text without placeholders and tags: digits and punctuation alone ("404") need no translation. */
const words = (v: string) => v.replace(/\{[^}]*\}/g, '').replace(/<[^>]*>/g, '');
const hasWords = (v: string) => /\p{L}/u.test(words(v));

describe('messages/en.json and messages/hi.json', () => {
  it('have exactly the same keys', () => {
    const onlyEn = [...enMap.keys()].filter((k) => !hiMap.has(k));
    const onlyHi = [...hiMap.keys()].filter((k) => !enMap.has(k));
    expect({ onlyEn, onlyHi }).toEqual({ onlyEn: [], onlyHi: [] });
  });

  it('have no empty values', () => {
    const empty = [...enMap, ...hiMap].filter(([, v]) => v.trim() === '').map(([k]) => k);
    expect(empty).toEqual([]);
  });

  it('use the same placeholders and tags in both languages', () => {
    const mismatched = [...enMap.keys()]
      .filter((k) => hiMap.has(k))
      .filter((k) => slots(enMap.get(k)!).join() !== slots(hiMap.get(k)!).join());
    expect(mismatched).toEqual([]);
  });

  it('have Hindi values written in Devanagari, not English copies', () => {
    const notHindi = [...hiMap]
      .filter(([k, v]) => !LATIN_IN_HINDI.has(k) && hasWords(v) && !DEVANAGARI.test(words(v)))
      .map(([k]) => k);
    expect(notHindi).toEqual([]);

    const copies = [...hiMap]
      .filter(([k, v]) => !LATIN_IN_HINDI.has(k) && hasWords(v) && enMap.get(k) === v)
      .map(([k]) => k);
    expect(copies).toEqual([]);
  });

  it('detects a missing key (the parity check is not vacuous)', () => {
    const broken = new Map(hiMap);
    broken.delete('site.name');
    expect([...enMap.keys()].filter((k) => !broken.has(k))).toEqual(['site.name']);
  });
});
