/**
 * Periods (engine/periods.ts): the first (uncached) list of a month's and a
 * year's periods at a place, median over 8 places (distinct, so nothing
 * comes from the festival-year caches), and a month again at a place whose
 * years are cached, as the month calendar asks once a page has been seen.
 */
import { periodsBetween } from '../../engine';
import type { Figure } from '../bench';
import { median } from '../lib/figures';

const DELHI = { lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' };

export default async function bench(): Promise<Figure[]> {
  periodsBetween({ from: '2024-01-01', to: '2024-01-31', ...DELHI }); // warm-up (JIT)
  const month: number[] = [];
  const year: number[] = [];
  const warm: number[] = [];
  for (let i = 0; i < 8; i++) {
    const place = { ...DELHI, lat: DELHI.lat + (i + 1) * 0.01 };
    let t = performance.now();
    periodsBetween({ from: `${2030 + i}-03-01`, to: `${2030 + i}-03-31`, ...place });
    month.push(performance.now() - t);
    t = performance.now();
    periodsBetween({ from: `${2030 + i}-04-01`, to: `${2030 + i}-04-30`, ...place });
    warm.push(performance.now() - t);
    t = performance.now();
    periodsBetween({ from: `${2040 + i}-01-01`, to: `${2040 + i}-12-31`, ...place });
    year.push(performance.now() - t);
  }
  return [
    { name: 'periods_month_cold_ms', value: median(month), unit: 'ms' },
    { name: 'periods_month_warm_ms', value: median(warm), unit: 'ms' },
    { name: 'periods_year_cold_ms', value: median(year), unit: 'ms' },
  ];
}
