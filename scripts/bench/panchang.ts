/**
 * Engine core speed: median wall time of computePanchang per day over 365
 * consecutive days for New Delhi (the figure), plus the cheaper
 * sunrise summary the month grid and the century comparisons use.
 */
import { addDays, computePanchang, formatCivilDate, parseCivilDate, sunriseSummary } from '../../engine';
import type { Figure } from '../bench';
import { median } from '../lib/figures';

const DELHI = { lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' };

export default async function bench(): Promise<Figure[]> {
  const start = parseCivilDate('2025-01-01');
  const dates = Array.from({ length: 365 }, (_, i) => formatCivilDate(addDays(start, i)));
  // Warm-up on another year so the figure is steady-state, not first-call JIT.
  for (let i = 0; i < 60; i++) computePanchang({ date: formatCivilDate(addDays(parseCivilDate('2024-01-01'), i)), ...DELHI });
  const day: number[] = [];
  for (const date of dates) {
    const t = performance.now();
    computePanchang({ date, ...DELHI });
    day.push(performance.now() - t);
  }
  const summary: number[] = [];
  for (const date of dates) {
    const t = performance.now();
    sunriseSummary(date, DELHI);
    summary.push(performance.now() - t);
  }
  return [
    { name: 'panchang_day_ms', value: median(day), unit: 'ms' },
    { name: 'sunrise_summary_day_ms', value: median(summary), unit: 'ms' },
    { name: 'panchang_peak_rss_mb', value: process.resourceUsage().maxRSS / 1024, unit: 'MB' },
  ];
}
