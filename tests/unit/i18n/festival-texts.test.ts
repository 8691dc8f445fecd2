/**
 * Every event the engine can produce has a short description (cards, API,
 * calendar feeds) and a significance paragraph (its detail page) in both
 * languages. The slugs come from the rule table (EVENT_SLUGS), so a new row
 * without texts fails here.
 */
import { EVENT_SLUGS } from '@/engine';
import en from '@/messages/en.json';
import hi from '@/messages/hi.json';

type Texts = { description?: string; significance?: string };
const catalogues = { en: en.festivals as unknown as Record<string, Texts>, hi: hi.festivals as unknown as Record<string, Texts> };

/** A card shows the description in full; the detail page gives the significance a short paragraph. */
const MAX = { description: 200, significance: 600 };
const DEVANAGARI = /[\u0900-\u097F]/;
/** Sentence ends: the full stop and the danda. */
const sentences = (s: string) => s.split(/[.।](?:\s|$)/).filter((x) => x.trim()).length;

describe.each(['en', 'hi'] as const)('festival texts (%s)', (lang) => {
  const f = catalogues[lang];

  it('describe every event slug, within the lengths the pages give them', () => {
    const bad = EVENT_SLUGS.flatMap((slug) =>
      (['description', 'significance'] as const)
        .filter((k) => {
          const v = f[slug]?.[k];
          return typeof v !== 'string' || v.trim() === '' || v.length > MAX[k];
        })
        .map((k) => `${slug}.${k} (${f[slug]?.[k]?.length ?? 'missing'})`),
    );
    expect(bad).toEqual([]);
  });

  it('write a one- or two-sentence description and a significance of two to four sentences', () => {
    const bad = EVENT_SLUGS.filter((slug) => {
      const d = sentences(f[slug].description!);
      const s = sentences(f[slug].significance!);
      return d < 1 || d > 2 || s < 2 || s > 4;
    });
    expect(bad).toEqual([]);
  });

  it('are plain strings: no ICU arguments, tags or straight apostrophes (ICU quoting)', () => {
    const bad = EVENT_SLUGS.filter((slug) => /[{}<>'"]/.test(f[slug].description! + f[slug].significance!));
    expect(bad).toEqual([]);
  });

  it(lang === 'hi' ? 'are written in Devanagari' : 'are written in Latin script', () => {
    const bad = EVENT_SLUGS.filter((slug) => {
      const both = f[slug].description! + f[slug].significance!;
      return lang === 'hi' ? !DEVANAGARI.test(both) || /[a-z]{3,}/i.test(both) : DEVANAGARI.test(both);
    });
    expect(bad).toEqual([]);
  });

  it('give every event its own text (no two slugs share a description or a significance)', () => {
    for (const k of ['description', 'significance'] as const) {
      const seen = new Map<string, string>();
      const dup = EVENT_SLUGS.filter((slug) => {
        const v = f[slug][k]!;
        if (seen.has(v)) return true;
        seen.set(v, slug);
        return false;
      });
      expect([k, dup]).toEqual([k, []]);
    }
  });
});

describe('texts of the events that relate to another observance', () => {
  // The rules the engine applies (calendar-conventions.md, "Findings of 2026-11").
  it('say the Vaishnava Ekadashi rule: Dashami at Arunodaya moves the fast to the next day', () => {
    const twins = EVENT_SLUGS.filter((s) => /^vaishnava-.*-ekadashi$/.test(s));
    // 24 named by month, 2 of the adhika month, and Vaikuntha Ekadashi (the Shukla Ekadashi of Margazhi).
    expect(twins).toHaveLength(27);
    for (const s of twins) {
      expect([s, en.festivals[s as 'vaishnava-nirjala-ekadashi'].significance]).toEqual([s, expect.stringMatching(/Arunodaya.*96 minutes/)]);
      expect([s, hi.festivals[s as 'vaishnava-nirjala-ekadashi'].significance]).toEqual([s, expect.stringMatching(/अरुणोदय.*96 मिनट/)]);
    }
  });

  it('say the Purnima vrat rule: the day whose madhyahna Purnima covers, before the snan-daan day', () => {
    const vrats = EVENT_SLUGS.filter((s) => s.endsWith('-purnima-vrat'));
    expect(vrats).toHaveLength(13);
    for (const s of vrats) {
      expect([s, en.festivals[s as 'magha-purnima-vrat'].significance]).toEqual([s, expect.stringMatching(/madhyahna.*sunrise/)]);
      expect([s, hi.festivals[s as 'magha-purnima-vrat'].significance]).toEqual([s, expect.stringMatching(/मध्याह्न.*सूर्योदय/)]);
    }
  });
});
