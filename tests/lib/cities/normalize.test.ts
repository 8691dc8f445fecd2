import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { normalizeKey } from '@/lib/cities/normalize';

const SAMPLES = [
  'Vārānasi',
  'NEW  Delhi',
  "N'ju-Deli",
  'St. John’s',
  'Łódź',
  'Straße',
  'İstanbul',
  'Æbeltoft',
  'वाराणसी',
  'ज़िला',
  'गुड़गांव',
  'ഗുഡ്‌ഗാവ്',
  'Ｔｏｋｙｏ',
  'Ak”yar',
  '北京',
  '  ',
];

describe('normalizeKey', () => {
  it('folds case, Latin accents, apostrophes and punctuation', () => {
    expect(normalizeKey('Vārānasi')).toBe('varanasi');
    expect(normalizeKey('NEW  Delhi')).toBe('new delhi');
    expect(normalizeKey("N'ju-Deli")).toBe('nju deli');
    expect(normalizeKey('Straße')).toBe('strasse');
    expect(normalizeKey('Łódź')).toBe('lodz');
    expect(normalizeKey('İstanbul')).toBe('istanbul');
    expect(normalizeKey('  ')).toBe('');
  });

  it('keeps Devanagari vowel signs but drops the nukta', () => {
    expect(normalizeKey('वाराणसी')).toBe('वाराणसी'.normalize('NFKD'));
    expect(normalizeKey('ज़िला')).toBe(normalizeKey('जिला'));
  });

  it('is identical to the build script copy (scripts/build-cities.mjs)', () => {
    const script = pathToFileURL(path.join(process.cwd(), 'scripts', 'build-cities.mjs')).href;
    const code = `import { normalizeKey } from ${JSON.stringify(script)};
      process.stdout.write(JSON.stringify(JSON.parse(process.argv[1]).map(normalizeKey)));`;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', code, JSON.stringify(SAMPLES)], { encoding: 'utf8' });
    expect(JSON.parse(out)).toEqual(SAMPLES.map(normalizeKey));
  });
});
