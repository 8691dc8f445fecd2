/**
 * Share card speed: a Hindi day card (today's Panchang, New Delhi) as the
 * /og route makes it: the page's loader (engine day, festivals, view model),
 * the drawing and the PNG encoding. Warm (fonts registered, the festival
 * year computed, JIT settled by 5 renders), median of 30 consecutive dates
 * from 2026-03-01 (target: under 100 ms).
 */
import { performance } from 'node:perf_hooks';
import { loadCard } from '../../app/_loaders/share-card';
import { addDays, formatCivilDate, parseCivilDate } from '../../engine';
import { renderCardPng } from '../../lib/share-card';
import type { Figure } from '../bench';
import { median } from '../lib/figures';

async function dayCard(date: string): Promise<Buffer> {
  const card = await loadCard({ kind: 'tool', locale: 'hi', tool: 'todayPanchang', city: 'new-delhi', date, query: {} });
  if (!card.ok) throw new Error(card.error);
  return renderCardPng(card.spec);
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
