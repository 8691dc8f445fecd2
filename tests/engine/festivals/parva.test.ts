/**
 * Purnima and Amavasya (calendar-conventions.md, "Findings of 2026-11",
 * "Purnima: two days"): the named Purnima on the day of Purnima at sunrise
 * with no minimum duration, the "<Month> Purnima Vrat" on the first day with
 * Purnima in its madhyahna, listed apart only where the two differ; the
 * festivals named after Purnima on the snan-daan day, Sharad Purnima and Dev
 * Deepawali on their own kaals; Amavasya by the same sunrise rule, checked
 * against the 2-muhurta minimum on the reference records.
 */
import { computeFestivals, type FestivalEvent, jdToMs, RULES, sunriseSummary } from '@/engine';
import { yearContext } from '@/engine/festivals/context';
import { evaluateTithiRule } from '@/engine/festivals/evaluate';
import type { TithiRule } from '@/engine/festivals/types';
import { validateOptions } from '@/engine/input';
import { PLACES, placeOf, records, slugOf } from './reference-records';

const DELHI = { lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' };
const year = (y: number) => computeFestivals({ year: y, ...DELHI }).events;
const find = (events: FestivalEvent[], slug: string) => events.find((e) => e.slug === slug);
const tithiAtSunrise = (date: string) => sunriseSummary(date, DELHI).tithi;
const minutesAfterSunrise = (date: string, iso: string) => (Date.parse(iso) - jdToMs(sunriseSummary(date, DELHI).sunrise as number)) / 60_000;

describe('Purnima: the snan-daan day and the vrat', () => {
  it('puts the named Purnima on the day of Purnima at sunrise, however briefly it lasts, and the vrat on the Chaturdashi before (Shravana 2022)', () => {
    const events = year(2022);
    const p = find(events, 'shravana-purnima')!;
    // Purnima 10:38 Aug 11 - 07:05 Aug 12: at Aug 12's sunrise for 76 minutes only.
    expect(p).toMatchObject({ date: '2022-08-12', type: 'purnima', reason: { choice: 'only', kaal: 'sunrise' } });
    expect(Math.round(minutesAfterSunrise('2022-08-12', p.tithi!.end))).toBe(76);
    const vrat = find(events, 'shravana-purnima-vrat')!;
    expect(vrat).toMatchObject({
      date: '2022-08-11',
      type: 'purnima',
      observance: 'vrat',
      relatedTo: 'shravana-purnima',
      emoji: '🌕',
      tithi: p.tithi,
      reason: { kaal: 'madhyahna' },
    });
    expect(vrat).not.toHaveProperty('tradition');
    expect(tithiAtSunrise('2022-08-11')).toBe(14);
  });

  it('lists no vrat apart where madhyahna first holds Purnima on the snan-daan day (Jyeshtha 2022), or holds it on no day (the vrat falls back to that day)', () => {
    const events = year(2022);
    expect(find(events, 'jyeshtha-purnima')?.date).toBe('2022-06-14');
    expect(find(events, 'jyeshtha-purnima-vrat')).toBeUndefined();
  });

  it('keeps the festivals named after Purnima on the snan-daan day, with the vrat beside them', () => {
    // Guru Purnima 2021 (reference): Purnima 10:43 Jul 23 - 08:06 Jul 24.
    const y2021 = year(2021);
    expect(find(y2021, 'guru-purnima')?.date).toBe('2021-07-24');
    expect(find(y2021, 'ashadha-purnima-vrat')).toMatchObject({ date: '2021-07-23', relatedTo: 'guru-purnima' });
    // Hanuman Jayanti 2020 on Chaitra Purnima's sunrise day, Apr 8; the vrat on Apr 7.
    const y2020 = year(2020);
    expect([find(y2020, 'hanuman-jayanti')?.date, find(y2020, 'chaitra-purnima')?.date]).toEqual(['2020-04-08', '2020-04-08']);
    expect(find(y2020, 'chaitra-purnima-vrat')).toMatchObject({ date: '2020-04-07', relatedTo: 'chaitra-purnima' });
    // Buddha Purnima 2022 (reference): May 16; Purnima began in May 15's madhyahna, the vrat day.
    const y2022 = year(2022);
    expect(find(y2022, 'buddha-purnima')?.date).toBe('2022-05-16');
    expect(find(y2022, 'vaishakha-purnima-vrat')).toMatchObject({ date: '2022-05-15', relatedTo: 'buddha-purnima' });
  });

  it('keeps the own kaals of Sharad Purnima (nishita) and Dev Deepawali (pradosh)', () => {
    const y2021 = year(2021);
    expect([find(y2021, 'sharad-purnima')?.date, find(y2021, 'ashwina-purnima')?.date]).toEqual(['2021-10-19', '2021-10-20']);
    expect(find(y2021, 'sharad-purnima')?.reason.kaal).toBe('nishita');
    const y2022 = year(2022);
    expect([find(y2022, 'dev-deepawali')?.date, find(y2022, 'kartika-purnima')?.date]).toEqual(['2022-11-07', '2022-11-08']);
    expect(find(y2022, 'dev-deepawali')?.reason.kaal).toBe('pradosh');
  });
});

describe('Amavasya: udaya with or without the 2-muhurta minimum, on the reference records', () => {
  /** The Amavasya rows of the table (the snan-daan rule), as they are and with the 2-muhurta minimum. */
  const rows = RULES.filter((r): r is TithiRule => r.kind === 'tithi' && r.type === 'amavasya' && r.kaal === 'sunrise');
  const withMinimum = rows.map((r) => ({ ...r, lastingMuhurtas: 2 }));
  const amavasyas = records().filter((r) => r.type === 'amavasya' && rows.some((x) => x.slug === slugOf(r) || slugOf(r) === 'type:amavasya'));

  /** The date each rule set gives the record's Amavasya: the occurrence nearest the printed date. */
  function dateUnder(rules: TithiRule[], r: (typeof amavasyas)[number]): string | null {
    const ctx = yearContext(Number(r.date.slice(0, 4)), PLACES[placeOf(r)], validateOptions(undefined));
    const slug = slugOf(r);
    const events = rules.filter((x) => slug === 'type:amavasya' || x.slug === slug).flatMap((x) => evaluateTithiRule(ctx, x));
    const dates = events.filter((e) => !e.observance).map((e) => ctx.days[e.day].date);
    return dates.sort((a, b) => Math.abs(Date.parse(a) - Date.parse(r.date)) - Math.abs(Date.parse(b) - Date.parse(r.date)))[0] ?? null;
  }

  it('has the records (Mauni 2019 and 2022, Vaishakha 2011, a Seattle Amavasya of 2015)', () => {
    expect(amavasyas.map((r) => r.id).sort()).toEqual(['r0395', 'r0397', 'r0404', 'r0653']);
  });

  it('puts every record on its printed date under both rules: the data do not tell them apart, the rule without minimum is kept', () => {
    const table = amavasyas.map((r) => [r.id, r.date, dateUnder(rows, r), dateUnder(withMinimum, r)]);
    expect(table).toEqual(amavasyas.map((r) => [r.id, r.date, r.date, r.date]));
  });

  it('the two rules do differ elsewhere: an Amavasya ending within two muhurtas of sunrise (Delhi 2020-2026)', () => {
    const differing: string[] = [];
    for (let y = 2020; y <= 2026; y++) {
      const ctx = yearContext(y, DELHI, validateOptions(undefined));
      const a = rows.flatMap((x) => evaluateTithiRule(ctx, x)).map((e) => ctx.days[e.day].date);
      const b = withMinimum.flatMap((x) => evaluateTithiRule(ctx, x)).map((e) => ctx.days[e.day].date);
      a.forEach((d, i) => {
        if (d !== b[i] && d.startsWith(`${y}-`)) differing.push(`${d} (minimum: ${b[i]})`);
      });
    }
    // Bhadrapada 2021 (Amavasya until 06:21 Sep 7, 19 min after sunrise) and Chaitra 2026.
    expect(differing).toEqual(['2021-09-07 (minimum: 2021-09-06)', '2026-03-19 (minimum: 2026-03-18)']);
  });
});
