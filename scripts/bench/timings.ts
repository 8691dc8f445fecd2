/**
 * Engine timings speed: a full day as a page needs it, computing the RawDay
 * once and deriving everything from it: computePanchang's shape + all
 * muhurat windows + choghadiya + hora + lagna table. Median wall time per
 * day over 365 consecutive days at New Delhi from 2025-01-01 (target: at
 * most 1 ms with the core). Also the timings alone (on a computed day), a
 * single lagnaAt, and the "now" helper (which computes its own day).
 */
import {
  addDays,
  choghadiyaOfDay,
  computeDay,
  formatCivilDate,
  formatPanchang,
  horaOfDay,
  lagnaAt,
  lagnaTableOfDay,
  muhuratsOfDay,
  nowAt,
  parseCivilDate,
  type RawDay,
} from '../../engine';
import type { Figure } from '../bench';
import { median } from '../lib/figures';

const DELHI = { lat: 28.63576, lon: 77.22445, tz: 'Asia/Kolkata' };

function timings(day: RawDay) {
  return {
    muhurats: muhuratsOfDay(day),
    choghadiya: choghadiyaOfDay(day),
    hora: horaOfDay(day),
    lagna: lagnaTableOfDay(day),
  };
}

function fullDay(date: string) {
  const day = computeDay({ date, ...DELHI });
  return { panchang: formatPanchang(day), ...timings(day) };
}

export default async function bench(): Promise<Figure[]> {
  const start = parseCivilDate('2025-01-01');
  const dates = Array.from({ length: 365 }, (_, i) => formatCivilDate(addDays(start, i)));
  // Warm-up on another year so the figures are steady-state, not first-call JIT.
  for (let i = 0; i < 60; i++) fullDay(formatCivilDate(addDays(parseCivilDate('2024-01-01'), i)));

  const full: number[] = [];
  for (const date of dates) {
    const t = performance.now();
    fullDay(date);
    full.push(performance.now() - t);
  }

  const days = dates.map((date) => computeDay({ date, ...DELHI }));
  const only: number[] = [];
  for (const day of days) {
    const t = performance.now();
    timings(day);
    only.push(performance.now() - t);
  }

  const instants = dates.map((date) => `${date}T10:17:00+05:30`);
  const lagna: number[] = [];
  for (const iso of instants) {
    const t = performance.now();
    lagnaAt(iso, DELHI);
    lagna.push(performance.now() - t);
  }
  const now: number[] = [];
  for (const iso of instants) {
    const t = performance.now();
    nowAt(iso, DELHI);
    now.push(performance.now() - t);
  }

  return [
    { name: 'full_day_ms', value: median(full), unit: 'ms' },
    { name: 'timings_only_day_ms', value: median(only), unit: 'ms' },
    { name: 'lagna_at_ms', value: median(lagna), unit: 'ms' },
    { name: 'now_ms', value: median(now), unit: 'ms' },
  ];
}
