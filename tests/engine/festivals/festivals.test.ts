/**
 * computeFestivals and friends: the shape of the events, each rule family's
 * special cases (Ekadashi traditions and parana, adhika and kshaya months,
 * Bhadra, Sankranti at night, weekday and offset rules), other places
 * (DST, polar) and input validation. Dates marked "reference" are in
 * festivals-dev.json; the others exercise a rule on a year that needs it.
 */
import {
  computeFestivals,
  computeFestivalsMonth,
  type FestivalEvent,
  festivalsOnDate,
  isPanchangInputError,
  jdToMs,
  sunriseSummary,
  upcomingFestivals,
} from '@/engine';

const DELHI = { lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' };
const NEW_YORK = { lat: 40.7128, lon: -74.006, tz: 'America/New_York' };

const year = (y: number, place = DELHI) => computeFestivals({ year: y, ...place }).events;
const find = (events: FestivalEvent[], slug: string) => {
  const e = events.find((x) => x.slug === slug);
  if (!e) throw new Error(`no ${slug}`);
  return e;
};
/**
 * Seconds from a printed local minute ('HH:MM' on the same date) to our ISO
 * time: the reference prints rounded minutes, so a match is within 60 s.
 */
const gap = (iso: string | undefined, printed: string) =>
  iso === undefined ? Number.NaN : (Date.parse(iso) - Date.parse(`${iso.slice(0, 11)}${printed}:00${iso.slice(19)}`)) / 1000;
const near = (iso: string | undefined, printed: string) => Math.abs(gap(iso, printed)) <= 60;
/** The tithi the daily Panchang shows at the date's sunrise, and that sunrise (epoch ms). */
const atSunrise = (date: string, place = DELHI) => {
  const s = sunriseSummary(date, place);
  return { tithi: s.tithi, sunrise: jdToMs(s.sunrise as number) };
};

describe('computeFestivals: the year list', () => {
  const events = year(2022);

  it('is sorted by date, inside the year, with unique ids and the rule row\'s emoji', () => {
    const dates = events.map((e) => e.date);
    expect([...dates].sort()).toEqual(dates);
    expect(dates.every((d) => d.startsWith('2022-'))).toBe(true);
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
    for (const e of events) expect(e.emoji).toMatch(/\p{Extended_Pictographic}/u);
    // Pausha Amavasya falls twice in 2022: the ids carry the date.
    expect(events.filter((e) => e.slug === 'pausha-amavasya').map((e) => e.id)).toEqual([
      'pausha-amavasya-01-02',
      'pausha-amavasya-12-23',
    ]);
  });

  it('gives each event its tithi, months (purnimanta and amanta), weekday and reason', () => {
    const diwali = find(events, 'diwali');
    expect(diwali).toMatchObject({
      date: '2022-10-24',
      weekday: 1,
      type: 'festival',
      significance: 'high',
      paksha: 'Krishna',
      tithi: { number: 30, paksha: 'Krishna' },
      masa: { purnimanta: { number: 8, adhika: false }, amanta: { number: 7, adhika: false } },
      reason: { choice: 'only', kaal: 'pradosh', tithi: 30 },
    });
    // Reference: Lakshmi Puja 18:53-20:16, Pradosh 17:43-20:16.
    expect([near(diwali.muhurat?.start, '18:53'), near(diwali.muhurat?.end, '20:16')]).toEqual([true, true]);
    expect(diwali.reason.days?.find((d) => d.date === '2022-10-24')).toMatchObject({ prevails: true });
  });

  it('returns frozen events (the year is cached)', () => {
    expect(() => {
      (events[0] as { date: string }).date = 'x';
    }).toThrow(TypeError);
  });
});

describe('Ekadashi', () => {
  /** The Vaishnava event of an Ekadashi of the year, or undefined when its day is the Smarta day. */
  const vaishnava = (events: FestivalEvent[], slug: string) => events.find((e) => e.slug === `vaishnava-${slug}`);

  it('moves the Smarta fast back when Dwadashi ends before the next sunrise; the Vaishnava day is Gauna (reference: Nirjala 2022)', () => {
    const events = year(2022);
    const e = find(events, 'nirjala-ekadashi');
    expect(e.date).toBe('2022-06-10');
    expect(e.reason.choice).toBe('ekadashi-dwadashi-kshaya');
    // Parana on Jun 11 after Hari Vasara (printed 11:09), in aparahna since Hari Vasara outlasts pratahkal.
    const hv = e.moments.find((m) => m.kind === 'hari-vasara-end');
    const parana = e.windows.find((w) => w.kind === 'parana');
    expect(near(hv?.at, '11:09')).toBe(true);
    expect(parana?.start.slice(0, 10)).toBe('2022-06-11');
    expect(parana!.start > hv!.at).toBe(true);
    // Jun 10's sunrise is in Dashami: the Smarta day had no Ekadashi at sunrise, so the Vaishnava day is "Gauna / Vaishnava".
    expect(atSunrise('2022-06-10').tithi).toBe(10);
    const v = vaishnava(events, 'nirjala-ekadashi');
    expect(v).toMatchObject({
      date: '2022-06-11',
      type: 'ekadashi',
      tradition: 'vaishnava',
      relatedTo: 'nirjala-ekadashi',
      gauna: true,
      emoji: e.emoji,
      tithi: e.tithi,
      reason: { choice: 'ekadashi-udaya' },
    });
    expect(v).not.toHaveProperty('observance');
    // Its own parana: Dwadashi is over before Jun 12's sunrise, so the pratahkal of Jun 12.
    expect(v!.windows.find((w) => w.kind === 'parana')?.start.slice(0, 10)).toBe('2022-06-12');
  });

  it('moves the Vaishnava fast a day when Dashami touches arunodaya; "Vaishnava", as the Smarta day had Ekadashi at sunrise', () => {
    // Papmochani 2025: Ekadashi from 05:05 Mar 25, less than 96 minutes before the 06:2x sunrise.
    const events = year(2025);
    const e = find(events, 'papmochani-ekadashi');
    expect(e.date).toBe('2025-03-25');
    expect(atSunrise('2025-03-25').tithi).toBe(26);
    expect(vaishnava(events, 'papmochani-ekadashi')).toMatchObject({
      date: '2025-03-26',
      tradition: 'vaishnava',
      gauna: false,
      reason: { choice: 'vaishnava-arunodaya' },
    });
  });

  it('Vyanjuli Mahadwadashi: Ekadashi at one sunrise, Dwadashi at the next two; Vaishnavas fast on Dwadashi, parana from sunrise until Dwadashi ends (Nirjala 2025)', () => {
    const events = year(2025);
    const e = find(events, 'nirjala-ekadashi');
    expect(e).toMatchObject({ date: '2025-06-06', reason: { choice: 'ekadashi-udaya' } });
    // Ekadashi ends before Jun 7's sunrise; Dwadashi holds at the sunrises of Jun 7 and Jun 8.
    expect([atSunrise('2025-06-06').tithi, atSunrise('2025-06-07').tithi, atSunrise('2025-06-08').tithi]).toEqual([11, 12, 12]);
    const v = vaishnava(events, 'nirjala-ekadashi')!;
    expect(v).toMatchObject({ date: '2025-06-07', gauna: false, reason: { choice: 'vaishnava-vyanjuli' } });
    const parana = v.windows.find((w) => w.kind === 'parana')!;
    const dwadashiEnd = v.moments.find((m) => m.kind === 'dwadashi-end')!;
    expect(Math.abs(Date.parse(parana.start) - atSunrise('2025-06-08').sunrise)).toBeLessThan(1000);
    expect(parana.end).toBe(dwadashiEnd.at);
    expect(dwadashiEnd.at.slice(0, 10)).toBe('2025-06-08');
  });

  it('Ekadashi at no sunrise: Smarta on the day it begins, Vaishnava (Gauna) on the day after (Yogini 2025)', () => {
    const events = year(2025);
    const e = find(events, 'yogini-ekadashi');
    expect(e).toMatchObject({ date: '2025-06-21', reason: { choice: 'ekadashi-kshaya' } });
    expect([atSunrise('2025-06-21').tithi, atSunrise('2025-06-22').tithi]).toEqual([25, 27]);
    expect(vaishnava(events, 'yogini-ekadashi')).toMatchObject({ date: '2025-06-22', gauna: true, reason: { choice: 'vaishnava-kshaya' } });
  });

  it('keeps everyone on the second day when Ekadashi and Dwadashi both run past sunrise (no Vaishnava entry)', () => {
    const events = year(2022);
    const e = find(events, 'aja-ekadashi');
    expect(e).toMatchObject({ date: '2022-08-23', reason: { choice: 'ekadashi-vriddhi-dwadashi' } });
    expect(e.windows.find((w) => w.kind === 'parana')?.start.slice(0, 10)).toBe('2022-08-24');
    expect(vaishnava(events, 'aja-ekadashi')).toBeUndefined();
  });

  it('lists a Vaishnava Ekadashi only beside its Smarta one, on another date, one or two days later', () => {
    for (const y of [2022, 2023, 2024, 2025]) {
      const events = year(y);
      for (const v of events.filter((e) => e.tradition === 'vaishnava' && e.type === 'ekadashi')) {
        const main = events.find((e) => e.slug === v.relatedTo && e.tithi?.start === v.tithi?.start);
        // The Smarta day may fall in the year before (a Vaishnava day of 1 January).
        if (!main) continue;
        const days = (Date.parse(v.date) - Date.parse(main.date)) / 86_400_000;
        expect([v.slug, days >= 1 && days <= 2, main.tradition]).toEqual([`vaishnava-${main.slug}`, true, undefined]);
      }
    }
  });

  it('names Padmini and Parama only in adhika years, inside the adhika month', () => {
    const y2023 = year(2023);
    const padmini = find(y2023, 'padmini-ekadashi');
    const parama = find(y2023, 'parama-ekadashi');
    expect(padmini.masa?.purnimanta).toEqual({ number: 5, adhika: true }); // Adhika Shravana
    expect([padmini.date, parama.date]).toEqual(['2023-07-29', '2023-08-12']);
    expect(year(2022).some((e) => e.slug === 'padmini-ekadashi' || e.slug === 'parama-ekadashi')).toBe(false);
  });
});

describe('adhika and kshaya months', () => {
  it('keeps festivals out of the adhika month (2023: adhika Shravana Jul 18 - Aug 16)', () => {
    const events = year(2023);
    // Festivals of a regional solar month (Aadi Perukku, Aadi 18 = Aug 3) do not follow the lunar month.
    const lunar = (e: FestivalEvent) => e.reason.calendar === undefined;
    const inAdhika = events.filter((e) => e.masa?.amanta.adhika && e.type === 'festival' && lunar(e)).map((e) => e.slug);
    expect(inAdhika).toEqual([]);
    expect(find(events, 'aadi-perukku')).toMatchObject({ date: '2023-08-03', masa: { amanta: { adhika: true } } });
    expect(find(events, 'hariyali-teej').date).toBe('2023-08-19');
    expect(find(events, 'raksha-bandhan').date).toBe('2023-08-30');
    expect(find(events, 'adhika-purnima').date).toBe('2023-08-01');
  });

  it('keeps the rites of both months in a kshaya lunation (1983: Pausha absorbs Magha)', () => {
    const events = year(1983);
    const vp = find(events, 'vasant-panchami');
    expect(vp.date).toBe('1983-01-19');
    expect(vp.masa?.purnimanta.number).toBe(11); // Magha
  });
});

describe('Bhadra', () => {
  /** Minutes between two ISO instants. */
  const minutes = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 60_000;

  it('Holika Dahan in Bhadra puchha when Bhadra lasts past midnight and Purnima does not reach 3.5 praharas into the next day (reference: 2022, 21:06-22:16)', () => {
    const e = find(year(2022), 'holika-dahan');
    // Purnima 13:29 Mar 17 - 12:46 Mar 18: Bhadra (its first half) until 01:11, over all of Mar 17's pradosh;
    // Mar 18: sunrise 06:28, sunset 18:31, a prahara 3 h 01 min; Purnima lasts 6 h 18 min = 2.09 praharas into it.
    expect(e).toMatchObject({ date: '2022-03-17', reason: { choice: 'bhadra-puchha', kaal: 'pradosh', nextDay: { praharas: 2.09, needed: 3.5, grows: false } } });
    expect(e.reason.days?.[0]).toEqual({ date: '2022-03-17', prevails: false, minutes: 0, bhadraMinutes: 143 });
    expect(e.muhurat?.kind).toBe('holika-dahan');
    expect(e.muhurat?.start).toBe(e.windows.find((w) => w.kind === 'bhadra-puchha')?.start);
    expect([near(e.muhurat?.start, '21:06'), near(e.muhurat?.end, '22:16')]).toEqual([true, true]);
    expect(find(year(2022), 'holi').date).toBe('2022-03-18');
  });

  it('Holika Dahan after Bhadra ends, before midnight (2025: Bhadra till 23:26, to midnight 00:30)', () => {
    const e = find(year(2025), 'holika-dahan');
    expect(e).toMatchObject({ date: '2025-03-13', reason: { choice: 'bhadra-after', kaal: 'ratri', preferredKaal: 'pradosh', excluded: 'bhadra' } });
    const bhadra = e.windows.find((w) => w.kind === 'bhadra')!;
    expect(e.muhurat?.start).toBe(bhadra.end);
    // The night's middle: halfway from sunset (18:28) to the next sunrise (06:31).
    expect(near(e.muhurat?.end, '00:30')).toBe(true);
  });

  it("Holika Dahan in the next day's pradosh when Purnima lasts 3.5 praharas into it and Pratipada grows (2023)", () => {
    // Purnima 16:16 Mar 6 - 18:09 Mar 7, Bhadra till 05:15 Mar 7 over Mar 6's pradosh. Mar 7: sunrise 06:40,
    // sunset 18:24, prahara 2 h 56 min; 11 h 29 min = 3.91 praharas. Pratipada ends 19:42 Mar 8, 13 h 04 min after
    // that sunrise (06:38), later than Purnima's 11 h 29 min: it grows. The pradosh 18:24-20:51 of Mar 7.
    const e = find(year(2023), 'holika-dahan');
    expect(e).toMatchObject({ date: '2023-03-07', reason: { choice: 'bhadra-next-day', nextDay: { praharas: 3.91, needed: 3.5, grows: true } } });
    expect(e.muhurat?.start).toBe(e.windows.find((w) => w.kind === 'pradosh')?.start);
    expect([near(e.muhurat?.start, '18:24'), near(e.muhurat?.end, '20:51')]).toEqual([true, true]);
  });

  it('Holika Dahan on the first evening, in the puchha after midnight, when Pratipada shrinks although Purnima lasts 3.5 praharas (2026)', () => {
    // Purnima 17:55 Mar 2 - 17:06 Mar 3; Mar 3: sunrise 06:44, sunset 18:22, 3.57 praharas. Pratipada ends 16:48 Mar 4,
    // 10 h 05 min after its sunrise against Purnima's 10 h 22 min: it shrinks. Bhadra till 05:27 Mar 3; its tail
    // (the last 3 of its 30 ghatis up to three quarters of it) 01:25-02:34, in the night of Mar 2.
    const e = find(year(2026), 'holika-dahan');
    expect(e).toMatchObject({ date: '2026-03-02', reason: { choice: 'bhadra-puchha', nextDay: { praharas: 3.57, grows: false } } });
    expect(e.muhurat?.start).toBe(e.windows.find((w) => w.kind === 'bhadra-puchha')?.start);
    expect([e.muhurat?.start.slice(0, 10), near(e.muhurat?.start, '01:25'), near(e.muhurat?.end, '02:34')]).toEqual(['2026-03-03', true, true]);
    // The mukha is never used: it follows the puchha.
    expect(e.windows.find((w) => w.kind === 'bhadra-mukha')?.start).toBe(e.muhurat?.end);
    expect(find(year(2026), 'holi').date).toBe('2026-03-03');
  });

  it('Holika Dahan in the puchha when Purnima lasts under 3.5 praharas into the next day (2027: 3.23)', () => {
    const e = find(year(2027), 'holika-dahan');
    expect(e).toMatchObject({ date: '2027-03-21', reason: { choice: 'bhadra-puchha', nextDay: { praharas: 3.23 } } });
    expect(minutes(e.muhurat!.start, e.muhurat!.end)).toBeGreaterThan(60);
  });

  it('Holika Dahan in the Bhadra-free part of pradosh when Bhadra ends inside it (2018: Bhadra till 19:36)', () => {
    const e = find(year(2018), 'holika-dahan');
    expect(e).toMatchObject({ date: '2018-03-01', reason: { choice: 'only', kaal: 'pradosh' } });
    expect(e.reason.days).toEqual([{ date: '2018-03-01', prevails: true, minutes: 73, bhadraMinutes: 76 }]);
    expect(e.muhurat?.start).toBe(e.windows.find((w) => w.kind === 'bhadra')?.end);
  });

  it('Raksha Bandhan after Bhadra in pradosh (reference: 2022, 20:51-21:13)', () => {
    const e = find(year(2022), 'raksha-bandhan');
    expect(e).toMatchObject({ date: '2022-08-11', reason: { choice: 'bhadra-after', kaal: 'pradosh', preferredKaal: 'aparahna', excluded: 'bhadra' } });
    expect([near(e.muhurat?.start, '20:51'), near(e.muhurat?.end, '21:13')]).toEqual([true, true]);
  });
});

describe('two evenings (Dharmasindhu: the second day when the tithi lasts one ghati into its kaal)', () => {
  it('Lakshmi Puja on the second day when Amavasya lasts 24 minutes or more into its pradosh (2024: 40 min, Nov 1)', () => {
    const e = find(year(2024), 'diwali');
    // Amavasya 15:52 Oct 31 - 18:16 Nov 1; Nov 1 sunset 17:35: 40 minutes into pradosh, more than a ghati.
    expect(e).toMatchObject({ date: '2024-11-01', reason: { choice: 'both-second-ghati', kaal: 'pradosh' } });
    expect(e.reason.days?.filter((d) => d.prevails).map((d) => [d.date, d.minutes])).toEqual([
      ['2024-10-31', 155],
      ['2024-11-01', 40],
    ]);
    expect([near(e.muhurat?.start, '17:35'), near(e.muhurat?.end, '18:16')]).toEqual([true, true]);
  });

  it('Lakshmi Puja on the first day when Amavasya lasts under a ghati into the second pradosh (2025: 9 min, Oct 20)', () => {
    const e = find(year(2025), 'diwali');
    expect(e).toMatchObject({ date: '2025-10-20', reason: { choice: 'both-first-ghati' } });
    expect(e.reason.days?.filter((d) => d.prevails).map((d) => d.minutes)).toEqual([152, 9]);
  });

  it('Dhanteras by the same test (reference 2015: 96 min into Nov 9, the second; 2022: 19 min into Oct 23, the first)', () => {
    expect(find(year(2015), 'dhanteras')).toMatchObject({ date: '2015-11-09', reason: { choice: 'both-second-ghati' } });
    const e = find(year(2022), 'dhanteras');
    expect(e).toMatchObject({ date: '2022-10-22', reason: { choice: 'both-first-ghati' } });
    expect(e.reason.days?.filter((d) => d.prevails).map((d) => d.minutes)).toEqual([135, 19]);
    // Puja in Vrishabha within pradosh, while Trayodashi holds: 19:01-20:17.
    expect([near(e.muhurat?.start, '19:01'), near(e.muhurat?.end, '20:17')]).toEqual([true, true]);
  });
});

describe('other rule families', () => {
  it('Vijayadashami prefers the next day when Dashami lasts into it and Shravana rules its aparahna (reference: 2022)', () => {
    const e = find(year(2022), 'dussehra');
    expect(e).toMatchObject({ date: '2022-10-05', reason: { choice: 'nakshatra', nakshatra: 22 } });
    expect(e.muhurat?.kind).toBe('vijaya');
  });

  it('Diwali on the day Amavasya holds in pradosh (reference: 2013, Amavasya from 20:13 Nov 2, after that pradosh)', () => {
    const e = find(year(2013), 'diwali');
    expect(e).toMatchObject({ date: '2013-11-03', reason: { choice: 'only' } });
  });

  it('Janmashtami: Smarta at nishita, the Vaishnava / ISKCON day (Ashtami at sunrise) its own event (reference: 2018 Vaishnava Sep 3)', () => {
    const events = year(2018);
    const e = find(events, 'janmashtami');
    expect(e.date).toBe('2018-09-02');
    expect(atSunrise('2018-09-02').tithi).toBe(22);
    const v = find(events, 'vaishnava-janmashtami');
    expect(v).toMatchObject({ date: '2018-09-03', type: 'festival', tradition: 'vaishnava', relatedTo: 'janmashtami', emoji: e.emoji, reason: { kaal: 'sunrise' } });
    expect(atSunrise('2018-09-03').tithi).toBe(23);
    expect(v.windows.map((w) => w.kind)).toEqual(['nishita']);
    // 2021: Ashtami at the sunrise of the Smarta day itself; no second entry.
    expect(year(2021).some((x) => x.slug === 'vaishnava-janmashtami')).toBe(false);
  });

  it('Sankranti at night: Makara punya kaal the next forenoon; Lohri the day before; Pongal (Thai 1) after sunset the next day', () => {
    const events = year(2023);
    const makar = find(events, 'makar-sankranti');
    expect(makar).toMatchObject({ date: '2023-01-15', reason: { choice: 'sankranti-uttarayana-next-day', sign: 9 } });
    expect(makar.moments[0].at.slice(0, 10)).toBe('2023-01-14');
    expect(find(events, 'lohri')).toMatchObject({ date: '2023-01-14', reason: { choice: 'offset-before', of: 'makar-sankranti' } });
    expect(find(events, 'pongal')).toMatchObject({
      date: '2023-01-15',
      reason: { choice: 'solar-month-start', calendar: 'tamil', solarMonth: 10, solarDay: 1, monthStart: 'after-cutoff', sign: 9 },
    });
  });

  it('Sankranti in daytime: punya and maha punya kaal (reference: Makar 2022, 14:43-17:45 and 14:43-16:28)', () => {
    const e = find(year(2022), 'makar-sankranti');
    const w = (k: string) => e.windows.find((x) => x.kind === k);
    expect([near(w('punya-kaal')?.start, '14:43'), near(w('punya-kaal')?.end, '17:45')]).toEqual([true, true]);
    expect(near(w('maha-punya-kaal')?.end, '16:28')).toBe(true);
  });

  it('Somvati Amavasya whenever the Amavasya falls on a Monday', () => {
    const events = year(2022);
    const somvati = events.filter((e) => e.slug === 'somvati-amavasya');
    const mondayAmavasyas = events.filter((e) => e.type === 'amavasya' && e.slug !== 'somvati-amavasya' && e.weekday === 1);
    expect(somvati.map((e) => e.date)).toEqual(mondayAmavasyas.map((e) => e.date));
    expect(somvati.map((e) => e.date)).toContain('2022-05-30');
  });

  it('names each Pradosh vrat by its weekday (reference: Soma Pradosh 2022-02-14, Shani 2021-09-18)', () => {
    expect(find(year(2022), 'soma-pradosh').weekday).toBe(1);
    expect(year(2022).filter((e) => e.type === 'pradosh').every((e) => e.slug.endsWith('-pradosh'))).toBe(true);
    expect(year(2021).some((e) => e.slug === 'shani-pradosh' && e.date === '2021-09-18')).toBe(true);
  });

  it('spans multi-day observances', () => {
    const events = year(2022);
    expect(find(events, 'sharad-navratri')).toMatchObject({ date: '2022-09-26', endDate: '2022-10-04' });
    expect(find(events, 'pitru-paksha')).toMatchObject({ date: '2022-09-10', endDate: '2022-09-25' });
  });

  it('Karva Chauth at moonrise with the Sayahna Sandhya puja (reference: 2022, 17:54-19:08, moonrise 20:09)', () => {
    const e = find(year(2022), 'karva-chauth');
    expect(e.date).toBe('2022-10-13');
    expect(near(e.moments.find((m) => m.kind === 'moonrise')?.at, '20:09')).toBe(true);
    expect(e.muhurat?.kind).toBe('sayahna-sandhya');
  });
});

describe("the order of a date's events", () => {
  it('puts Narak Chaturdashi before Lakshmi Puja where they share a date, in the year list and in the date list', () => {
    // Not 2024: Lakshmi Puja is on Nov 1 there (the ghati test), the day after Narak Chaturdashi.
    for (const y of [2019, 2020, 2022, 2023, 2025, 2026]) {
      const events = year(y);
      const diwali = find(events, 'diwali');
      expect([y, find(events, 'narak-chaturdashi').date]).toEqual([y, diwali.date]);
      const list = events.filter((e) => e.date === diwali.date).map((e) => e.slug);
      expect([y, list.indexOf('narak-chaturdashi') < list.indexOf('diwali')]).toEqual([y, true]);
      expect(festivalsOnDate({ date: diwali.date, ...DELHI }).map((e) => e.slug)).toEqual(list);
    }
  });

  it('orders every date by the start of each event: its tithi, a Sankranti’s ingress, its muhurat or first window (a nakshatra vrat’s nakshatra), else the day’s sunrise; events of one tithi by the rule table', () => {
    // As the engine's startOf: a day of a regional month has none of these and begins with its Panchang day.
    const start = (e: FestivalEvent) => {
      const at = e.tithi?.start ?? e.moments.find((m) => m.kind === 'sankranti')?.at ?? e.muhurat?.start ?? e.windows[0]?.start;
      return at === undefined ? atSunrise(e.date).sunrise : Date.parse(at);
    };
    for (const y of [2022, 2025]) {
      const events = year(y);
      for (let i = 1; i < events.length; i++) {
        const [a, b] = [events[i - 1], events[i]];
        if (a.date === b.date) expect([a.id, b.id, start(a) <= start(b)]).toEqual([a.id, b.id, true]);
      }
    }
    // One tithi: the named Purnima before the festival kept on it, the Ekadashi before Gita Jayanti.
    const y2025 = year(2025);
    const onDate = (slug: string) => y2025.filter((e) => e.date === find(y2025, slug).date).map((e) => e.slug);
    expect(onDate('hanuman-jayanti')).toEqual(['chaitra-purnima', 'hanuman-jayanti']);
    expect(onDate('gita-jayanti')).toEqual(['mokshada-ekadashi', 'gita-jayanti']);
  });

  it('keeps a running observance in the date list by its own start (Navratri before the day’s own events)', () => {
    const events = year(2025);
    const navratri = find(events, 'sharad-navratri');
    const day5 = festivalsOnDate({ date: '2025-09-26', ...DELHI }).map((e) => e.slug);
    expect(navratri.date < '2025-09-26' && navratri.endDate! > '2025-09-26').toBe(true);
    expect(day5[0]).toBe('sharad-navratri');
  });
});

describe('other places', () => {
  it('New York: local dates and offsets across daylight saving', () => {
    const events = year(2025, NEW_YORK);
    const diwali = find(events, 'diwali');
    expect(diwali.date).toBe('2025-10-20');
    expect(diwali.tithi?.start.endsWith('-04:00')).toBe(true);
    expect(find(events, 'makar-sankranti').moments[0].at.endsWith('-05:00')).toBe(true);
  });

  it('Sydney: southern hemisphere', () => {
    expect(find(year(2022, { lat: -33.8679, lon: 151.2073, tz: 'Australia/Sydney' }), 'saphala-ekadashi').date).toBe('2022-12-20');
  });

  it('Tromso: polar day and night do not break the year', () => {
    const events = year(2025, { lat: 69.6489, lon: 18.9551, tz: 'Europe/Oslo' });
    expect(events.filter((e) => e.type === 'ekadashi' && !e.tradition).length).toBeGreaterThanOrEqual(24);
    expect(events.filter((e) => e.type === 'sankranti').length).toBe(12);
    // The Sun does not rise on 2025-01-01 there: the sankranti keeps its civil date, without a punya kaal.
    const makar = events.filter((e) => e.slug === 'makar-sankranti')[0];
    expect(makar.date).toBe(makar.moments[0].at.slice(0, 10));
  });
});

describe('month and upcoming lists', () => {
  it('computeFestivalsMonth keeps one month', () => {
    const { events } = computeFestivalsMonth({ year: 2022, month: 10, ...DELHI });
    expect(events.length).toBeGreaterThan(10);
    expect(events.every((e) => e.date.startsWith('2022-10-'))).toBe(true);
    expect(events.map((e) => e.slug)).toContain('diwali');
  });

  it('upcomingFestivals crosses into the next year', () => {
    const { events } = upcomingFestivals({ from: '2022-12-20', days: 30, ...DELHI });
    expect(events[0].date >= '2022-12-20').toBe(true);
    expect(events[events.length - 1].date <= '2023-01-18').toBe(true);
    expect(events.map((e) => e.slug)).toEqual(expect.arrayContaining(['pausha-putrada-ekadashi', 'lohri', 'makar-sankranti']));
  });
});

describe('input validation', () => {
  const field = (run: () => unknown) => {
    try {
      run();
    } catch (e) {
      return isPanchangInputError(e) ? e.field : `not an input error: ${String(e)}`;
    }
    return 'no error';
  };

  it.each([
    ['year 1899', () => computeFestivals({ year: 1899, ...DELHI }), 'year'],
    ['year 2101', () => computeFestivals({ year: 2101, ...DELHI }), 'year'],
    ['year 2022.5', () => computeFestivals({ year: 2022.5, ...DELHI }), 'year'],
    ['month 13', () => computeFestivalsMonth({ year: 2022, month: 13, ...DELHI }), 'month'],
    ['lat 91', () => computeFestivals({ year: 2022, ...DELHI, lat: 91 }), 'lat'],
    ['lon -181', () => computeFestivals({ year: 2022, ...DELHI, lon: -181 }), 'lon'],
    ['tz Mars/Base', () => computeFestivals({ year: 2022, ...DELHI, tz: 'Mars/Base' }), 'tz'],
    ['from 2025-02-30', () => upcomingFestivals({ from: '2025-02-30', days: 5, ...DELHI }), 'from'],
    ['days 0', () => upcomingFestivals({ from: '2025-02-01', days: 0, ...DELHI }), 'days'],
  ])('%s is rejected naming the field', (_label, run, expected) => {
    expect(field(run)).toBe(expected);
  });

  it('covers the first and last supported years', () => {
    expect(find(year(1900), 'diwali').date.startsWith('1900-')).toBe(true);
    expect(find(year(2100), 'diwali').date.startsWith('2100-')).toBe(true);
  });
});
