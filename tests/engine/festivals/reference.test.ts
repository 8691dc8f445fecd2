/**
 * Accuracy against the trusted site's festival records
 * (tests/fixtures/reference/festivals-dev.json): each record is computed for its
 * year at its place (New Delhi when none is named; Seattle and Sydney where
 * named) and compared: the date, then every printed time (tithi begin/end,
 * muhurat and kaal windows, parana, Hari Vasara, Sankranti moment and punya
 * kaal, moonrise, Bhadra end): the lunar and solar moments within 60 s of
 * the printed minute, the windows within 90 s (reference-records.ts says why).
 *
 * Every record with a printed value we do not reproduce is listed in
 * KNOWN_MISSES, field by field: each failing field is named by exactly one
 * explanation, and each explanation carries a proof the test runs: the
 * record computed at the place (or with the convention) the source used
 * matches there; the same rule matches the reference in other records; or
 * the printed values contradict each other in a way no place or convention
 * can produce (a misprint).
 */
import { computeFestivals, type EngineOptions, tithiAt } from '@/engine';
import { sunCrossing } from '@/engine/calendar/sankranti';
import { MOON, SUN, tropical } from '@/engine/ephemeris';
import { type AstroModels, DEFAULT_MODELS } from '@/engine/models';
import { type DeltaTModel, siteDeltaT } from '@/engine/models/delta-t';
import { solveAngle } from '@/engine/roots';
import { sunriseSummary } from '@/engine/summary';
import { type Check, compareRecord, type FestivalRecord, findEvent, PLACES, placeOf, printedJd, PRINTS_VRAT, records } from './reference-records';

type Proof =
  /** The fields match when the record is computed at this place (reference-records.ts PLACES) with these options. */
  | { at: string; options?: EngineOptions }
  /** The tithi times match under the site's Delta T with its table ending in this year: pages printed then. */
  | { deltaTFrom: number }
  /** The same fields, computed by the same rule, match the reference in these records. */
  | { sameRuleMatches: string[] }
  /** The Sankranti moment is the ingress of the geometric Sun (without the 20.5" of annual aberration). */
  | { sunWithoutAberration: true }
  /** The printed begin and end are not one tithi's length apart: a misprint no place or convention produces. */
  | { tithiLengthDiffers: true }
  /** The printed start lies before the record's place's sunrise, which a day's muhurat cannot. */
  | { beforeSunrise: true }
  /**
   * Computed there, the field is late by the same amount (within 20 s) as
   * `like`, the other end of the same Vrishabha lagna window, which matches:
   * the site's lagna runs ahead of ours uniformly (reference-records.ts).
   */
  | { lagnaShift: { at: string; options?: EngineOptions; like: string } };

interface Explanation {
  fields: string[];
  why: string;
  proof: Proof;
}

/** Before 2020 the pages these sources copied computed sunrise and sunset as the "Hindu" sunrise (disc centre, no refraction). */
const HINDU = 'times computed with the Hindu sunrise (disc centre, no refraction), which pre-2020 pages used';
const hindu: EngineOptions = { sunrise: 'hindu' };
const WINDOWS = ['muhurat.start', 'muhurat.end'];
const APARAHNA = ['aparahna.start', 'aparahna.end'];
const PRADOSH = ['pradosh_kaal.start', 'pradosh_kaal.end'];
const PRINTED_THEN =
  'a page printed that year, when the site\'s Delta T table ended before it (its formula then already applied): the tithi times match with that switch-over';

const KNOWN_MISSES: Record<string, Explanation[]> = {
  r0091: [
    {
      fields: ['muhurat.end', ...PRADOSH, 'vrishabha_kaal.end'],
      why: `${HINDU}, for a point ~0.2 deg east of New Delhi (Ghaziabad matches)`,
      proof: { at: 'ghaziabad', options: hindu },
    },
  ],
  r0235: [
    {
      fields: ['muhurat.start', 'bhadra_end'],
      why: 'source: Bhadra end (and the thread ceremony from it) printed 06:15, 2.6 min after the end of Vishti karana, while its Purnima begin and end match to seconds; the Vishti end matches the site elsewhere (Raksha Bandhan 2022)',
      proof: { sameRuleMatches: ['r0618'] },
    },
  ],
  r0241: [
    { fields: ['tithi_begins', 'tithi_ends'], why: PRINTED_THEN, proof: { deltaTFrom: 2017 } },
    { fields: [...WINDOWS, 'aparahna.end'], why: `${HINDU} (its windows equal the 2022 page's, 13:21-15:42 and 14:08-14:55)`, proof: { at: 'new-delhi', options: hindu } },
  ],
  r0242: [
    { fields: ['tithi_begins'], why: 'source: Dashami printed from 12:30, 26 h 20 min before its printed end, a tithi of 26 h 12 min (the end matches)', proof: { tithiLengthDiffers: true } },
    { fields: [...WINDOWS, ...APARAHNA], why: HINDU, proof: { at: 'new-delhi', options: hindu } },
  ],
  r0243: [{ fields: [...WINDOWS, ...APARAHNA], why: 'blog prints another city: Kota, with the Hindu sunrise (its 2018, 2019 and 2020 figures all match there)', proof: { at: 'kota', options: hindu } }],
  r0244: [{ fields: [...WINDOWS, ...APARAHNA], why: 'blog prints another city: Kota, with the Hindu sunrise', proof: { at: 'kota', options: hindu } }],
  r0245: [{ fields: [...WINDOWS, ...APARAHNA], why: 'blog prints another city: Kota, with the Hindu sunrise', proof: { at: 'kota', options: hindu } }],
  r0247: [{ fields: [...WINDOWS, 'aparahna.end'], why: HINDU, proof: { at: 'new-delhi', options: hindu } }],
  r0251: [{ fields: ['parana.start', 'parana.end'], why: 'parana printed for Pune (Mumbai dateline) with the Hindu sunrise', proof: { at: 'pune', options: hindu } }],
  r0255: [{ fields: ['parana.start', 'parana.end'], why: 'parana printed for Bengaluru', proof: { at: 'bengaluru' } }],
  r0256: [{ fields: ['parana.start', 'parana.end'], why: 'parana printed for Bengaluru', proof: { at: 'bengaluru' } }],
  r0409: [{ fields: WINDOWS, why: 'muhurat printed for Kolkata (sunrise 05:0x, midday 11:34)', proof: { at: 'kolkata' } }],
  r0574: [
    {
      fields: ['muhurat.start', ...PRADOSH, 'vrishabha_kaal.start'],
      why: `${HINDU}, for a point ~0.2 deg east of New Delhi (Ghaziabad matches)`,
      proof: { at: 'ghaziabad', options: hindu },
    },
  ],
  r0606: [
    {
      fields: ['moment'],
      why: 'source: the Sankranti moment of the geometric Sun (without the 20.5" of aberration in its apparent longitude), 8.8 min early; the site\'s apparent Sun matches its Makar 2022 and Mesha 2019 moments',
      proof: { sunWithoutAberration: true },
    },
    {
      fields: ['punya_kala.start', 'punya_kala.end', 'maha_punya_kala.start', 'maha_punya_kala.end'],
      why: 'punya kaal printed for Jaipur (sunrise 07:04, sunset 18:17)',
      proof: { at: 'jaipur' },
    },
  ],
  r0625: [{ fields: ['muhurat.start', ...PRADOSH], why: 'muhurat and pradosh printed for Mumbai with the Hindu sunrise', proof: { at: 'mumbai', options: hindu } }],
  r0650: [
    {
      fields: ['moment'],
      why: 'source: mypanchang.com (not the reference) gives the ingress of the geometric Sun (without aberration), 9 min early',
      proof: { sunWithoutAberration: true },
    },
  ],
  r0657: [
    {
      fields: ['tithi_begins'],
      why: 'source: a blog (not the reference) computing with Swiss Ephemeris\' own Delta T, as the engine does with options.deltaT',
      proof: { at: 'new-delhi', options: { deltaT: 'swiss-ephemeris' } },
    },
  ],
  r0706: [
    {
      fields: ['muhurat.start'],
      why: 'source: muhurat start 06:46 is 23 min before New Delhi sunrise while its end 12:35 is New Delhi midday',
      proof: { beforeSunrise: true },
    },
  ],
  r0717: [{ fields: WINDOWS, why: 'Dev Deepawali muhurat printed for Varanasi, where it is celebrated', proof: { at: 'varanasi' } }],
  r0848: [
    { fields: ['tithi_begins'], why: PRINTED_THEN, proof: { deltaTFrom: 2013 } },
    {
      fields: [...WINDOWS.slice(0, 1), ...PRADOSH, 'vrishabha_kaal.start', 'vrishabha_kaal.end'],
      why: 'times printed for Kolkata (pradosh from 16:54) with the Hindu sunrise',
      proof: { at: 'kolkata', options: hindu },
    },
  ],
  r0849: [
    {
      fields: ['tithi_begins', 'tithi_ends'],
      why: 'source: Amavasya printed 43-47 min early (the new moon was 03:27 IST on 24 Oct 2014), begin and end 3.4 min further apart than the tithi lasts',
      proof: { tithiLengthDiffers: true },
    },
  ],
  r0850: [
    {
      fields: ['muhurat.start', 'pradosh_kaal.start'],
      why: 'blog prints Chennai with the Hindu sunrise (its pradosh 17:35:45-20:06:47, printed to the second, equals ours there)',
      proof: { at: 'chennai', options: hindu },
    },
    {
      fields: ['muhurat.end'],
      why: 'the Vrishabha window printed to the second (17:44:29-19:46:40) is 53 s ahead of ours at both ends; with its end truncated to 19:46 in the record, 93 s',
      proof: { lagnaShift: { at: 'chennai', options: hindu, like: 'muhurat.start' } },
    },
  ],
};

const all = records();
const byId = new Map(all.map((r) => [r.id, r]));
const results = all.map((r) => ({ r, checks: compareRecord(r) }));
const bad = (checks: Check[]) => checks.filter((c) => !c.ok);
const describeCheck = (c: Check) => `${c.field} printed ${c.printed} ours ${c.ours?.slice(0, 19) ?? '-'}${c.gap === null ? '' : ` (${c.gap > 0 ? '+' : ''}${c.gap} s)`}`;
const causeOf = (id: string, field: string) => KNOWN_MISSES[id]?.find((e) => e.fields.includes(field))?.why ?? 'UNEXPLAINED';

afterAll(() => {
  const dated = results.filter((x) => x.checks[0].ok).length;
  const full = results.filter((x) => bad(x.checks).length === 0).length;
  const lines = results
    .filter((x) => bad(x.checks).length > 0)
    .map((x) => `${x.r.id} ${x.r.date} ${x.r.festival}:\n${bad(x.checks).map((c) => `    ${describeCheck(c)}\n      cause: ${causeOf(x.r.id, c.field)}`).join('\n')}`);
  console.log(`festivals-dev.json: dates ${dated}/${all.length}, every printed value ${full}/${all.length}\n${lines.join('\n')}`);
});

/** The JD UT of a printed field ('tithi_begins', 'muhurat.start', ...) at the record's place, to the minute. */
function printedAt(r: FestivalRecord, field: string): number {
  const [key, edge] = field.split('.');
  const v = (r as unknown as Record<string, string | [string, string]>)[key];
  const printed = edge === undefined ? (v as string) : (v as [string, string])[edge === 'start' ? 0 : 1];
  return printedJd(printed, PLACES[placeOf(r)].tz);
}

/** The tithi boundary nearest `jd` under some models (Newton on the elongation). */
function tithiBoundary(jd: number, models: AstroModels): number {
  const elongation = (t: number) => {
    const s = tropical(t, SUN, models.deltaT);
    const m = tropical(t, MOON, models.deltaT);
    return { value: m.lon - s.lon, speed: m.speed - s.speed };
  };
  const e = (((elongation(jd).value % 360) + 360) % 360) / 12;
  return solveAngle(elongation, (Math.round(e) * 12) % 360, jd);
}

/** Seconds of 20.49552" of annual aberration: the Sun's apparent longitude lags its geometric one by this. */
const ABERRATION_DEG = 20.49552 / 3600;

/** Problems with an explanation's proof (empty when it holds). */
function disproves(r: FestivalRecord, e: Explanation): string[] {
  const p = e.proof;
  const failing = (checks: Check[]) => checks.filter((c) => e.fields.includes(c.field) && !c.ok).map(describeCheck);
  if ('at' in p) {
    const there = compareRecord(r, p.at, p.options);
    const missing = e.fields.filter((f) => !there.some((c) => c.field === f));
    return [...missing.map((f) => `${f}: not computed at ${p.at}`), ...failing(there)];
  }
  if ('sameRuleMatches' in p) {
    return p.sameRuleMatches.flatMap((id) => {
      const checks = compareRecord(byId.get(id) as FestivalRecord);
      const same = checks.filter((c) => e.fields.includes(c.field));
      return same.length === 0 ? [`${id}: prints none of ${e.fields.join(', ')}`] : failing(checks).map((x) => `${id}: ${x}`);
    });
  }
  if ('deltaTFrom' in p) {
    const deltaT = { name: 'swiss-ephemeris', days: siteDeltaT(p.deltaTFrom) } as unknown as DeltaTModel;
    const models: AstroModels = { ...DEFAULT_MODELS, id: `switch-${p.deltaTFrom}`, deltaT };
    return e.fields.flatMap((f) => {
      const printed = printedAt(r, f);
      const g = (tithiBoundary(printed, models) - printed) * 86400;
      return Math.abs(g) <= 60 ? [] : [`${f}: ${Math.round(g)} s with the switch-over in ${p.deltaTFrom}`];
    });
  }
  if ('sunWithoutAberration' in p) {
    const printed = printedAt(r, 'moment');
    const ours = compareRecord(r).find((c) => c.field === 'moment');
    const sign = Math.floor(((tropical(printed, SUN, DEFAULT_MODELS.deltaT).lon - DEFAULT_MODELS.ayanamsa.at(printed)) % 360) / 30 + 0.5);
    const geometric = sunCrossing(sign * 30 - ABERRATION_DEG, printed, DEFAULT_MODELS);
    const g = (geometric - printed) * 86400;
    return Math.abs(g) <= 60 && ours !== undefined && !ours.ok ? [] : [`moment: the geometric Sun's ingress is ${Math.round(g)} s from the print`];
  }
  if ('tithiLengthDiffers' in p) {
    const begin = printedAt(r, 'tithi_begins');
    const end = printedAt(r, 'tithi_ends');
    const t = tithiAt((begin + end) / 2);
    const misprint = Math.abs(end - begin - (t.end - t.start)) * 86400;
    const unexplained = compareRecord(r).filter((c) => /^tithi_/.test(c.field) && !c.ok && !e.fields.includes(c.field));
    return misprint > 60 && unexplained.length === 0 ? [] : [`printed length differs from the tithi's by ${Math.round(misprint)} s`];
  }
  if ('lagnaShift' in p) {
    const { at, options, like } = p.lagnaShift;
    const there = compareRecord(r, at, options);
    const ref = there.find((c) => c.field === like);
    return e.fields.flatMap((f) => {
      const c = there.find((x) => x.field === f);
      const ok = ref?.ok === true && c?.gap != null && ref.gap !== null && c.gap > 0 && Math.abs(c.gap - ref.gap) <= 20;
      return ok ? [] : [`${f}: gap ${c?.gap} s is not the ${ref?.gap} s of ${like}`];
    });
  }
  const start = printedAt(r, e.fields[0]);
  const sunrise = sunriseSummary(r.date, PLACES[placeOf(r)]).sunrise as number;
  return sunrise - start > 10 / 1440 ? [] : [`${e.fields[0]} is not before sunrise`];
}

describe('festival records (festivals-dev.json)', () => {
  it('has the records', () => {
    expect(all.length).toBeGreaterThanOrEqual(85);
  });

  it('puts every record on the printed date', () => {
    const wrong = results.filter((x) => !x.checks[0].ok).map((x) => `${x.r.id} ${x.r.festival}: printed ${x.r.date}, ours ${x.checks[0].ours}`);
    expect(wrong).toEqual([]);
  });

  it('matches every printed value except the listed misses, field by field', () => {
    const failing = Object.fromEntries(
      results.filter((x) => bad(x.checks).length > 0).map((x) => [x.r.id, bad(x.checks).map((c) => c.field).sort()]),
    );
    const listed = Object.fromEntries(Object.entries(KNOWN_MISSES).map(([id, es]) => [id, es.flatMap((e) => e.fields).sort()]));
    expect(failing).toEqual(listed);
  });

  const explanations = Object.entries(KNOWN_MISSES).flatMap(([id, es]) => es.map((e) => [id, e.fields.join(', '), e] as const));
  it.each(explanations)('%s %s: the stated cause is demonstrated', (id, _fields, e) => {
    expect(disproves(byId.get(id) as FestivalRecord, e)).toEqual([]);
  });
});

describe('one source’s list of the Purnimas of 2022: the site lists the snan-daan day and, where it differs, the vrat day', () => {
  const list = all.filter((r) => /purnima-2022-dates/.test(r.source));
  const events = computeFestivals({ year: 2022, ...PLACES['new-delhi'] }).events;
  /** The record's date, the named Purnima's and the vrat's (null where the site lists no vrat apart). */
  const row = (r: FestivalRecord) => {
    const e = findEvent(events, r)!;
    const main = e.relatedTo ? events.find((x) => x.slug === e.relatedTo && x.tithi?.start === e.tithi?.start)! : e;
    const vrat = events.find((x) => x.observance === 'vrat' && x.relatedTo === main.slug && x.tithi?.start === main.tithi?.start);
    return [r.id, r.date, main.date, vrat?.date ?? null];
  };

  it('prints the named Purnima where the two coincide and for Phalguna and Vaishakha, the vrat for Shravana (PRINTS_VRAT)', () => {
    expect(list.map(row)).toEqual([
      ['r0810', '2022-01-17', '2022-01-17', null],
      ['r0811', '2022-02-16', '2022-02-16', null],
      ['r0812', '2022-03-18', '2022-03-18', '2022-03-17'],
      ['r0813', '2022-04-16', '2022-04-16', null],
      ['r0814', '2022-05-16', '2022-05-16', '2022-05-15'],
      ['r0815', '2022-06-14', '2022-06-14', null],
      ['r0816', '2022-07-13', '2022-07-13', null],
      ['r0817', '2022-08-11', '2022-08-12', '2022-08-11'],
      ['r0818', '2022-09-10', '2022-09-10', null],
    ]);
    expect(Object.keys(PRINTS_VRAT)).toEqual(['r0817']);
  });
});
