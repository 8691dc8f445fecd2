/**
 * The festival names table (engine/festivals/names.ts) is the one source of
 * the "festivals" namespace of messages/en.json and messages/hi.json: every
 * event slug has an English and a Devanagari Hindi name, every label the
 * engine can return has a message, and the JSON files hold exactly the
 * table (rewrite them with `npm run -s festivals -- --write-messages`).
 */
import {
  computeFestivals,
  EVENT_SLUGS,
  FESTIVAL_NAMES,
  festivalMessages,
  KAAL_NAMES,
  KAALS,
  MOMENT_NAMES,
  REASON_MESSAGES,
  RULES,
  WINDOW_NAMES,
} from '@/engine';
import en from '@/messages/en.json';
import hi from '@/messages/hi.json';

const DEVANAGARI = /[\u0900-\u097F]/;

describe('festival names', () => {
  it('names every event slug, and nothing else', () => {
    expect([...EVENT_SLUGS].sort()).toEqual(Object.keys(FESTIVAL_NAMES).sort());
  });

  it('has rule slugs that are URL-safe and unique per rule kind and month', () => {
    for (const slug of EVENT_SLUGS) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const keyed = RULES.map((r) => `${r.slug}|${'month' in r ? JSON.stringify(r.month) : ''}|${r.kind === 'tithi' ? r.tithi : ''}`);
    expect(new Set(keyed).size).toBe(keyed.length);
  });

  it('writes Hindi names in Devanagari and English ones in Latin script', () => {
    for (const [slug, n] of Object.entries(FESTIVAL_NAMES)) {
      expect([slug, DEVANAGARI.test(n.hi)]).toEqual([slug, true]);
      expect([slug, DEVANAGARI.test(n.en)]).toEqual([slug, false]);
    }
    for (const table of [KAAL_NAMES, WINDOW_NAMES, MOMENT_NAMES, REASON_MESSAGES]) {
      for (const n of Object.values(table)) expect(DEVANAGARI.test(n.hi)).toBe(true);
    }
  });

  it('labels every kaal', () => {
    expect(Object.keys(KAAL_NAMES).sort()).toEqual([...KAALS].sort());
  });

  it('labels every window, moment and reason a year of events returns', () => {
    const windows = new Set<string>();
    const moments = new Set<string>();
    const reasons = new Set<string>();
    for (const year of [2022, 2023, 2025]) {
      for (const e of computeFestivals({ year, lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' }).events) {
        for (const w of [...e.windows, ...(e.muhurat ? [e.muhurat] : []), ...e.variants.flatMap((v) => v.windows)]) windows.add(w.kind);
        for (const m of [...e.moments, ...e.variants.flatMap((v) => v.moments)]) moments.add(m.kind);
        reasons.add(e.reason.choice);
        for (const v of e.variants) reasons.add(v.reason.choice);
        expect(e.nameKey).toBe(`festivals.${e.slug}.name`);
      }
    }
    expect([...windows].filter((k) => !(k in WINDOW_NAMES))).toEqual([]);
    expect([...moments].filter((k) => !(k in MOMENT_NAMES))).toEqual([]);
    expect([...reasons].filter((k) => !(k in REASON_MESSAGES))).toEqual([]);
  });

  it('is what messages/en.json and messages/hi.json hold under "festivals"', () => {
    expect((en as Record<string, unknown>).festivals).toEqual(festivalMessages('en'));
    expect((hi as Record<string, unknown>).festivals).toEqual(festivalMessages('hi'));
  });
});
