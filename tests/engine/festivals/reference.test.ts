/**
 * Accuracy against the trusted site's festival records
 * (tests/fixtures/reference/festivals-dev.json): each record is computed for its
 * year at its place (New Delhi when none is named; Seattle and Sydney where
 * named) and compared: the date, then every printed time (tithi begin/end,
 * muhurat and kaal windows, parana, Hari Vasara, Sankranti moment and punya
 * kaal, moonrise, Bhadra end) within one minute, i.e. our time within 90 s
 * of the printed minute (the print is rounded or truncated).
 *
 * Every record whose printed times are not all matched is listed in
 * KNOWN_MISSES with its cause. Where the cause is "the source printed another
 * place" or "another sunrise convention", the test proves it: the record's
 * place-dependent values must all match there. "drift" misses prove that only
 * lunar moments are off, and by less than two minutes.
 */
import type { SunriseDefinition } from '@/engine';
import { type Check, compareRecord, type FestivalRecord, PLACE_FREE, records } from './reference-records';

type Miss =
  | { cause: string; at: { place: string; sunrise?: SunriseDefinition } }
  | { cause: string; drift: true }
  | { cause: string; source: true };

/**
 * The reference's Moon runs ~30-70 s ahead of the engine core's in 2020-2022
 * (see tests/engine/drik-days.test.ts, "as if the reference used a larger
 * Delta T after 2000"); with the print truncated to the minute a few tithi
 * boundaries land 91-97 s after the printed minute.
 */
const DRIFT = 'engine core: tithi boundary 91-97 s after the printed minute (the core Moon runs ~1 min late against the reference after 2000; drik-days.test.ts)';
/**
 * Before 2020 the pages these sources copied computed sunrise and sunset as
 * the "Hindu" sunrise (disc centre, no refraction): sunset 3-5 min earlier,
 * so shorter days and earlier pradosh. The engine offers it as options.sunrise.
 */
const HINDU = 'times computed with the Hindu sunrise (disc centre, no refraction), which pre-2020 pages used';

const KNOWN_MISSES: Record<string, Miss> = {
  r0091: { cause: `${HINDU}, for a point ~0.2 deg east of New Delhi (Ghaziabad matches)`, at: { place: 'ghaziabad', sunrise: 'hindu' } },
  r0235: {
    cause:
      'source: Bhadra end printed 06:15, 100 s after the Vishti karana end 06:13:18 (the Panchang karana, which matches the reference elsewhere: Bhadra end 20:51 in 2022, Holika 2022 puchha); no Bhadra definition gives both',
    source: true,
  },
  r0241: { cause: `${HINDU} (its windows equal the 2022 page's, 13:21-15:42 and 14:08-14:55)`, at: { place: 'new-delhi', sunrise: 'hindu' } },
  r0242: { cause: `${HINDU}; source prints Dashami from 12:30, the Panchang has 12:38`, at: { place: 'new-delhi', sunrise: 'hindu' } },
  r0243: { cause: 'blog prints another city: Kota, with the Hindu sunrise (its 2018, 2019 and 2020 figures all match there)', at: { place: 'kota', sunrise: 'hindu' } },
  r0244: { cause: 'blog prints another city: Kota, with the Hindu sunrise', at: { place: 'kota', sunrise: 'hindu' } },
  r0245: { cause: 'blog prints another city: Kota, with the Hindu sunrise', at: { place: 'kota', sunrise: 'hindu' } },
  r0247: { cause: HINDU, at: { place: 'new-delhi', sunrise: 'hindu' } },
  r0251: { cause: `parana printed for Pune (Mumbai dateline) with the Hindu sunrise`, at: { place: 'pune', sunrise: 'hindu' } },
  r0255: { cause: `parana printed for Bengaluru; ${DRIFT}`, at: { place: 'bengaluru' } },
  r0256: { cause: `parana printed for Bengaluru; ${DRIFT}`, at: { place: 'bengaluru' } },
  r0409: { cause: 'muhurat printed for Kolkata (sunrise 05:0x, midday 11:34)', at: { place: 'kolkata' } },
  r0474: { cause: DRIFT, drift: true },
  r0477: { cause: DRIFT, drift: true },
  r0574: { cause: `${HINDU}, for a point ~0.2 deg east of New Delhi (Ghaziabad matches)`, at: { place: 'ghaziabad', sunrise: 'hindu' } },
  r0606: {
    cause:
      'source: Sankranti moment 03:32 is 10 min before the reference ayanamsa gives (Makar 2022 and Mesha 2019 match it); punya kaal printed for Jaipur (sunrise 07:04, sunset 18:17)',
    source: true,
  },
  r0625: { cause: `muhurat and pradosh printed for Mumbai with the Hindu sunrise`, at: { place: 'mumbai', sunrise: 'hindu' } },
  r0650: { cause: 'source: mypanchang.com (not the reference) puts the Sankranti 16 min earlier, another ayanamsa', source: true },
  r0706: { cause: 'source: muhurat start 06:46 is 23 min before New Delhi sunrise while its end 12:35 is New Delhi midday', source: true },
  r0716: { cause: DRIFT, drift: true },
  r0717: { cause: 'Dev Deepawali muhurat printed for Varanasi, where it is celebrated', at: { place: 'varanasi' } },
  r0724: { cause: DRIFT, drift: true },
  r0848: { cause: `times printed for Kolkata (pradosh from 16:54) with the Hindu sunrise`, at: { place: 'kolkata', sunrise: 'hindu' } },
  r0849: { cause: 'source: Amavasya printed 43-47 min early (the new moon was 03:27 IST on 24 Oct 2014, the day of a solar eclipse)', source: true },
  r0850: { cause: 'source prints an unnamed place: sunset 7 min and Vrishabha lagna 11-18 min later than New Delhi', source: true },
};

const all = records();
const results = all.map((r) => ({ r, checks: compareRecord(r) }));
const bad = (checks: Check[]) => checks.filter((c) => !c.ok);
const describeCheck = (c: Check) => `${c.field} printed ${c.printed} ours ${c.ours?.slice(0, 19) ?? '-'}${c.gap === null ? '' : ` (${c.gap > 0 ? '+' : ''}${c.gap} s)`}`;

afterAll(() => {
  const dated = results.filter((x) => x.checks[0].ok).length;
  const full = results.filter((x) => bad(x.checks).length === 0).length;
  const lines = results
    .filter((x) => bad(x.checks).length > 0)
    .map((x) => `${x.r.id} ${x.r.date} ${x.r.festival}: ${bad(x.checks).map(describeCheck).join('; ')}\n    cause: ${KNOWN_MISSES[x.r.id]?.cause ?? 'UNEXPLAINED'}`);
  console.log(`festivals-dev.json: dates ${dated}/${all.length}, every printed value ${full}/${all.length}\n${lines.join('\n')}`);
});

describe('festival records (festivals-dev.json)', () => {
  it('has the records', () => {
    expect(all.length).toBeGreaterThanOrEqual(85);
  });

  it('puts every record on the printed date', () => {
    const wrong = results.filter((x) => !x.checks[0].ok).map((x) => `${x.r.id} ${x.r.festival}: printed ${x.r.date}, ours ${x.checks[0].ours}`);
    expect(wrong).toEqual([]);
    expect(results.filter((x) => x.checks[0].ok).length / all.length).toBeGreaterThanOrEqual(0.95);
  });

  it('matches every printed time except the listed misses, each with its cause', () => {
    const failing = results.filter((x) => bad(x.checks).length > 0).map((x) => x.r.id);
    expect(failing.sort()).toEqual(Object.keys(KNOWN_MISSES).sort());
  });

  const verifiable = Object.entries(KNOWN_MISSES).filter(([, m]) => !('source' in m));
  it.each(verifiable)('%s: the listed cause accounts for the miss', (id, miss) => {
    const r = all.find((x) => x.id === id) as FestivalRecord;
    if ('at' in miss) {
      const there = compareRecord(r, miss.at.place, miss.at.sunrise ? { sunrise: miss.at.sunrise } : undefined);
      expect(bad(there.filter((c) => !PLACE_FREE.test(c.field))).map(describeCheck)).toEqual([]);
    }
    if ('drift' in miss || miss.cause.includes(DRIFT)) {
      const here = compareRecord(r);
      const lunar = bad(here).filter((c) => PLACE_FREE.test(c.field));
      expect(lunar.length).toBeGreaterThan(0);
      for (const c of lunar) expect([c.field, c.gap !== null && c.gap > 0 && c.gap < 120]).toEqual([c.field, true]);
      if ('drift' in miss) expect(bad(here).filter((c) => !PLACE_FREE.test(c.field)).map(describeCheck)).toEqual([]);
    }
  });
});
