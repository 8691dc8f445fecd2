/**
 * The message formatting the browser needs, and no more: the client
 * components' messages (i18n/messages.ts CLIENT_MESSAGES) use `{name}`,
 * `{name, number}` and `{name, plural, ...}` with `#` only, so the browser
 * does without next-intl's full ICU formatter (intl-messageformat, ~13 KB of
 * gzipped JavaScript on every page). The output equals intl-messageformat's
 * for these forms: a plain argument is printed as `String(value)`, `number`
 * and `#` with the locale's Intl.NumberFormat, plural branches chosen by an
 * exact `=N` first, then Intl.PluralRules, then `other`.
 *
 * Anything else (select, date/time arguments, rich-text tags, ICU quoting
 * with apostrophes) is refused by `parseClientMessage`; a unit test parses
 * every client message in every locale, so such a message fails the tests
 * instead of printing its braces.
 */

export type ClientValues = Readonly<Record<string, string | number>>;

export type ClientMessagePart =
  | { kind: 'text'; text: string }
  | { kind: 'arg'; name: string; number: boolean }
  | { kind: 'plural'; name: string; branches: ReadonlyMap<string, ClientMessagePart[]> }
  | { kind: 'pound' };

const PLURAL_CATEGORIES = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);

/** The parts of a message; throws, naming the problem, on syntax outside what the client supports. */
export function parseClientMessage(message: string): ClientMessagePart[] {
  let i = 0;
  const fail = (why: string): never => {
    throw new Error(`Unsupported client message syntax (${why}) at ${i} in ${JSON.stringify(message)}`);
  };
  const skipSpace = () => {
    while (i < message.length && /\s/.test(message[i])) i++;
  };
  const word = (): string => {
    skipSpace();
    const m = /^[^\s{},#<>']+/.exec(message.slice(i));
    if (!m) fail('expected a name');
    i += m![0].length;
    skipSpace();
    return m![0];
  };
  const expect = (c: string) => {
    if (message[i] !== c) fail(`expected "${c}"`);
    i++;
  };

  // Text and arguments until the end, or (inside a plural branch) the branch's closing brace.
  function parts(inPlural: boolean): ClientMessagePart[] {
    const out: ClientMessagePart[] = [];
    let text = '';
    const flush = () => {
      if (text) out.push({ kind: 'text', text });
      text = '';
    };
    while (i < message.length) {
      const c = message[i];
      const next = message[i + 1] ?? '';
      if (c === '}') {
        if (!inPlural) fail('unmatched "}"');
        break;
      }
      if (c === "'" && (next === "'" || next === '{' || next === '}' || (inPlural && next === '#'))) fail('ICU quoting');
      if (c === '<' && /[A-Za-z/]/.test(next)) fail('rich-text tag');
      if (c === '#' && inPlural) {
        flush();
        out.push({ kind: 'pound' });
        i++;
        continue;
      }
      if (c !== '{') {
        text += c;
        i++;
        continue;
      }
      flush();
      i++;
      const name = word();
      if (message[i] === '}') {
        i++;
        out.push({ kind: 'arg', name, number: false });
        continue;
      }
      expect(',');
      const type = word();
      if (type === 'number' && message[i] === '}') {
        i++;
        out.push({ kind: 'arg', name, number: true });
        continue;
      }
      if (type !== 'plural') fail(`argument type "${type}"`);
      expect(',');
      const branches = new Map<string, ClientMessagePart[]>();
      skipSpace();
      while (message[i] !== '}') {
        if (i >= message.length) fail('unterminated plural');
        const key = word();
        if (!/^=\d+$/.test(key) && !PLURAL_CATEGORIES.has(key)) fail(`plural selector "${key}"`);
        expect('{');
        branches.set(key, parts(true));
        expect('}');
        skipSpace();
      }
      i++;
      if (!branches.has('other')) fail('plural without "other"');
      out.push({ kind: 'plural', name, branches });
    }
    flush();
    return out;
  }

  return parts(false);
}

const parsed = new Map<string, ClientMessagePart[]>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

function numberFormat(locale: string): Intl.NumberFormat {
  let f = numberFormats.get(locale);
  if (!f) numberFormats.set(locale, (f = new Intl.NumberFormat(locale)));
  return f;
}

function pluralRule(locale: string): Intl.PluralRules {
  let r = pluralRules.get(locale);
  if (!r) pluralRules.set(locale, (r = new Intl.PluralRules(locale)));
  return r;
}

/** The message with its arguments filled in; throws on unsupported syntax or a missing argument. */
export function formatClientMessage(message: string, values: ClientValues | undefined, locale: string): string {
  let ps = parsed.get(message);
  if (!ps) parsed.set(message, (ps = parseClientMessage(message)));
  const value = (name: string) => {
    const v = values?.[name];
    if (v === undefined) throw new Error(`The message ${JSON.stringify(message)} needs a value for "${name}"`);
    return v;
  };
  const render = (list: ClientMessagePart[], count: number | null): string =>
    list
      .map((p) => {
        switch (p.kind) {
          case 'text':
            return p.text;
          case 'pound':
            return numberFormat(locale).format(count ?? 0);
          case 'arg':
            return p.number ? numberFormat(locale).format(Number(value(p.name))) : String(value(p.name));
          case 'plural': {
            const n = Number(value(p.name));
            const branch = p.branches.get(`=${n}`) ?? p.branches.get(pluralRule(locale).select(n)) ?? p.branches.get('other')!;
            return render(branch, n);
          }
        }
      })
      .join('');
  return render(ps, null);
}
