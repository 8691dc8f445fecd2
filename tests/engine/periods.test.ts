/**
 * Periods (engine/periods.ts): Kharmas, Holashtak, Chaturmas, Panchak,
 * Pitru Paksha, Guru and Shukra asta touching a span of dates, each with its instants and dates,
 * read from the engine's own sankrantis, festival dates, Panchak and Shraddha
 * days. The examples are New Delhi 2025; the comments give the hand check.
 */
import {
  clearFestivalCaches,
  combustionSpans,
  computeDayExtras,
  computeFestivals,
  festivalsBetween,
  festivalYearIndex,
  grahaEvents,
  isPanchangInputError,
  periodsBetween,
  periodsOnDate,
  pitruPaksha,
  sankrantisBetween,
  type CalendarPeriod,
  type PeriodKind,
} from '@/engine';
import { DEFAULT_MODELS } from '@/engine/models';
import { isoToJd, toLocalIso } from '@/engine/time';

const DELHI = { lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' };
const year2025 = periodsBetween({ from: '2025-01-01', to: '2025-12-31', ...DELHI });
const ofKind = (kind: PeriodKind) => year2025.filter((p) => p.kind === kind);
const festival = (year: number, slug: string) => computeFestivals({ year, ...DELHI }).events.find((e) => e.slug === slug)!;
const minute = (iso: string) => iso.slice(0, 16);

describe('periodsBetween', () => {
  it('lists the periods touching the span by start date, with instants at the place and civil dates', () => {
    const dates = year2025.map((p) => p.startDate);
    expect([...dates].sort()).toEqual(dates);
    expect(year2025.every((p) => p.startDate <= p.endDate && p.start < p.end && p.endDate >= '2025-01-01' && p.startDate <= '2025-12-31')).toBe(true);
    expect(year2025.every((p) => p.start.endsWith('+05:30'))).toBe(true);
    const count = (k: PeriodKind) => ofKind(k).length;
    // Kharmas from Dec 2024 to Jan 2025, Mar-Apr, and from Dec 2025; one each of the others but Panchak (~every 27 days).
    expect([count('kharmas'), count('holashtak'), count('chaturmas'), count('pitru-paksha'), count('panchak')]).toEqual([3, 1, 1, 1, 14]);
  });

  it('Kharmas: the Sun in Dhanu and in Meena, from ingress to ingress', () => {
    // Dhanu Sankranti 2024-12-15 22:19, Makara 2025-01-14 09:03 (Makar Sankranti's punya kaal starts there);
    // Meena 2025-03-14 18:58, Mesha 2025-04-14 03:29.
    const [dhanu, meena] = ofKind('kharmas');
    expect([dhanu.sign, dhanu.startDate, dhanu.endDate, minute(dhanu.start), minute(dhanu.end)]).toEqual([8, '2024-12-15', '2025-01-14', '2024-12-15T22:19', '2025-01-14T09:03']);
    expect([meena.sign, meena.startDate, meena.endDate]).toEqual([11, '2025-03-14', '2025-04-14']);
    const ingresses = sankrantisBetween(isoToJd(dhanu.start) - 1, isoToJd(meena.end) + 1, DEFAULT_MODELS).map((s) => [s.sign, toLocalIso(s.jd, DELHI.tz)]);
    expect(ingresses).toEqual(expect.arrayContaining([[8, dhanu.start], [9, dhanu.end], [11, meena.start], [0, meena.end]]));
  });

  it('Holashtak: Phalguna Shukla Ashtami at sunrise to Holika Dahan', () => {
    // Ashtami 10:50 Mar 6 - 09:18 Mar 7: it holds at Mar 7's sunrise (06:41); Holika Dahan Mar 13 (Purnima to 12:23 Mar 14).
    const [h] = ofKind('holashtak');
    expect([h.startDate, h.endDate, minute(h.start), minute(h.end)]).toEqual(['2025-03-07', '2025-03-13', '2025-03-06T10:50', '2025-03-14T12:23']);
    expect(festival(2025, 'holika-dahan').date).toBe(h.endDate);
  });

  it('Holashtak ends on the day Holika Dahan is kept, also in Bhadra\u2019s tail (2026: Mar 2)', () => {
    const [h] = periodsBetween({ from: '2026-02-20', to: '2026-03-10', ...DELHI, kinds: ['holashtak'] });
    expect([h.endDate, festival(2026, 'holika-dahan').date]).toEqual(['2026-03-02', '2026-03-02']);
  });

  it('Chaturmas: Devshayani Ekadashi to Dev Uthani Ekadashi on their festival dates', () => {
    const [c] = ofKind('chaturmas');
    expect([c.startDate, c.endDate]).toEqual(['2025-07-06', '2025-11-01']);
    expect([festival(2025, 'devshayani-ekadashi').tithi?.start, festival(2025, 'dev-uthani-ekadashi').tithi?.end]).toEqual([c.start, c.end]);
  });

  it('Panchak: the same stretches as the day page\u2019s (the Moon in Kumbha and Meena)', () => {
    const [p] = ofKind('panchak');
    // The Moon enters Kumbha (300 deg sidereal, Dhanishtha's third pada) 10:47 Jan 3 and leaves Meena 17:49 Jan 7.
    expect([p.startDate, p.endDate, minute(p.start), minute(p.end)]).toEqual(['2025-01-03', '2025-01-07', '2025-01-03T10:47', '2025-01-07T17:49']);
    for (const date of ['2025-01-05', '2025-09-08']) {
      const day = computeDayExtras({ date, ...DELHI }).panchak;
      const listed = periodsOnDate({ date, ...DELHI, kinds: ['panchak'] });
      expect(listed.map((x) => [minute(x.start), minute(x.end)])).toEqual(day.map((x) => [minute(x.start), minute(x.end)]));
    }
  });

  it('Pitru Paksha: the Shraddha fortnight of engine/pitru-paksha.ts', () => {
    const [p] = ofKind('pitru-paksha');
    const shraddha = pitruPaksha({ year: 2025, ...DELHI });
    expect([p.startDate, p.endDate, p.start, p.end]).toEqual([shraddha.start, shraddha.end, shraddha.days[0].tithiStart, shraddha.days.at(-1)!.tithiEnd]);
    expect([p.startDate, p.endDate]).toEqual(['2025-09-07', '2025-09-21']);
  });

  it('answers for one date: the periods running through it, by start date', () => {
    const kinds = (date: string) => periodsOnDate({ date, ...DELHI }).map((p: CalendarPeriod) => p.kind);
    // Chaturmas from Jul 6, Panchak from Sep 6, Pitru Paksha from Sep 7.
    expect(kinds('2025-09-08')).toEqual(['chaturmas', 'panchak', 'pitru-paksha']);
    // Holashtak ended with Holika Dahan on Mar 13; the Sun enters Meena at 18:58 on Mar 14.
    expect(kinds('2025-03-13')).toEqual(['holashtak']);
    expect(kinds('2025-03-14')).toEqual(['kharmas']);
    expect(kinds('2025-02-10')).toEqual([]);
  });

  it('encodes instants as the caller asks (epoch ms for the pages)', () => {
    const ms = periodsBetween({ from: '2025-03-07', to: '2025-03-07', ...DELHI }, (jd) => Math.round((jd - 2440587.5) * 86_400_000));
    expect(ms.map((p) => [p.kind, new Date(p.start).toISOString().slice(0, 16)])).toEqual([['holashtak', '2025-03-06T05:20']]);
  });

  it.each([
    ['a bad date', { from: '2025-02-30', to: '2025-03-01' }, 'from'],
    ['a reversed span', { from: '2025-03-01', to: '2025-02-01' }, 'to'],
    ['a span over 366 days', { from: '2025-01-01', to: '2026-01-02' }, 'to'],
    ['a date before 1900', { from: '1899-12-01', to: '1900-01-10' }, 'from'],
    ['an unknown kind', { from: '2025-01-01', to: '2025-01-02', kinds: ['eclipse'] as unknown as PeriodKind[] }, 'kinds'],
  ])('rejects %s naming the field', (_label, span, field) => {
    let got = 'no error';
    try {
      periodsBetween({ ...DELHI, ...span });
    } catch (e) {
      got = isPanchangInputError(e) ? e.field : String(e);
    }
    expect(got).toBe(field);
  });
});

describe('Guru and Shukra asta', () => {
  it('are the combustion spans of Jupiter and Venus, from asta to uday (grahaEvents), with the planet named', () => {
    // Jupiter meets the Sun on 2025-06-24 (conjunction in Mithuna): combust about two weeks either side, within the 11-degree orb.
    const [guru] = ofKind('guru-asta');
    expect(guru.planet).toBe('Jupiter');
    expect(guru.startDate < '2025-06-24' && guru.endDate > '2025-06-24').toBe(true);
    const events = grahaEvents('Jupiter', '2025-05-01T00:00:00+05:30', '2025-08-01T00:00:00+05:30', undefined, (jd) => toLocalIso(jd, DELHI.tz), ['asta', 'uday']);
    expect(events.map((e) => [e.kind, e.at])).toEqual([
      ['asta', guru.start],
      ['uday', guru.end],
    ]);
    // Venus passes between Earth and Sun on 2025-03-23 (inferior conjunction): its retrograde combustion.
    const shukra = ofKind('shukra-asta');
    expect(shukra.every((p) => p.planet === 'Venus')).toBe(true);
    expect(shukra.some((p) => p.startDate < '2025-03-23' && p.endDate > '2025-03-23')).toBe(true);
    const spans = combustionSpans('Venus', isoToJd('2025-01-01T00:00:00+05:30'), isoToJd('2026-01-01T00:00:00+05:30'));
    expect(shukra.map((p) => [p.start, p.end])).toEqual(spans.map((s) => [toLocalIso(s.start, DELHI.tz), toLocalIso(s.end, DELHI.tz)]));
  });
});

describe('festivalsBetween by slug (what Holashtak and Chaturmas read)', () => {
  it('gives the festival year’s own events of the slugs asked for, computed alone or read from a computed year', () => {
    const NEW_YORK = { lat: 40.7128, lon: -74.006, tz: 'America/New_York' };
    const slugs = ['holika-dahan', 'devshayani-ekadashi', 'dev-uthani-ekadashi'];
    for (const [year, place] of [[2023, DELHI], [2026, DELHI], [2031, NEW_YORK]] as const) {
      clearFestivalCaches();
      const range = { from: `${year}-01-01`, to: `${year}-12-31`, ...place, slugs };
      const alone = festivalsBetween(range).events;
      const events = festivalYearIndex({ year, ...place }).events.filter((e) => slugs.includes(e.slug));
      const read = festivalsBetween(range).events;
      expect(alone).toEqual(events);
      expect(read).toEqual(events);
    }
  });
});
