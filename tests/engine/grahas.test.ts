/**
 * The grahas (engine/grahas): positions against Swiss Ephemeris' own
 * sidereal mode, events against an independent search, the fixed table of
 * Saturn's and Jupiter's rashi ingresses 1950-2050, the node model, the
 * combustion spans and the major transits.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import swisseph from 'swisseph';
import {
  combustionSpans,
  computeDay,
  grahaEvents,
  grahaPositions,
  grahaPositionsOfDay,
  GRAHAS,
  grahasNow,
  grahaYear,
  type Graha,
  type IngressEvent,
  isoToJd,
  majorTransits,
  toLocalIso,
  transitDetail,
} from '@/engine';
import { swissEphemerisAyanamsa } from '@/engine/ephemeris';
import { COMBUSTION_ORBS } from '@/engine/grahas/table';
import { DEFAULT_MODELS } from '@/engine/models';
import { random } from '@/scripts/lib/random';

const SE = swisseph as unknown as {
  swe_set_sid_mode(mode: number, t0: number, ayanT0: number): void;
  swe_calc(tjd: number, body: number, flags: number): { longitude: number; longitudeSpeed: number; distance: number };
  swe_get_ayanamsa_ex_ut(tjd: number, flags: number): { ayanamsa: number };
};
const SEFLG_SWIEPH = 2;
const SEFLG_SPEED = 256;
const SEFLG_NONUT = 64;
const SEFLG_SIDEREAL = 65536;
const SE_SIDM_LAHIRI = 1;
const SE_SIDM_LAHIRI_VP285 = 44;
const SE_ECL_NUT = -1;
const BODY: Record<Graha, number> = { Sun: 0, Moon: 1, Mars: 4, Mercury: 2, Jupiter: 5, Venus: 3, Saturn: 6, Rahu: 10, Ketu: 10 };

const IST = 'Asia/Kolkata';
const ist = (jd: number) => toLocalIso(jd, IST);
const J1900 = isoToJd('1900-01-01T00:00:00Z');
const J2100 = isoToJd('2100-12-31T00:00:00Z');
const norm = (x: number) => ((x % 360) + 360) % 360;
const wrap = (x: number) => norm(x + 180) - 180;

/**
 * A graha's sidereal longitude as Swiss Ephemeris computes it in its own
 * sidereal mode (SEFLG_SIDEREAL, SE_SIDM_LAHIRI: apparent longitude minus
 * the true Lahiri ayanamsa), with the site's model applied: its Delta T
 * (the body at JD UT + the model's Delta T), the nutation in longitude
 * added back and the mean Lahiri exchanged for the mean Lahiri VP285
 * (engine/models/ayanamsa.ts). `speed`: the library's tropical speed less
 * the VP285 mean ayanamsa's rate (the site's sidereal speed, whose zero is
 * a station); `siderealModeSpeed`: the library's sidereal-mode speed with
 * the nutation's rate put back.
 */
function seSidereal(t: number, g: Graha): { lon: number; speed: number; siderealModeSpeed: number } {
  // The engine's own call first, so that the library's sidereal mode and the engine's memory of it agree afterwards.
  const vp285 = (x: number) => swissEphemerisAyanamsa(x, 'lahiri-vp285', false);
  const vp285Rate = (vp285(t + 0.05) - vp285(t - 0.05)) / 0.1;
  const ayanamsa = vp285(t);
  const tt = t + DEFAULT_MODELS.deltaT.days(t);
  SE.swe_set_sid_mode(SE_SIDM_LAHIRI, 0, 0);
  const p = SE.swe_calc(tt, BODY[g], SEFLG_SWIEPH | SEFLG_SPEED | SEFLG_SIDEREAL);
  const lahiriMean = SE.swe_get_ayanamsa_ex_ut(t, SEFLG_SWIEPH | SEFLG_NONUT).ayanamsa;
  SE.swe_set_sid_mode(SE_SIDM_LAHIRI_VP285, 0, 0);
  const dpsi = (x: number) => SE.swe_calc(x, SE_ECL_NUT, SEFLG_SWIEPH).distance;
  const lon = p.longitude + dpsi(tt) + lahiriMean - ayanamsa + (g === 'Ketu' ? 180 : 0);
  const tropicalSpeed = SE.swe_calc(tt, BODY[g], SEFLG_SWIEPH | SEFLG_SPEED).longitudeSpeed;
  const dpsiRate = (dpsi(tt + 0.01) - dpsi(tt - 0.01)) / 0.02;
  return { lon: norm(lon), speed: tropicalSpeed - vp285Rate, siderealModeSpeed: p.longitudeSpeed + dpsiRate };
}

/** Planet minus Sun in apparent tropical longitude, straight from the library. */
function seElongation(t: number, g: Graha): number {
  const tt = t + DEFAULT_MODELS.deltaT.days(t);
  return wrap(SE.swe_calc(tt, BODY[g], SEFLG_SWIEPH).longitude - SE.swe_calc(tt, 0, SEFLG_SWIEPH).longitude);
}

describe('positions', () => {
  it('agree with Swiss Ephemeris’ sidereal mode (SE_SIDM_LAHIRI, the site’s model applied) within 1" at 1,000 random instants 1900-2100', () => {
    const rnd = random(27);
    let worst = 0;
    let worstSpeed = 0;
    for (let i = 0; i < 1000; i++) {
      const t = J1900 + rnd() * (J2100 - J1900);
      for (const p of grahaPositions(t)) {
        const se = seSidereal(t, p.graha);
        worst = Math.max(worst, Math.abs(wrap(p.longitude - se.lon)) * 3600);
        worstSpeed = Math.max(worstSpeed, Math.abs(p.speed - se.speed));
        // The sidereal mode differentiates positions its own way: its speeds differ from tropical minus ayanamsa rate by ~1e-6 deg/day.
        expect(Math.abs(p.speed - se.siderealModeSpeed)).toBeLessThan(1e-5);
        if (Math.abs(se.speed) > 1e-5) expect(p.retrograde).toBe(se.speed < 0);
      }
    }
    console.log(`positions: worst ${worst.toFixed(4)}" in longitude, ${worstSpeed.toExponential(2)} deg/day in speed`);
    expect(worst).toBeLessThan(1);
    expect(worstSpeed).toBeLessThan(1e-8);
  });

  it('place each graha in its rashi, degree, nakshatra and pada, Ketu opposite Rahu', () => {
    const ps = grahaPositions('2025-11-22T06:49:00+05:30');
    expect(ps.map((p) => p.graha)).toEqual(GRAHAS);
    for (const p of ps) {
      expect(p.rashi).toBe(Math.floor(p.longitude / 30) + 1);
      expect(p.degree).toBeCloseTo(p.longitude - (p.rashi - 1) * 30, 9);
      expect(p.nakshatra).toBe(Math.floor(p.longitude / (360 / 27)) + 1);
      expect(p.pada).toBe((Math.floor(p.longitude / (360 / 108)) % 4) + 1);
    }
    const by = Object.fromEntries(ps.map((p) => [p.graha, p]));
    expect(norm(by.Ketu.longitude - by.Rahu.longitude)).toBeCloseTo(180, 9);
    // 22 November 2025: Saturn retrograde in Meena, Mercury retrograde and combust in Vrishchika, Jupiter retrograde in Karka.
    expect(by.Saturn).toMatchObject({ rashi: 12, retrograde: true, combust: false });
    expect(by.Mercury).toMatchObject({ rashi: 8, retrograde: true, combust: true });
    expect(by.Jupiter).toMatchObject({ rashi: 4, retrograde: true });
    expect(by.Sun).toMatchObject({ rashi: 8, combust: null, elongation: null });
    expect(by.Rahu).toMatchObject({ rashi: 11, retrograde: true, combust: null });
  });

  it('mark combustion by the classical orbs, the smaller one for retrograde Mercury and Venus', () => {
    for (const p of grahaPositions('2025-03-20T00:00:00Z')) {
      const orb = COMBUSTION_ORBS[p.graha];
      if (!orb) continue;
      expect(p.combust).toBe(Math.abs(p.elongation!) < (p.retrograde ? orb.retrograde : orb.direct));
    }
    // 20 March 2025: Venus retrograde 8 degrees from inferior conjunction is combust (orb 8); Mercury retrograde too (orb 12).
    const by = Object.fromEntries(grahaPositions('2025-03-20T00:00:00Z').map((p) => [p.graha, p]));
    expect(by.Venus).toMatchObject({ retrograde: true, combust: true });
    expect(by.Mercury).toMatchObject({ retrograde: true, combust: true });
  });

  it('at a day’s sunrise: the day page’s card', () => {
    const day = computeDay({ date: '2025-11-22', lat: 28.6139, lon: 77.209, tz: IST });
    const { at, positions } = grahaPositionsOfDay(day);
    expect(at).toBe(day.sunrise);
    expect(positions).toEqual(grahaPositions(day.sunrise!));
  });
});

/** Every rashi and nakshatra boundary a graha crosses in [from, to), found by stepping and bisecting Swiss Ephemeris' sidereal longitude. */
function independentIngresses(g: Graha, from: number, to: number, step: number) {
  const out: { kind: 'rashi' | 'nakshatra'; at: number; from: number; into: number }[] = [];
  const parts = { rashi: 12, nakshatra: 27 } as const;
  const index = (t: number, kind: 'rashi' | 'nakshatra') => Math.floor(seSidereal(t, g).lon / (360 / parts[kind]));
  for (const kind of ['rashi', 'nakshatra'] as const) {
    let t = from;
    let k = index(t, kind);
    while (t < to) {
      const next = Math.min(t + step, to);
      const k2 = index(next, kind);
      if (k2 !== k) {
        let a = t;
        let b = next;
        for (let i = 0; i < 50; i++) {
          const m = (a + b) / 2;
          if (index(m, kind) === k) a = m;
          else b = m;
        }
        out.push({ kind, at: b, from: k + 1, into: k2 + 1 });
      }
      t = next;
      k = k2;
    }
  }
  return out.sort((x, y) => x.at - y.at);
}

describe('events', () => {
  /** Steps of the independent search: fine enough that no graha crosses a boundary twice within one. */
  const STEP: Record<Graha, number> = { Sun: 0.5, Moon: 0.05, Mars: 0.25, Mercury: 0.1, Jupiter: 0.5, Venus: 0.25, Saturn: 0.5, Rahu: 0.5, Ketu: 0.5 };

  it.each(GRAHAS.map((g) => [g]))('%s: rashi and nakshatra ingresses within 1 s of an independent bisection (random years)', (g) => {
    const rnd = random(GRAHAS.indexOf(g) + 100);
    const years = g === 'Moon' ? 0.5 : 2;
    const from = J1900 + rnd() * (J2100 - J1900 - 800);
    const to = from + years * 365.25;
    const ours = grahaEvents(g, from, to, undefined, (jd) => jd, ['rashi', 'nakshatra']) as IngressEvent<number>[];
    const theirs = independentIngresses(g, from, to, STEP[g]);
    expect(ours.map((e) => [e.kind, e.from, e.into])).toEqual(theirs.map((e) => [e.kind, e.from, e.into]));
    const worst = Math.max(...ours.map((e, i) => Math.abs(e.at - theirs[i].at) * 86400));
    console.log(`${g}: ${ours.length} ingresses from ${ist(from).slice(0, 10)}, worst ${worst.toFixed(3)} s`);
    expect(worst).toBeLessThan(1);
  });

  it('stations: the sidereal speed changes sign at the found instant (five planets, random years)', () => {
    const rnd = random(5);
    let count = 0;
    for (const g of ['Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'] as const) {
      const from = J1900 + rnd() * (J2100 - J1900 - 800);
      for (const e of grahaEvents(g, from, from + 800, undefined, (jd) => jd, ['retrograde', 'direct'])) {
        const before = seSidereal(e.at - 1 / 24, g).speed;
        const after = seSidereal(e.at + 1 / 24, g).speed;
        expect(e.kind === 'retrograde' ? before > 0 && after < 0 : before < 0 && after > 0).toBe(true);
        // Within a second: the speed changes by far less than its value an hour away.
        expect(Math.abs(seSidereal(e.at, g).speed)).toBeLessThan(Math.abs(after) / 1000);
        count++;
      }
    }
    expect(count).toBeGreaterThan(10);
  });

  it('combustion begins and ends where the elongation reaches the orb, checked against the ephemeris', () => {
    const rnd = random(9);
    let count = 0;
    for (const g of ['Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'] as const) {
      const from = J1900 + rnd() * (J2100 - J1900 - 800);
      for (const e of grahaEvents(g, from, from + (g === 'Moon' ? 120 : 800), undefined, (jd) => jd, ['asta', 'uday'])) {
        if (e.kind !== 'asta' && e.kind !== 'uday') continue;
        const orb = COMBUSTION_ORBS[g]!;
        expect(e.orb).toBe(e.retrograde ? orb.retrograde : orb.direct);
        const minute = 1 / 1440;
        const inside = (t: number) => grahaPositions(t).find((p) => p.graha === g)!.combust;
        expect(inside(e.at + minute)).toBe(e.kind === 'asta');
        expect(inside(e.at - minute)).toBe(e.kind === 'uday');
        // Unless the orb changed at a station (Mercury, Venus), the elongation is the orb itself at the found instant.
        const stationary = Math.abs(seSidereal(e.at, g).speed) < 1e-6;
        if (!stationary) expect(Math.abs(Math.abs(seElongation(e.at, g)) - e.orb) * 3600).toBeLessThan(0.001);
        count++;
      }
    }
    expect(count).toBeGreaterThan(20);
  });

  it('alternate asta and uday, and list a planet’s year in time order inside the year', () => {
    const y = grahaYear({ planet: 'Mercury', year: 2025, tz: IST });
    expect(y.start).toBe('2025-01-01T00:00:00+05:30');
    const at = y.events.map((e) => e.at);
    expect([...at].sort()).toEqual(at);
    expect(at.every((a) => a.startsWith('2025-'))).toBe(true);
    const combustion = y.events.filter((e) => e.kind === 'asta' || e.kind === 'uday').map((e) => e.kind);
    // Mercury started 2025 outside the glare (it set on 18 January).
    expect(combustion[0]).toBe('asta');
    combustion.forEach((k, i) => expect(k).toBe(i % 2 === 0 ? 'asta' : 'uday'));
    // Three retrograde runs, each a station into retrograde and one back to direct.
    expect(y.events.filter((e) => e.kind === 'retrograde').map((e) => e.at.slice(0, 10))).toEqual(['2025-03-15', '2025-07-18', '2025-11-10']);
    expect(y.events.filter((e) => e.kind === 'direct').map((e) => e.at.slice(0, 10))).toEqual(['2025-04-07', '2025-08-11', '2025-11-29']);
    expect(grahaYear({ planet: 'Mercury', year: 2025, tz: IST })).toEqual(y);
  });

  it('know a retrograde return: Saturn’s move into Mesha is three crossings, 2027-2028', () => {
    const [transit] = majorTransits({ planet: 'Saturn', year: 2027, tz: IST }, ist);
    expect(transit).toMatchObject({ graha: 'Saturn', from: 12, into: 1 });
    expect(transit.crossings.map((c) => [c.at.slice(0, 10), c.retrograde])).toEqual([
      ['2027-06-03', false],
      ['2027-10-20', true],
      ['2028-02-23', false],
    ]);
  });
});

describe('Saturn’s and Jupiter’s rashi ingresses 1950-2050 (IST), the fixed table', () => {
  // Written once by scripts/grahas-ingress-table.ts and reviewed (see the file's rows for 2017, 2020-2028): a model change shows here as a diff.
  const file = path.join(__dirname, '..', 'fixtures', 'grahas', 'saturn-jupiter-ingresses-1950-2050.csv');
  const rows = readFileSync(file, 'utf8').trim().split('\n').slice(1);

  it('the engine computes every row to the second', () => {
    const ours: string[] = [];
    for (const planet of ['Saturn', 'Jupiter'] as const) {
      const events = grahaEvents(planet, '1950-01-01T00:00:00+05:30', '2051-01-01T00:00:00+05:30', undefined, ist, ['rashi']) as IngressEvent<string>[];
      for (const e of events) ours.push([planet, e.at.slice(0, 19).replace('T', ' '), e.from, e.into, e.retrograde ? 'R' : 'D'].join(','));
    }
    expect(ours).toEqual(rows);
  });

  it('holds the transits almanacs printed (dates)', () => {
    const has = (planet: string, date: string, into: number) => rows.some((r) => r.startsWith(`${planet},${date}`) && r.split(',')[3] === String(into));
    expect(has('Saturn', '2017-01-26', 9)).toBe(true); // Dhanu, with the return to Vrishchika on 2017-06-21 and again Dhanu on 2017-10-26
    expect(has('Saturn', '2017-06-21', 8)).toBe(true);
    expect(has('Saturn', '2020-01-24', 10)).toBe(true);
    expect(has('Saturn', '2023-01-17', 11)).toBe(true);
    expect(has('Saturn', '2025-03-29', 12)).toBe(true);
    expect(has('Jupiter', '2023-04-22', 1)).toBe(true);
    expect(has('Jupiter', '2024-05-01', 2)).toBe(true);
    expect(has('Jupiter', '2025-05-14', 3)).toBe(true);
    expect(rows.filter((r) => r.startsWith('Saturn,')).length).toBeGreaterThan(40);
    expect(rows.filter((r) => r.startsWith('Jupiter,')).length).toBeGreaterThan(100);
  });
});

describe('Rahu and Ketu: the node model', () => {
  const rahuEntries = (node: 'mean' | 'true') =>
    (grahaEvents('Rahu', '2019-01-01T00:00:00+05:30', '2026-01-01T00:00:00+05:30', { node }, ist, ['rashi']) as IngressEvent<string>[]).map(
      (e) => `${e.at.slice(0, 10)} ${e.into}`,
    );

  it('the mean node (default) gives the Rahu transit dates almanacs printed 2019-2025', () => {
    expect(rahuEntries('mean')).toEqual(['2019-03-07 3', '2020-09-23 2', '2022-04-12 1', '2023-10-30 12', '2025-05-18 11']);
  });

  it('the true node, the option, moves them by days to a month', () => {
    const entries = rahuEntries('true');
    expect(entries).toEqual(expect.arrayContaining(['2019-03-23 3', '2020-09-19 2', '2022-03-17 1', '2023-11-29 12', '2025-05-29 11']));
  });

  it('Rahu is always retrograde under the mean node; Ketu moves with it', () => {
    const rnd = random(3);
    for (let i = 0; i < 50; i++) {
      const t = J1900 + rnd() * (J2100 - J1900);
      const by = Object.fromEntries(grahaPositions(t).map((p) => [p.graha, p]));
      expect(by.Rahu.retrograde && by.Ketu.retrograde).toBe(true);
    }
    const rahu = grahaEvents('Rahu', '2025-01-01T00:00:00Z', '2026-01-01T00:00:00Z', undefined, ist, ['rashi']) as IngressEvent<string>[];
    const ketu = grahaEvents('Ketu', '2025-01-01T00:00:00Z', '2026-01-01T00:00:00Z', undefined, ist, ['rashi']) as IngressEvent<string>[];
    expect(ketu.map((e) => [e.at, e.into])).toEqual(rahu.map((e) => [e.at, ((e.into + 5) % 12) + 1]));
  });
});

describe('combustion spans (for the muhurat and festival rules)', () => {
  const span = (planet: Graha, from: string, to: string) =>
    combustionSpans(planet, isoToJd(from), isoToJd(to)).map((s) => [ist(s.start).slice(0, 16), ist(s.end).slice(0, 16)]);

  it('Guru asta of 2025 and the Shukra asta running into 2026, whole', () => {
    expect(span('Jupiter', '2025-01-01T00:00:00+05:30', '2026-01-01T00:00:00+05:30')).toEqual([['2025-06-09T17:41', '2025-07-10T00:17']]);
    // Asked from 1 January 2026, the span that began in November 2025 is given with its own start.
    expect(span('Venus', '2026-01-01T00:00:00+05:30', '2026-02-01T00:00:00+05:30')).toEqual([['2025-11-26T11:50', '2026-02-17T15:07']]);
  });

  it('none for the Sun and the nodes; the spans are the asta and uday events', () => {
    expect(span('Sun', '2025-01-01T00:00:00Z', '2026-01-01T00:00:00Z')).toEqual([]);
    expect(span('Rahu', '2025-01-01T00:00:00Z', '2026-01-01T00:00:00Z')).toEqual([]);
    const events = grahaEvents('Mercury', '2025-01-01T00:00:00+05:30', '2026-01-01T00:00:00+05:30', undefined, ist, ['asta', 'uday']);
    const spans = span('Mercury', '2025-01-01T00:00:00+05:30', '2026-01-01T00:00:00+05:30');
    expect(spans.map((s) => s[0])).toEqual(events.filter((e) => e.kind === 'asta').map((e) => e.at.slice(0, 16)));
  });
});

describe('the hub and the major transits', () => {
  it('each graha’s next rashi change and next event', () => {
    const now = grahasNow('2025-11-22T06:49:00+05:30', undefined, ist);
    const by = Object.fromEntries(now.map((n) => [n.position.graha, n]));
    expect(by.Saturn.next).toMatchObject({ kind: 'direct', at: '2025-11-28T09:51:20+05:30' });
    expect(by.Saturn.nextRashi).toMatchObject({ into: 1, at: '2027-06-03T06:16:02+05:30' });
    expect(by.Rahu.nextRashi).toMatchObject({ into: 10, at: '2026-12-05T20:44:42+05:30' });
    expect(by.Mercury.nextRashi).toMatchObject({ into: 7, retrograde: true });
    for (const n of now) expect(n.nextRashi).not.toBeNull();
  });

  it('Saturn into Meena, 2025: the time under each ayanamsa (the two times outlets printed), Sade Sati and aspects', () => {
    const d = transitDetail({ planet: 'Saturn', year: 2025, tz: IST, into: 12 }, ist)!;
    expect(d.crossings.map((c) => c.at)).toEqual(['2025-03-29T22:58:36+05:30']);
    expect(d.models).toEqual({ ayanamsa: 'lahiri-vp285-mean', node: 'mean' });
    // Swiss Ephemeris' true Lahiri puts it 74 minutes earlier, at the 21:44 some outlets printed.
    expect(d.alternatives).toEqual([{ ayanamsa: 'lahiri', node: 'mean', crossings: [expect.objectContaining({ at: '2025-03-29T21:44:09+05:30' })] }]);
    expect(d.leaves).toMatchObject({ into: 1, at: '2027-06-03T06:16:02+05:30' });
    expect(d.saturn!.sadeSati).toEqual([
      { moonSign: 1, phase: 'rising' },
      { moonSign: 12, phase: 'peak' },
      { moonSign: 11, phase: 'setting' },
    ]);
    expect(d.saturn!.sadeSatiEnds).toBe(10);
    expect(d.aspects).toEqual([2, 6, 9]);
    expect(transitDetail({ planet: 'Saturn', year: 2026, tz: IST, into: 1 }, ist)).toBeNull();
  });

  it('Rahu into Kumbha, 2025: Ketu into Simha, and the true node’s date', () => {
    const d = transitDetail({ planet: 'Rahu', year: 2025, tz: IST, into: 11 }, ist)!;
    expect(d.partner).toEqual({ graha: 'Ketu', into: 5 });
    expect(d.aspects).toEqual([]);
    expect(d.alternatives.find((a) => a.node === 'true')!.crossings[0].at.slice(0, 10)).toBe('2025-05-29');
  });
});

describe('bad input', () => {
  it('names the field', () => {
    expect(() => grahaPositions('2025-11-22T06:49:00+05:30', { node: 'osculating' as never })).toThrow(expect.objectContaining({ field: 'node' }));
    expect(() => grahaYear({ planet: 'Pluto' as Graha, year: 2025, tz: IST })).toThrow(expect.objectContaining({ field: 'planet' }));
    expect(() => grahaYear({ planet: 'Saturn', year: 2101, tz: IST })).toThrow(expect.objectContaining({ field: 'year' }));
    expect(() => grahaPositions('1850-01-01T00:00:00Z')).toThrow(expect.objectContaining({ field: 'instant' }));
    expect(() => majorTransits({ planet: 'Mars', year: 2025, tz: IST }, ist)).toThrow(expect.objectContaining({ field: 'planet' }));
    expect(() => grahaEvents('Mars', 2460000, 2459999)).toThrow(expect.objectContaining({ field: 'to' }));
  });
});
