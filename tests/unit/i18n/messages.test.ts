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

/**
 * Values that are legitimately not Devanagari in hi.json, and the same in
 * both files: the name of the other language, and the regional calendars'
 * names in their regions' own scripts (`regional.script.*`, shown beside
 * the English or Hindi name as an alternate).
 */
const LATIN_IN_HINDI = new Set(['common.switchLanguage']);
const OWN_SCRIPT = 'regional.script.';
const ownScript = (k: string) => LATIN_IN_HINDI.has(k) || k.startsWith(OWN_SCRIPT);

/**
 * An ICU message's argument names and its literal text, the texts of plural
 * and select branches included (`{gauna, select, true {Gauna ...} other {...}}`
 * has the argument `gauna` and the words of both branches).
 */
function icu(s: string): { args: string[]; text: string } {
  const args: string[] = [];
  let text = '';
  let i = 0;
  // Text up to the '}' that closes a branch (or the end).
  const message = () => {
    while (i < s.length && s[i] !== '}') {
      if (s[i] === '{') {
        i++;
        argument();
      } else text += s[i++];
    }
  };
  // After '{': the name, an optional type, and for plural and select the `key {message}` branches.
  const argument = () => {
    const head = /^\s*([^\s,{}]+)\s*(?:,\s*(\w+)\s*)?(,)?/.exec(s.slice(i))!;
    args.push(head[1]);
    i += head[0].length;
    while (head[3] && i < s.length && s[i] !== '}') {
      const key = /^\s*[^\s{}]+\s*\{/.exec(s.slice(i));
      if (!key) {
        i++;
        continue;
      }
      i += key[0].length;
      message();
      i++;
    }
    i++;
  };
  message();
  return { args, text };
}

/** `{name}` arguments and `<tag>` names, sorted, for comparing the two languages. */
function slots(s: string): string[] {
  const args = icu(s).args.map((a) => `{${a}}`);
  const tags = [...s.matchAll(/<\/?([a-zA-Z0-9_]+)>/g)].map((m) => `<${m[1]}>`);
  return [...args, ...tags].sort();
}

const DEVANAGARI = /[\u0900-\u097F]/;

/** The text without placeholders and tags (branch texts kept): digits and punctuation alone ("404") need no translation. */
const words = (v: string) => icu(v).text.replace(/<[^>]*>/g, '').replace(/#/g, '');
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
      .filter(([k, v]) => !ownScript(k) && hasWords(v) && !DEVANAGARI.test(words(v)))
      .map(([k]) => k);
    expect(notHindi).toEqual([]);

    const copies = [...hiMap]
      .filter(([k, v]) => !ownScript(k) && hasWords(v) && enMap.get(k) === v)
      .map(([k]) => k);
    expect(copies).toEqual([]);
  });

  it('write the regional names in their regions\' own scripts, the same in both files', () => {
    const SCRIPTS: Record<string, RegExp> = {
      tamil: /^[\u0B80-\u0BFF]+$/,
      bengali: /^[\u0980-\u09FF]+$/,
      malayalam: /^[\u0D00-\u0D7F]+$/,
      odia: /^[\u0B00-\u0B7F]+$/,
      gujarati: /^[\u0A80-\u0AFF]+$/,
      marathi: /^[\u0900-\u097F]+$/,
      telugu: /^[\u0C00-\u0C7F]+$/,
      kannada: /^[\u0C80-\u0CFF]+$/,
    };
    const keys = [...enMap.keys()].filter((k) => k.startsWith(OWN_SCRIPT));
    // regional.script.calendars.<calendar> and regional.script.months.<calendar>.<month>
    const calendarOf = (k: string) => k.split('.')[3];
    expect(keys).toHaveLength(8 + 8 * 12);
    expect(keys.filter((k) => !SCRIPTS[calendarOf(k)]?.test(enMap.get(k)!) || hiMap.get(k) !== enMap.get(k))).toEqual([]);
  });

  it('reads plural and select messages: argument names, and the words of every branch', () => {
    expect(icu('{gauna, select, true {Gauna / Vaishnava Aja Ekadashi} other {Vaishnava Aja Ekadashi}}')).toEqual({
      args: ['gauna'],
      text: 'Gauna / Vaishnava Aja EkadashiVaishnava Aja Ekadashi',
    });
    expect(slots('{date}: {views, plural, one {# page view} other {# page views}}')).toEqual(['{date}', '{views}']);
    expect(icu('{n, plural, one {Kept {n} day} other {Kept {n} days}}').args).toEqual(['n', 'n', 'n']);
  });

  it('detects a missing key (the parity check is not vacuous)', () => {
    const broken = new Map(hiMap);
    broken.delete('site.name');
    expect([...enMap.keys()].filter((k) => !broken.has(k))).toEqual(['site.name']);
  });
});
