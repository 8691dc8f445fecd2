/**
 * Accuracy against the trusted site's festival records
 * (tests/fixtures/reference/festivals-dev.json): each record is computed for its
 * year at its place (reference-records.ts placeOf: the one its source names,
 * Varanasi for Dev Deepawali, New Delhi otherwise) with its page's sunrise
 * (optionsOf: the Hindu sunrise on pages before 2020), and compared: the
 * date, then every printed time (tithi begin/end, muhurat and kaal windows,
 * parana, Hari Vasara, Sankranti moment and punya kaal, moonrise, Bhadra
 * end): the lunar and solar moments within 60 s of the printed minute, the
 * windows within 90 s (reference-records.ts says why).
 *
 * Every printed value we do not reproduce is either listed in KNOWN_MISSES,
 * field by field, with one stated cause per field and a proof the test
 * runs (the source contradicts itself or the site elsewhere; the source is
 * not the site and computes another way; the open lagna finding), or, where
 * the source prints times for a place it does not name, DROPPED: not
 * compared, with the reason. No place is searched for after the fact: a
 * record that matches only at some city its source does not name is dropped,
 * and a miss with no cause fails the test.
 */
import { computeFestivals, type EngineOptions, tithiAt } from '@/engine';
import { sunCrossing } from '@/engine/calendar/sankranti';
import { MOON, SUN, tropical } from '@/engine/ephemeris';
import { type AstroModels, DEFAULT_MODELS } from '@/engine/models';
import { type DeltaTModel, siteDeltaT } from '@/engine/models/delta-t';
import { solveAngle } from '@/engine/roots';
import { sunriseSummary } from '@/engine/summary';
import {
  type Check,
  compareRecord,
  type FestivalRecord,
  findEvent,
  optionsOf,
  PLACES,
  placeOf,
  printedJd,
  PRINTS_VRAT,
  records,
  UPPER_LIMB_FROM,
} from './reference-records';

type Proof =
  /** The source is not the site: the fields match when computed with these options (its own convention). */
  | { options: EngineOptions }
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
   * The window starts at the sunrise the source prints in its notes, which is
   * not the record's place's: the source computed for a place it does not name.
   */
  | { sourceSunrise: true }
  /**
   * The field is an edge of our Vrishabha lagna window, late by the site's
   * lagna delay (LAGNA_DELAY, measured on the pages of 2020 on) within the
   * printed minute, beyond the record's own non-lagna windows' offset.
   */
  | { lagnaDelay: true };

interface Explanation {
  fields: string[];
  why: string;
  proof: Proof;
}

const PRINTED_THEN =
  'a page printed that year, when the site\'s Delta T table ended before it (its formula then already applied): the tithi times match with that switch-over';
const LAGNA =
  'a Vrishabha lagna edge: the site\'s lagna runs about 50 s ahead of ours (the open lagna finding, docs/accuracy.md), which with the printed minute exceeds the 90 s window tolerance';

const KNOWN_MISSES: Record<string, Explanation[]> = {
  r0091: [{ fields: ['vrishabha_kaal.end'], why: LAGNA, proof: { lagnaDelay: true } }],
  r0235: [
    {
      fields: ['muhurat.start', 'bhadra_end'],
      why: 'source: Bhadra end (and the thread ceremony from it) printed 06:15, 2.6 min after the end of Vishti karana, while its Purnima begin and end match to seconds; the Vishti end matches the site elsewhere (Raksha Bandhan 2022)',
      proof: { sameRuleMatches: ['r0618'] },
    },
  ],
  r0241: [{ fields: ['tithi_begins', 'tithi_ends'], why: PRINTED_THEN, proof: { deltaTFrom: 2017 } }],
  r0242: [
    { fields: ['tithi_begins'], why: 'source: Dashami printed from 12:30, 26 h 20 min before its printed end, a tithi of 26 h 12 min (the end matches)', proof: { tithiLengthDiffers: true } },
  ],
  r0574: [{ fields: ['muhurat.start', 'vrishabha_kaal.start'], why: LAGNA, proof: { lagnaDelay: true } }],
  r0606: [
    {
      fields: ['moment'],
      why: 'source: the Sankranti moment of the geometric Sun (without the 20.5" of aberration in its apparent longitude), 8.8 min early; the site\'s apparent Sun matches its Makar 2022 and Mesha 2019 moments',
      proof: { sunWithoutAberration: true },
    },
    {
      fields: ['punya_kala.start', 'punya_kala.end', 'maha_punya_kala.start', 'maha_punya_kala.end'],
      why: 'source: the punya kaal starts at the sunrise it prints (07:04, with sunset 18:17), not New Delhi\'s (07:01): computed for a place it does not name',
      proof: { sourceSunrise: true },
    },
  ],
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
      proof: { options: { sunrise: 'hindu', deltaT: 'swiss-ephemeris' } },
    },
  ],
  r0706: [
    {
      fields: ['muhurat.start'],
      why: 'source: muhurat start 06:46 is 23 min before New Delhi sunrise while its end 12:35 is New Delhi midday',
      proof: { beforeSunrise: true },
    },
  ],
  r0848: [{ fields: ['tithi_begins'], why: PRINTED_THEN, proof: { deltaTFrom: 2013 } }],
  r0849: [
    {
      fields: ['tithi_begins', 'tithi_ends'],
      why: 'source: Amavasya printed 43-47 min early (the new moon was 03:27 IST on 24 Oct 2014), begin and end 3.4 min further apart than the tithi lasts',
      proof: { tithiLengthDiffers: true },
    },
  ],
};

/** Windows of a place the source does not name, and that are New Delhi's in neither sunrise. */
const ELSEWHERE = 'source names no place, and its windows are not New Delhi\'s with either sunrise: not compared';

/**
 * Printed values not compared: the source prints them for a place it does
 * not name (its dates and place-free times are still compared). A dropped
 * window must miss at New Delhi with both sunrises (else it is compared).
 */
const DROPPED: Record<string, { fields: string[]; why: string }> = {
  r0243: { fields: ['muhurat.start', 'muhurat.end', 'aparahna.start', 'aparahna.end'], why: `${ELSEWHERE} (a blog's 2018-2020 table, 5-6 min early)` },
  r0244: { fields: ['muhurat.start', 'muhurat.end', 'aparahna.start', 'aparahna.end'], why: `${ELSEWHERE} (the same blog; the site printed 14:04-14:50 for that day, r0242)` },
  r0245: { fields: ['muhurat.start', 'muhurat.end', 'aparahna.start', 'aparahna.end'], why: `${ELSEWHERE} (the same blog)` },
  r0251: { fields: ['parana.start', 'parana.end'], why: `${ELSEWHERE} (the parana starts 8.5 min before New Delhi's aparahna; the Mumbai dateline's does not match either)` },
  r0255: { fields: ['parana.start', 'parana.end'], why: ELSEWHERE },
  r0256: { fields: ['parana.start', 'parana.end'], why: ELSEWHERE },
  r0409: { fields: ['muhurat.start', 'muhurat.end'], why: `${ELSEWHERE} (a muhurat ending at a midday of 11:34)` },
  r0625: { fields: ['muhurat.start', 'pradosh_kaal.start', 'pradosh_kaal.end'], why: ELSEWHERE },
  r0848: {
    fields: ['muhurat.start', 'pradosh_kaal.start', 'pradosh_kaal.end', 'vrishabha_kaal.start', 'vrishabha_kaal.end'],
    why: `${ELSEWHERE} (pradosh from 16:54, 40 min before New Delhi's sunset)`,
  },
  r0850: {
    fields: ['muhurat.start', 'muhurat.end', 'pradosh_kaal.start'],
    why: `${ELSEWHERE} (printed to the second, they equal Chennai's with the Hindu sunrise: docs/accuracy.md, lagna finding)`,
  },
};

const all = records();
const byId = new Map(all.map((r) => [r.id, r]));
const dropped = (id: string, field: string) => DROPPED[id]?.fields.includes(field) ?? false;
const results = all.map((r) => ({ r, checks: compareRecord(r).filter((c) => !dropped(r.id, c.field)) }));
const bad = (checks: Check[]) => checks.filter((c) => !c.ok);
const describeCheck = (c: Check) => `${c.field} printed ${c.printed} ours ${c.ours?.slice(0, 19) ?? '-'}${c.gap === null ? '' : ` (${c.gap > 0 ? '+' : ''}${c.gap} s)`}`;
const causeOf = (id: string, field: string) => KNOWN_MISSES[id]?.find((e) => e.fields.includes(field))?.why ?? 'UNEXPLAINED';

/** Fields edged by the Vrishabha lagna: where our value is an edge of our Vrishabha kaal window. */
const LAGNA_FIELDS = /^(muhurat|vrishabha_kaal)\./;
function lagnaEdges(r: FestivalRecord): Set<string> {
  const e = findEvent(computeFestivals({ year: Number(r.date.slice(0, 4)), ...PLACES[placeOf(r)], options: optionsOf(r) }).events, r);
  const w = e?.windows.find((x) => x.kind === 'vrishabha-kaal');
  return new Set(w ? [w.start, w.end] : []);
}
const isLagna = (c: Check, edges: Set<string>) => LAGNA_FIELDS.test(c.field) && c.ours !== null && edges.has(c.ours);

/**
 * The site's lagna delay (seconds our Vrishabha edges lie after its printed
 * minute): the median over the pages of UPPER_LIMB_FROM on, whose other
 * windows match ours within seconds.
 */
const LAGNA_DELAY = (() => {
  const gaps = results
    .filter((x) => Number(x.r.date.slice(0, 4)) >= UPPER_LIMB_FROM && placeOf(x.r) === 'new-delhi')
    .flatMap((x) => {
      const edges = lagnaEdges(x.r);
      return x.checks.filter((c) => isLagna(c, edges) && c.gap !== null).map((c) => c.gap as number);
    })
    .sort((a, b) => a - b);
  return gaps.length ? gaps[Math.floor(gaps.length / 2)] : Number.NaN;
})();

afterAll(() => {
  const dated = results.filter((x) => x.checks[0].ok).length;
  const full = results.filter((x) => bad(x.checks).length === 0).length;
  const lines = results
    .filter((x) => bad(x.checks).length > 0)
    .map((x) => `${x.r.id} ${x.r.date} ${x.r.festival}:\n${bad(x.checks).map((c) => `    ${describeCheck(c)}\n      cause: ${causeOf(x.r.id, c.field)}`).join('\n')}`);
  const notCompared = Object.entries(DROPPED).map(([id, d]) => `${id}: ${d.fields.join(', ')}: ${d.why}`);
  console.log(
    `festivals-dev.json: dates ${dated}/${all.length}, every compared value ${full}/${all.length}, lagna delay ${LAGNA_DELAY} s\n${lines.join('\n')}\nnot compared:\n${notCompared.join('\n')}`,
  );
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
  if ('options' in p) {
    const there = compareRecord(r, p.options);
    const missing = e.fields.filter((f) => !there.some((c) => c.field === f));
    return [...missing.map((f) => `${f}: not computed`), ...failing(there)];
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
  if ('lagnaDelay' in p) {
    const checks = compareRecord(r);
    const edges = lagnaEdges(r);
    // The record's own offset: the mean gap of its windows that are not lagna edges (the page's sunrise and place).
    const others = checks.filter((c) => /\.(start|end)$/.test(c.field) && !isLagna(c, edges) && c.gap !== null).map((c) => c.gap as number);
    const offset = others.length ? others.reduce((a, b) => a + b, 0) / others.length : 0;
    return e.fields.flatMap((f) => {
      const c = checks.find((x) => x.field === f);
      if (!c || !isLagna(c, edges) || c.gap === null) return [`${f}: not a Vrishabha lagna edge`];
      const beyond = c.gap - offset;
      return Math.abs(beyond - LAGNA_DELAY) <= 30 ? [] : [`${f}: ${Math.round(beyond)} s beyond the record's offset, not the lagna delay of ${LAGNA_DELAY} s`];
    });
  }
  if ('sourceSunrise' in p) {
    const m = /sunrise (\d\d:\d\d)/.exec(r.notes ?? '');
    const field = e.fields.find((f) => f.endsWith('.start'));
    if (!m || !field) return ['the source prints no sunrise'];
    const printedSunrise = printedJd(`${r.date}T${m[1]}`, PLACES[placeOf(r)].tz);
    const sunrise = sunriseSummary(r.date, PLACES[placeOf(r)], optionsOf(r)).sunrise as number;
    const problems: string[] = [];
    if (Math.abs(printedAt(r, field) - printedSunrise) > 0.5 / 86400) problems.push(`${field} is not the printed sunrise ${m[1]}`);
    if (Math.abs(sunrise - printedSunrise) * 86400 <= 60) problems.push(`the printed sunrise ${m[1]} is the place's own`);
    return problems;
  }
  const start = printedAt(r, e.fields[0]);
  const sunrise = sunriseSummary(r.date, PLACES[placeOf(r)], optionsOf(r)).sunrise as number;
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

  it.each(Object.entries(DROPPED))('%s: the dropped windows are not New Delhi\'s with either sunrise (else they would be compared)', (id, d) => {
    const r = byId.get(id) as FestivalRecord;
    const sunrises = ['upper-limb', 'hindu'] as const;
    const allMatch = sunrises.filter((sunrise) => compareRecord(r, { sunrise }).filter((c) => d.fields.includes(c.field)).every((c) => c.ok));
    expect([placeOf(r), allMatch]).toEqual(['new-delhi', []]);
  });

  it('measures the lagna delay on the pages of 2020 on: about 50 s, within the 90 s window tolerance there', () => {
    expect(LAGNA_DELAY).toBeGreaterThanOrEqual(30);
    expect(LAGNA_DELAY).toBeLessThanOrEqual(70);
  });
});

describe("the site's sunrise by the year of the page (UPPER_LIMB_FROM)", () => {
  /** Window fields of New Delhi records that are not lagna edges, dropped, or listed misses, by era and sunrise. */
  const windows = (era: 'before' | 'from', options: EngineOptions | undefined) =>
    all
      .filter((r) => placeOf(r) === 'new-delhi' && (Number(r.date.slice(0, 4)) < UPPER_LIMB_FROM) === (era === 'before'))
      .flatMap((r) => {
        const edges = lagnaEdges(r);
        return compareRecord(r, options).filter(
          (c) => /\.(start|end)$/.test(c.field) && !isLagna(c, edges) && !dropped(r.id, c.field) && !KNOWN_MISSES[r.id]?.some((e) => e.fields.includes(c.field)),
        );
      });
  const misses = (checks: Check[]) => checks.filter((c) => !c.ok).length;

  it('before 2020 the Hindu sunrise matches every window the upper limb misses; from 2020 the upper limb matches and the Hindu sunrise does not', () => {
    const before = { hindu: windows('before', { sunrise: 'hindu' }), upper: windows('before', { sunrise: 'upper-limb' }) };
    const from = { hindu: windows('from', { sunrise: 'hindu' }), upper: windows('from', { sunrise: 'upper-limb' }) };
    expect([before.hindu.length, misses(before.hindu), misses(from.upper)]).toEqual([before.hindu.length, 0, 0]);
    expect(misses(before.upper)).toBeGreaterThanOrEqual(10);
    expect(misses(from.hindu)).toBeGreaterThanOrEqual(20);
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
