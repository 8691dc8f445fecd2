/**
 * One spelling per Hindi word. Hindi writes a nasal before a consonant of
 * its own class either as the anusvara or as the class nasal with virama
 * (अमांत / अमान्त, चंद्र / चन्द्र, संक्रांति / संक्रान्ति); the site uses the
 * anusvara, the standard spelling of the Central Hindi Directorate, in
 * every message and article. A nasal before a consonant of another class
 * (अन्य, उन्हें) or doubled (अन्न, सम्मान) is no such choice and stays.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import en from '@/messages/en.json';
import hi from '@/messages/hi.json';

/** ङ् before क-वर्ग, ञ् before च-वर्ग, ण् before ट-वर्ग, न् before त-वर्ग, म् before प-वर्ग. */
const CLASS_NASAL = /[\u0900-\u097f]*(?:ङ्[कखगघ]|ञ्[चछजझ]|ण्[टठडढ]|न्[तथदध]|म्[पफबभ])[\u0900-\u097f]*/g;

const strings = (tree: unknown): string[] => (typeof tree === 'string' ? [tree] : Object.values(tree as object).flatMap(strings));

function articles(): { file: string; text: string }[] {
  const dir = path.join(process.cwd(), 'content');
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md'))
    .map((f) => ({ file: f, text: readFileSync(path.join(dir, f), 'utf8') }));
}

describe('Hindi spelling', () => {
  it('writes a nasal before a consonant of its class as the anusvara in the messages', () => {
    const found = [...strings(hi), ...strings(en)].flatMap((s) => s.match(CLASS_NASAL) ?? []);
    expect([...new Set(found)]).toEqual([]);
  });

  it('and in the articles', () => {
    const found = articles().flatMap(({ file, text }) => (text.match(CLASS_NASAL) ?? []).map((w) => `${file}: ${w}`));
    expect(found).toEqual([]);
  });

  it('uses the chosen forms of the words visitors saw mixed', () => {
    const all = [...strings(hi), ...articles().map((a) => a.text)].join('\n');
    for (const word of ['अमांत', 'पूर्णिमांत', 'चंद्र', 'संक्रांति']) expect([word, all.includes(word)]).toEqual([word, true]);
    for (const word of ['अमान्त', 'पूर्णिमान्त', 'चन्द्र', 'संक्रान्ति']) expect([word, all.includes(word)]).toEqual([word, false]);
  });
});
