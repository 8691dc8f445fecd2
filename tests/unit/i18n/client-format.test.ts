import { createTranslator } from 'use-intl';
import { CLIENT_MESSAGES, MESSAGES, pickMessages } from '@/i18n/messages';
import { formatClientMessage, parseClientMessage, type ClientMessagePart } from '@/lib/i18n/client-format';

/** Every message the browser is sent, per locale, as [path, message]. */
function clientMessages(locale: keyof typeof MESSAGES): [string, string][] {
  const out: [string, string][] = [];
  const walk = (node: unknown, at: string) => {
    if (typeof node === 'string') out.push([at, node]);
    else for (const [k, v] of Object.entries(node as object)) walk(v, at ? `${at}.${k}` : k);
  };
  walk(pickMessages(MESSAGES[locale], [...new Set(Object.values(CLIENT_MESSAGES).flat())]), '');
  return out;
}

/** The arguments a message reads, and whether each is counted (plural or number). */
function argumentsOf(parts: ClientMessagePart[], into = new Map<string, boolean>()): Map<string, boolean> {
  for (const p of parts) {
    if (p.kind === 'arg') into.set(p.name, (into.get(p.name) ?? false) || p.number);
    if (p.kind === 'plural') {
      into.set(p.name, true);
      for (const branch of p.branches.values()) argumentsOf(branch, into);
    }
  }
  return into;
}

describe('the client message formatter', () => {
  for (const locale of ['en', 'hi'] as const) {
    it(`prints every client message in ${locale} exactly as next-intl does`, () => {
      const t = createTranslator({ locale, messages: MESSAGES[locale] as never });
      const messages = clientMessages(locale);
      expect(messages.length).toBeGreaterThan(50);
      let withArguments = 0;
      for (const [path, message] of messages) {
        // A message outside the supported syntax throws here, naming itself.
        const args = argumentsOf(parseClientMessage(message));
        if (args.size > 0) withArguments++;
        // Plain arguments as text and as numbers (the weather card passes numbers).
        const samples =
          args.size === 0
            ? [{}]
            : [0, 1, 2, 21, 1234.5].flatMap((n) =>
                [true, false].map((asText) => Object.fromEntries([...args].map(([name, counted]) => [name, counted || !asText ? n : `«${name} ${n}»`]))),
              );
        for (const values of samples) {
          expect({ path, text: formatClientMessage(message, values, locale) }).toEqual({ path, text: (t as (k: string, v?: object) => string)(path, values) });
        }
      }
      expect(withArguments).toBeGreaterThan(5);
    });
  }

  it('fills names, numbers and plurals', () => {
    const views = '{count, plural, =0 {no views} one {# view} other {# views}}';
    expect(formatClientMessage(views, { count: 0 }, 'en')).toBe('no views');
    expect(formatClientMessage(views, { count: 1 }, 'en')).toBe('1 view');
    expect(formatClientMessage(views, { count: 12345 }, 'en')).toBe('12,345 views');
    expect(formatClientMessage('{count, number} बार, {city} में', { count: 1234567, city: 'काशी' }, 'hi')).toBe('12,34,567 बार, काशी में');
    expect(formatClientMessage('{n} # {n}', { n: 1234 }, 'en')).toBe('1234 # 1234');
    expect(formatClientMessage("the Sun's disc", undefined, 'en')).toBe("the Sun's disc");
  });

  it('refuses what it does not support instead of printing braces', () => {
    for (const message of [
      '{gender, select, male {he} other {they}}',
      'on {day, date, long}',
      '{n, number, percent}',
      'Read <b>this</b>',
      "'{not an argument}'",
      "It''s",
      '{count, plural, one {# view}}',
      '{count, plural, offset:1 one {#} other {#}}',
      '{count, plural, some {#} other {#}}',
      'unbalanced {name',
      'unbalanced name}',
      '{}',
    ]) {
      expect(() => parseClientMessage(message)).toThrow(/Unsupported client message syntax/);
    }
    expect(() => formatClientMessage('for {city}', {}, 'en')).toThrow(/needs a value for "city"/);
  });
});
