import { sunriseSummary, computePanchang, toLocalIso } from '@/engine';
import { lunarMonthsOf, monthDays } from '@/lib/view/month';

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
      expect(d.sunrise).toBe(toLocalIso(s.sunrise!, VARANASI.tz));
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
