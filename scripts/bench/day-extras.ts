/**
 * The day page's extra sections (engine/day-extras.ts, computed by the day
 * loader only, not by computePanchang): median time of dayExtrasOf per day
 * over 365 consecutive days for New Delhi, the RawDay already computed as
 * the loader has it. Also the first (uncached) computation of a year's
 * eclipses at a place and of a year's Pitru Paksha, median over 12 years.
 */
import { addDays, computeDay, dayExtrasOf, eclipsesOfYear, formatCivilDate, jdToMs, parseCivilDate, pitruPaksha } from '../../engine';
import type { Figure } from '../bench';
import { median } from '../lib/figures';

const DELHI = { lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' };

export default async function bench(): Promise<Figure[]> {
  const start = parseCivilDate('2025-01-01');
  const days = Array.from({ length: 365 }, (_, i) => computeDay({ date: formatCivilDate(addDays(start, i)), ...DELHI }));
  for (const d of days.slice(0, 60)) dayExtrasOf(d, jdToMs); // warm-up (JIT)
  const extras = days.map((d) => {
    const t = performance.now();
    dayExtrasOf(d, jdToMs);
    return performance.now() - t;
  });
  // Distinct places per run so that nothing comes from the caches.
  const eclipses: number[] = [];
  const pitru: number[] = [];
  for (let i = 0; i < 12; i++) {
    const place = { ...DELHI, lat: DELHI.lat + i * 0.01 };
    let t = performance.now();
    eclipsesOfYear({ year: 2030 + i, ...place });
    eclipses.push(performance.now() - t);
    t = performance.now();
    pitruPaksha({ year: 2030 + i, ...place });
    pitru.push(performance.now() - t);
  }
  return [
    { name: 'day_page_extras_ms', value: median(extras), unit: 'ms' },
    { name: 'eclipses_year_ms', value: median(eclipses), unit: 'ms' },
    { name: 'pitru_paksha_year_ms', value: median(pitru), unit: 'ms' },
  ];
}
