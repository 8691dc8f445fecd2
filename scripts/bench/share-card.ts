/**
 * Share card speed: a Hindi day card (the day page at New Delhi) as its
 * opengraph-image makes it: the page's loader (engine day, festivals, view
 * model), the drawing and the PNG encoding. Warm (fonts registered, the festival
 * year computed, JIT settled by 5 renders), median of 30 consecutive dates
 * from 2026-03-01 (target: under 100 ms).
 */
import { performance } from 'node:perf_hooks';
import { cardFrame } from '../../app/_pages/tool-def';
import { loadPanchangDay } from '../../app/_loaders/day';
import { selectionOf } from '../../app/_loaders/selection';
import { addDays, formatCivilDate, parseCivilDate } from '../../engine';
import { renderCardPng } from '../../lib/share-card';
import { dayCard as dayCardSpec } from '../../lib/share-card/cards';
import type { Figure } from '../bench';
import { median } from '../lib/figures';

async function dayCard(date: string): Promise<Buffer> {
  const s = selectionOf('hi', { key: 'todayPanchang', params: { city: 'new-delhi', date } }, Date.now());
  if (!s.ok) throw new Error('New Delhi is missing from the city index');
  return renderCardPng(dayCardSpec(await loadPanchangDay(s.sel), cardFrame('todayPanchang', s.sel)));
}

export default async function bench(): Promise<Figure[]> {
  const start = parseCivilDate('2026-03-01');
  const dates = Array.from({ length: 30 }, (_, i) => formatCivilDate(addDays(start, i)));
  for (const date of dates.slice(0, 5)) await dayCard(date);
  const times: number[] = [];
  for (const date of dates) {
    const t = performance.now();
    await dayCard(date);
    times.push(performance.now() - t);
  }
  return [{ name: 'og_image_ms', value: median(times), unit: 'ms' }];
}
