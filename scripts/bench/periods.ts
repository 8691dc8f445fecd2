/**
 * Periods (engine/periods.ts): the first (uncached) list of a month's and a
 * year's periods at a place, median over 8 places (distinct, so nothing
 * comes from the festival-year caches), and a month again at a place whose
 * years are cached, as the month calendar asks once a page has been seen;
 * and one date alone, cold and warm, which costs about as much as its month
 * (the festival years dominate): so the day page asks for its month, which
 * the month page and the other days of that month then share.
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
  const day: number[] = [];
  const dayWarm: number[] = [];
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
    const other = { ...DELHI, lat: DELHI.lat - (i + 1) * 0.01 };
    t = performance.now();
    periodsBetween({ from: `${2050 + i}-03-10`, to: `${2050 + i}-03-10`, ...other });
    day.push(performance.now() - t);
    t = performance.now();
    periodsBetween({ from: `${2050 + i}-03-11`, to: `${2050 + i}-03-11`, ...other });
    dayWarm.push(performance.now() - t);
  }
  return [
    { name: 'periods_month_cold_ms', value: median(month), unit: 'ms' },
    { name: 'periods_month_warm_ms', value: median(warm), unit: 'ms' },
    { name: 'periods_year_cold_ms', value: median(year), unit: 'ms' },
    { name: 'periods_day_cold_ms', value: median(day), unit: 'ms' },
    { name: 'periods_day_warm_ms', value: median(dayWarm), unit: 'ms' },
  ];
}
