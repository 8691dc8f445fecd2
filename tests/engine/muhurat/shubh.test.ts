/**
 * The Shubh Muhurat evaluator (engine/muhurat/shubh): a worked example per
 * kind at New Delhi in 2026, its windows derived by hand in the comment
 * from the day's Panchang (the limbs' end times as computePanchang gives
 * them, Rahu Kaal as computeMuhurats gives it); the gaps of the wedding
 * year with their reasons; and properties over seeded random years and
 * places, checked against the engine's independent day computations
 * (computePanchang, computeMuhurats, periodsBetween, eclipsesOfYear):
 * no window overlaps Rahu Kaal, none falls in an exclusion period, every
 * window lies inside the allowed tithis' and nakshatras' spans (and a
 * wedding's inside allowed lagnas).
 */
import {
  computeLagnaTable,
  computeMuhurats,
  computePanchang,
  eclipsesOfYear,
  isoToJd,
  isPanchangInputError,
  toLocalIso,
  periodsBetween,
  PERIOD_KINDS,
  ruleOf,
  SHUBH_KINDS,
  shubhDay,
  shubhYear,
  type PeriodKind,
  type ShubhDate,
  type ShubhKind,
} from '@/engine';
import { pick, random } from '@/scripts/lib/random';

const DELHI = { lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' };
const hm = (iso: string) => iso.slice(11, 16);
const span = (d: ShubhDate) => d.windows.map((w) => `${w.start.slice(5, 10)} ${hm(w.start)}-${w.end.slice(5, 10)} ${hm(w.end)}`);
const day = (kind: ShubhKind, date: string) => shubhDay({ kind, date, ...DELHI });
const failed = (d: ShubhDate) => d.checks.filter((c) => !c.pass).map((c) => `${c.check} ${c.value ?? ''}${c.planet ? ` ${c.planet}` : ''}`.trim());

describe('worked examples, New Delhi 2026', () => {
  it('vivah, Wednesday 11 March: Mula from 21:59, a fixed or dual lagna, until Navami at 04:18', () => {
    // Sunrise 06:35, next 06:34. Tithi Krishna Ashtami (23) to 04:18, then Navami (24, Rikta: out).
    // Nakshatra Jyeshtha (18, not a wedding nakshatra; and kicked by Mercury from Shatabhisha, 7 behind) to 21:59,
    // then Mula (19: allowed). Yoga Siddhi, karanas Balava, Kaulava, Taitila: none barred. The Sun in Kumbha (allowed);
    // the Moon in Vrishchika, then Dhanu: no Kranti Samya pair with Kumbha. Phalguna, no period running.
    // Lagnas after 21:59: Tula 20:54-23:13 (movable: out), Vrishchika 23:13-01:32, Dhanu 01:32-03:36 (fixed, dual: in),
    // Makara 03:36-05:18 (movable: out). Window: 23:13-03:36.
    const d = day('vivah', '2026-03-11');
    expect(span(d)).toEqual(['03-11 23:13-03-12 03:36']);
    expect(failed(d)).toEqual(['tithi 24', 'nakshatra 18', 'latta 18 Mercury', 'lagna 1', 'lagna 4', 'lagna 7', 'lagna 10']);
    expect(d.checks.find((c) => c.check === 'shukra-asta')).toEqual({ check: 'shukra-asta', pass: true });
    // Points: Wednesday (a gentle weekday); Krishna Ashtami (tithi 23, within Shukla Saptami to Krishna Navami: a strong Moon);
    // 4 h 23 min of window (two hours or more); no Sarvartha Siddhi (Mula is not Wednesday's): 3, excellent.
    expect([d.grade, d.points, d.minutes]).toEqual(['excellent', 3, 263]);
    expect(shubhYear({ kind: 'vivah', year: 2026, ...DELHI }).dates.find((x) => x.date === '2026-03-11')!.windows).toEqual(d.windows);
  });

  it('griha pravesh, Saturday 21 February: Panchami from 13:00 to the end of Revati at 19:06', () => {
    // Chaturthi (Rikta) to 13:00, with Vishti from 01:51 to 13:00; then Panchami (allowed). Revati (soft) to 19:06,
    // then Ashwini (swift: not for a new house). Saturday allowed; Phalguna (amanta) allowed; Rahu Kaal 09:44-11:09 is in the morning.
    const d = day('griha-pravesh', '2026-02-21');
    expect(span(d)).toEqual(['02-21 13:00-02-21 19:06']);
    expect(failed(d)).toEqual(['tithi 4', 'nakshatra 1', 'karana 7']);
    expect(d.checks.find((c) => c.check === 'masa')).toEqual(expect.objectContaining({ pass: true, value: 12, adhika: false }));
  });

  it('entering an old house, Friday 6 February: from Chitra at 00:23 to the next sunrise', () => {
    // Krishna Panchami, then Shashthi at 01:18 (both allowed); Hasta (swift, not in the old-house list) to 00:23, then
    // Chitra (soft). Magha (amanta) allowed. Next sunrise 07:05. Window: 00:23-07:05, six hours and 42 minutes.
    const d = day('griha-pravesh-old', '2026-02-06');
    expect(span(d)).toEqual(['02-07 00:23-02-07 07:05']);
    expect(failed(d)).toEqual(['nakshatra 13']);
  });

  it('vehicle, Sunday 1 February: Purnima after Bhadra and Rahu Kaal, until Pushya ends at 23:57', () => {
    // Purnima all day; Vishti 05:52-16:42; Rahu Kaal (8th part on a Sunday) 16:38-18:00. Pushya (swift) to 23:57,
    // then Ashlesha (sharp). Window: 18:00-23:57; Ravi Pushya yoga (special-yoga point), a strong Moon, six hours.
    const d = day('vehicle', '2026-02-01');
    expect(span(d)).toEqual(['02-01 18:00-02-01 23:57']);
    expect(failed(d)).toEqual(['nakshatra 9', 'karana 7']);
    const rahu = d.checks.find((c) => c.check === 'rahu-kaal')!;
    const daily = computeMuhurats({ date: '2026-02-01', ...DELHI }).windows.find((m) => m.type === 'rahu_kaal')!;
    expect([rahu.pass, hm(rahu.start!), hm(rahu.end!)]).toEqual([true, hm(daily.start), hm(daily.end)]);
    expect(d.bonuses.filter((b) => b.pass).map((b) => b.bonus)).toEqual(['paksha-bala', 'special-yoga', 'long-window']);
  });

  it('property, Monday 6 April: Krishna Panchami from 14:10 until Vyatipata at 15:25', () => {
    // Chaturthi (Rikta) to 14:10; Anuradha (soft) all day; Siddhi yoga to 15:25, then Vyatipata (barred). Window 14:10-15:25.
    const d = day('property', '2026-04-06');
    expect(span(d)).toEqual(['04-06 14:10-04-06 15:25']);
    expect(failed(d)).toEqual(['tithi 19', 'nakshatra 18', 'yoga 17']);
  });

  it('namkaran, Monday 6 April: the same Panchami and Anuradha, the same window', () => {
    expect(span(day('namkaran', '2026-04-06'))).toEqual(['04-06 14:10-04-06 15:25']);
  });

  it('mundan, Wednesday 18 February: Dwitiya from 16:57 while Shatabhisha lasts, to 21:15', () => {
    // Shukla Pratipada (not in the chaula list) to 16:57, then Dwitiya; Shatabhisha (movable) to 21:15, then Purva Bhadrapada
    // (fierce). The Sun in Kumbha (uttarayana). Window: 16:57-21:15.
    const d = day('mundan', '2026-02-18');
    expect(span(d)).toEqual(['02-18 16:57-02-18 21:15']);
    expect(failed(d)).toEqual(['tithi 1', 'nakshatra 25']);
  });

  it('annaprashan, Wednesday 15 April: Uttara Bhadrapada from 15:22 until Chaturdashi at 22:30', () => {
    // Krishna Trayodashi (allowed) to 22:30, then Chaturdashi (Rikta) with Vishti; Purva Bhadrapada (fierce) to 15:22, then
    // Uttara Bhadrapada (fixed). The Sun entered Mesha on 14 April at 09:38: Kharmas is over. Window: 15:22-22:30.
    const d = day('annaprashan', '2026-04-15');
    expect(span(d)).toEqual(['04-15 15:22-04-15 22:30']);
    expect(failed(d)).toEqual(['tithi 29', 'nakshatra 25', 'karana 7']);
  });

  it('karnavedha, Wednesday 25 February: Dashami from 02:40 in Mrigashira to the next sunrise', () => {
    // Navami (Rikta) to 02:40, then Dashami; Rohini (not in the karnavedha list) to 13:38, then Mrigashira. Next sunrise 06:49.
    const d = day('karnavedha', '2026-02-25');
    expect(span(d)).toEqual(['02-26 02:40-02-26 06:49']);
    expect(failed(d)).toEqual(['tithi 9', 'nakshatra 4']);
  });

  it('vidyarambha, Sunday 22 February: Ashwini from sunrise until Rahu Kaal at 16:50', () => {
    // Panchami, then Shashthi at 11:09 (both in the list); Ashwini to 17:54, then Bharani; Rahu Kaal 16:50-18:16. Window 06:53-16:50.
    const d = day('vidyarambha', '2026-02-22');
    expect(span(d)).toEqual(['02-22 06:53-02-22 16:50']);
    expect(failed(d)).toEqual(['nakshatra 2']);
  });

  it('the general day score, Sunday 1 February: as for a vehicle (Ashlesha is a sharp nakshatra)', () => {
    const d = day('shubh', '2026-02-01');
    expect(span(d)).toEqual(['02-01 18:00-02-01 23:57']);
    expect(d.grade).toBe('excellent');
  });
});

describe('the wedding year 2026 at New Delhi', () => {
  const y = shubhYear({ kind: 'vivah', year: 2026, ...DELHI });
  const gap = (date: string) => y.gaps.find((g) => g.startDate <= date && g.endDate >= date)!;

  it('has dates only outside its gaps, and gaps only between its dates', () => {
    const dates = new Set(y.dates.map((d) => d.date));
    expect(y.dates.length).toBeGreaterThan(30);
    for (const g of y.gaps) for (const d of [g.startDate, g.endDate]) expect(dates.has(d)).toBe(false);
    const covered = y.dates.length + y.gaps.reduce((s, g) => s + g.days, 0);
    expect(covered).toBe(365);
  });

  it('says why: Kharmas with the Sun in Meena, 15 March (Meena Sankranti 01:08) to 14 April (Mesha Sankranti 09:38)', () => {
    // The Sun's sign in Meena is Kharmas itself: the period says it, once.
    expect(gap('2026-03-20')).toEqual({
      startDate: '2026-03-15',
      endDate: '2026-04-14',
      days: 31,
      reasons: [{ reason: 'kharmas', startDate: '2026-03-15', endDate: '2026-04-14', sign: 12 }],
    });
  });

  it('says why: the adhika Jyeshtha of 2026, and Chaturmas with Guru asta and Pitru Paksha in the long summer gap', () => {
    expect(gap('2026-06-01').reasons).toEqual(expect.arrayContaining([expect.objectContaining({ reason: 'adhika-masa', value: 3 })]));
    const summer = gap('2026-09-01').reasons.map((r) => r.reason);
    expect(summer).toEqual(expect.arrayContaining(['chaturmas', 'guru-asta', 'pitru-paksha', 'sun-sign']));
    // The total lunar eclipse of 3 March 2026 (Holi) bars its date.
    expect(gap('2026-03-03').reasons).toEqual(expect.arrayContaining([expect.objectContaining({ reason: 'eclipse', startDate: '2026-03-03', eclipse: 'lunar' })]));
  });

  it('lists the kind’s exclusion periods touching the year', () => {
    const kinds = new Set(y.exclusions.map((e) => e.kind));
    expect([...kinds].sort()).toEqual(['adhika-masa', 'chaturmas', 'eclipse', 'guru-asta', 'holashtak', 'kharmas', 'pitru-paksha', 'shukra-asta']);
  });

  it('an alternative changes the answer (Mithuna, Kanya or Tula rising)', () => {
    const mc = shubhYear({ kind: 'vivah', year: 2026, ...DELHI, alternatives: ['lagna-mc'] });
    expect(mc.alternatives).toEqual(['lagna-mc']);
    expect(mc.dates.map((d) => d.date)).not.toEqual(y.dates.map((d) => d.date));
  });
});

describe('input', () => {
  const field = (f: () => unknown) => {
    try {
      f();
    } catch (e) {
      return isPanchangInputError(e) ? e.field : 'not an input error';
    }
    return 'no error';
  };
  it('names the field at fault', () => {
    expect(field(() => shubhYear({ kind: 'picnic' as ShubhKind, year: 2026, ...DELHI }))).toBe('kind');
    expect(field(() => shubhYear({ kind: 'vivah', year: 1899, ...DELHI }))).toBe('year');
    expect(field(() => shubhYear({ kind: 'vivah', year: 2026, ...DELHI, alternatives: ['panchak'] }))).toBe('alternatives');
    expect(field(() => shubhDay({ kind: 'vivah', date: '2026-02-30', ...DELHI }))).toBe('date');
    expect(field(() => shubhYear({ kind: 'vivah', year: 2026, ...DELHI, lat: 91 }))).toBe('lat');
  });
});

describe('properties over random years and places (seeded)', () => {
  const CITIES = [
    { lat: 28.61, lon: 77.21, tz: 'Asia/Kolkata' },
    { lat: 19.08, lon: 72.88, tz: 'Asia/Kolkata' },
    { lat: 27.72, lon: 85.32, tz: 'Asia/Kathmandu' },
    { lat: 51.51, lon: -0.13, tz: 'Europe/London' },
    { lat: 40.71, lon: -74.01, tz: 'America/New_York' },
    { lat: -33.87, lon: 151.21, tz: 'Australia/Sydney' },
    { lat: -1.29, lon: 36.82, tz: 'Africa/Nairobi' },
    { lat: 1.35, lon: 103.82, tz: 'Asia/Singapore' },
  ];
  const rnd = random(28);
  // Every kind once, each at a random year and place.
  const cases = SHUBH_KINDS.map((kind) => {
    const c = pick(rnd, CITIES);
    return { kind, year: 1950 + Math.floor(rnd() * 130), place: { ...c, lat: c.lat + (rnd() - 0.5), lon: c.lon + (rnd() - 0.5) } };
  });
  const SECOND = 1 / 86400;

  it.each(cases.map((c) => [`${c.kind} ${c.year} near ${c.place.tz}`, c] as const))('%s', (_, { kind, year, place }) => {
    const y = shubhYear({ kind, year, ...place });
    const rule = ruleOf(kind);
    const windows = y.dates.flatMap((d) => d.windows.map((w) => ({ date: d.date, start: isoToJd(w.start), end: isoToJd(w.end) })));
    const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) => a.start < b.end - SECOND && a.end > b.start + SECOND;

    // No window in an exclusion period (the periods and eclipses as their own modules give them).
    const periodKinds = rule.exclusions.filter((k): k is PeriodKind => PERIOD_KINDS.includes(k as PeriodKind));
    const periods = periodsBetween({ from: `${year}-01-01`, to: `${year}-12-31`, ...place, kinds: periodKinds }).map((p) => ({ start: isoToJd(p.start), end: isoToJd(p.end) }));
    const observed = rule.exclusions.includes('eclipse') ? eclipsesOfYear({ year, ...place }).filter((e) => e.local.visible && e.local.sutak) : [];
    const sutak = observed.map((e) => ({ start: isoToJd(e.local.sutak!.start), end: isoToJd(e.local.sutak!.end) }));
    for (const w of windows) for (const p of [...periods, ...sutak]) expect(overlaps(w, p)).toBe(false);
    // Nor on an observed eclipse's date.
    for (const w of windows) expect(observed.map((e) => e.date)).not.toContain(toLocalIso(w.start, place.tz).slice(0, 10));

    // Rahu Kaal, and the allowed tithi and nakshatra around every window, on a sample of the dates.
    const sample = y.dates.filter((_, i) => i % Math.max(1, Math.floor(y.dates.length / 8)) === 0);
    for (const d of sample) {
      const p = computePanchang({ date: d.date, ...place });
      const rahu = computeMuhurats({ date: d.date, ...place }).windows.find((m) => m.type === 'rahu_kaal')!;
      const lagnas = rule.lagnas ? computeLagnaTable({ date: d.date, ...place }).lagnas : [];
      for (const w of d.windows.map((x) => ({ start: isoToJd(x.start), end: isoToJd(x.end) }))) {
        if (rule.rahuKaal) expect(overlaps(w, { start: isoToJd(rahu.start), end: isoToJd(rahu.end) })).toBe(false);
        for (const [segs, allowed] of [
          [p.tithi, rule.tithis],
          [p.nakshatra, rule.nakshatras],
        ] as const) {
          // Every part the window meets is allowed (a window may run on from one allowed part into the next).
          const met = segs.filter((s) => overlaps(w, { start: isoToJd(s.start), end: s.end === null ? Infinity : isoToJd(s.end) }));
          expect(met.length).toBeGreaterThan(0);
          expect(met.filter((s) => !allowed.includes(s.number))).toEqual([]);
        }
        // A wedding window rises in allowed lagnas only (the day's lagna table).
        const rising = lagnas.filter((l) => overlaps(w, { start: isoToJd(l.start), end: isoToJd(l.end) }));
        expect(rising.filter((l) => !rule.lagnas!.includes(l.sign))).toEqual([]);
      }
    }
  });
});
