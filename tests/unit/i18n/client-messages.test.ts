import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { GLOBAL_ERROR_TEXTS } from '@/app/global-error-texts';
import { CLIENT_MESSAGES, LAZY_MESSAGES, MESSAGES, pickMessages } from '@/i18n/messages';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.tsx?$/.test(name) ? [p] : [];
  });
}

const clientFiles = [...sources('app'), ...sources('lib')].filter((f) => /^['"]use client['"]/m.test(readFileSync(f, 'utf8')));
// A part that opens on interaction has its messages fetched with its code (LAZY_MESSAGES).
const listed = [...Object.values(CLIENT_MESSAGES), ...Object.values(LAZY_MESSAGES)].flat();

describe('messages sent to the browser', () => {
  it('covers every namespace a client component asks for', () => {
    const asked = clientFiles.flatMap((f) =>
      [...readFileSync(f, 'utf8').matchAll(/useClientT\(\s*(?:'([^']*)')?\s*\)/g)].map((m) => ({ file: f, ns: m[1] ?? '' })),
    );
    expect(asked.length).toBeGreaterThan(10);
    // No component takes the whole catalogue, and each namespace (or keys of it) is sent by some group.
    const missing = asked.filter(({ ns }) => ns === '' || !listed.some((p) => p === ns || p.startsWith(`${ns}.`) || ns.startsWith(`${p}.`)));
    expect(missing).toEqual([]);
  });

  it('sends every key a client component reads by name (a group may list single keys of a namespace)', () => {
    // `const t = useClientT('ns')`, then t('key') or t('key.sub'); keys built at run time (t(`${x}.label`)) need their
    // namespace or its parents listed, which the test above checks by namespace.
    const unsent = clientFiles.flatMap((f) => {
      const src = readFileSync(f, 'utf8');
      return [...src.matchAll(/const (\w+) = useClientT\('([^']+)'\)/g)].flatMap(([, fn, ns]) =>
        [...src.matchAll(new RegExp(`\\b${fn}\\('([^']+)'`, 'g'))]
          .map((m) => `${ns}.${m[1]}`)
          .filter((key) => !listed.some((p) => key === p || key.startsWith(`${p}.`)))
          .map((key) => `${f}: ${key}`),
      );
    });
    expect(unsent).toEqual([]);
  });

  it('names only keys that exist in every catalogue, and sends a small part of it', () => {
    for (const [locale, messages] of Object.entries(MESSAGES)) {
      const all = JSON.stringify(messages).length;
      for (const [group, paths] of Object.entries({ ...CLIENT_MESSAGES, ...LAZY_MESSAGES })) {
        const sent = JSON.stringify(pickMessages(messages, paths)).length;
        expect({ locale, group, small: sent < all / 10 }).toEqual({ locale, group, small: true });
      }
    }
  });

  it('picks namespaces and single keys in the catalogue shape', () => {
    const m = { a: { x: '1', y: '2' }, b: { c: { d: '3', e: '4' } }, z: '5' };
    expect(pickMessages(m, ['a', 'b.c.d'])).toEqual({ a: { x: '1', y: '2' }, b: { c: { d: '3' } } });
    expect(() => pickMessages(m, ['b.q'])).toThrow(/b\.q/);
  });

  it("keeps the last-resort error page's copy equal to the catalogues", () => {
    for (const locale of ['en', 'hi'] as const) {
      const { title, body, retry } = MESSAGES[locale].error;
      expect(GLOBAL_ERROR_TEXTS[locale]).toEqual({ title, body, retry });
    }
  });

  it("translates with useClientT, not next-intl's useTranslations (whose formatter stays out of the browser)", () => {
    const importers = clientFiles.filter((f) => /import\s*\{[^}]*\buseTranslations\b[^}]*\}\s*from\s*['"]next-intl['"]/.test(readFileSync(f, 'utf8')));
    expect(importers).toEqual([]);
  });

  it('no client component imports a whole catalogue', () => {
    const importers = clientFiles.filter((f) => /from ['"]@\/messages\/|from ['"]@\/i18n\/messages['"]/.test(readFileSync(f, 'utf8')));
    expect(importers).toEqual([]);
  });
});
