import { computeFestivalsMonth, computePanchang, jdToMs, sunriseSummary } from '@/engine';
import { namesFor } from '@/lib/names/names';
import { lunarMonthsOf, monthDays, monthView } from '@/lib/view/month';

const VARANASI = { lat: 25.31668, lon: 83.01041, tz: 'Asia/Kolkata' };

describe('monthDays', () => {
  const days = monthDays(2025, 11, VARANASI);

  it('has every day of November 2025 with the tithi and sunrise of the engine', () => {
    expect(days).toHaveLength(30);
    expect(days[0].date).toBe('2025-11-01');
    expect(days[29].date).toBe('2025-11-30');
    for (const d of [days[0], days[21], days[29]]) {
      const s = sunriseSummary(d.date, VARANASI);
      expect(d.tithi).toBe(s.tithi);
      expect(d.sunrise).toBe(jdToMs(s.sunrise!));
      expect(d.paksha).toBe(s.tithi <= 15 ? 'Shukla' : 'Krishna');
    }
  });

  it('takes both month reckonings from the full Panchang', () => {
    for (const d of days) {
      const p = computePanchang({ ...VARANASI, date: d.date });
      expect(d.masa).toEqual(p.masa);
    }
    expect(lunarMonthsOf(days, 'amanta').map((m) => m.number)).toEqual([8, 9]); // Kartika, Margashirsha
  });

  it('differs between amanta and purnimanta in a dark half', () => {
    // 10 Nov 2025 is Krishna paksha: amanta Kartika, purnimanta Margashirsha.
    const d = days[9];
    expect(d.paksha).toBe('Krishna');
    expect(d.masa.amanta.number).toBe(8);
    expect(d.masa.purnimanta.number).toBe(9);
  });
});

describe('monthView', () => {
  const days = monthDays(2025, 11, VARANASI);
  const festivals = computeFestivalsMonth({ year: 2025, month: 11, ...VARANASI }).events;
  const vm = monthView(days, festivals, { date: '2025-11-22', today: '2025-11-22', tz: VARANASI.tz, system: 'purnimanta', locale: 'en', names: namesFor('en') });

  it('lays the days out in weeks with their tithi, sunrise and festivals', () => {
    expect(vm.title).toBe('November 2025');
    expect(vm.weeks[0].slice(0, 6)).toEqual([null, null, null, null, null, null]);
    const d22 = vm.days[21];
    expect(d22).toMatchObject({ date: '2025-11-22', day: 22, isToday: true, shukla: true, tithi: 'Dwitiya', paksha: 'Shukla' });
    expect(d22.sunrise).toMatch(/^6:\d\d AM$/);
    const d5 = vm.days[4];
    expect(d5.festivals.map((f) => f.name)).toEqual(expect.arrayContaining(['Kartika Purnima', 'Dev Deepawali']));
    expect(d5.marker).toMatchObject({ emoji: expect.any(String), more: d5.festivals.length - 1 });
    expect(vm.prev?.label).toBe('October 2025');
    expect(vm.next?.date).toBe('2025-12-01');
  });

  it('marks a cell with its most significant event, whose emoji and name go together', () => {
    // New Delhi 2022-03-17: the Phalguna Purnima vrat comes first (one tithi with Holika Dahan: rule order); Holika Dahan leads the cell.
    const delhi = { lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' };
    const march = monthView(monthDays(2022, 3, delhi), computeFestivalsMonth({ year: 2022, month: 3, ...delhi }).events, {
      date: '2022-03-17',
      today: '2022-03-17',
      tz: delhi.tz,
      system: 'purnimanta',
      locale: 'en',
      names: namesFor('en'),
    });
    const d17 = march.days[16];
    expect(d17.festivals.map((f) => f.name)).toEqual(['Phalguna Purnima Vrat', 'Holika Dahan']);
    expect(d17.marker).toEqual({ emoji: '🔥', name: 'Holika Dahan', more: 1, secondary: false });
  });

  it('names the lunar months of the chosen reckoning', () => {
    expect(vm.lunarMonths).toBe('Kartika – Margashirsha');
    const amanta = monthView(days, festivals, { date: '2025-11-22', today: '2025-11-22', tz: VARANASI.tz, system: 'amanta', locale: 'hi', names: namesFor('hi') });
    expect(amanta.lunarMonths).toBe('कार्तिक – मार्गशीर्ष');
  });
});
