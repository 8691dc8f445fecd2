/**
 * The grahas (engine/grahas) as their pages will ask for them:
 *   grahas_positions_ms  the day page's Planets card: the nine at sunrise and
 *                        the card's view model, the RawDay already computed
 *                        (median over 365 days at New Delhi; target < 1 ms)
 *   grahas_year_ms       a planet's year page cold (nothing cached): every
 *                        ingress, station and combustion of the year and its
 *                        view model; median over the nine grahas, 6 years each
 *                        (target < 100 ms)
 *   grahas_year_max_ms   the same for the slowest graha alone, the Moon (~550
 *                        events a year)
 *   grahas_hub_ms        the hub: the nine now and each one's next change
 */
import { addDays, computeDay, formatCivilDate, GRAHAS, grahaPositionsOfDay, grahasNow, grahaYear, jdToMs, parseCivilDate } from '../../engine';
import { namesFor } from '../../lib/names/names';
import { grahasHubView, grahaYearView, planetsCardView } from '../../lib/view/grahas';
import type { Figure } from '../bench';
import { median } from '../lib/figures';

const DELHI = { lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' };
const frame = { tz: DELHI.tz, locale: 'en' as const, names: namesFor('en') };

export default async function bench(): Promise<Figure[]> {
  const start = parseCivilDate('2025-01-01');
  const days = Array.from({ length: 365 }, (_, i) => computeDay({ date: formatCivilDate(addDays(start, i)), ...DELHI }));
  const card = (d: (typeof days)[number]) => {
    const { at, positions } = grahaPositionsOfDay(d);
    return planetsCardView(jdToMs(at), positions, d.models.ayanamsa.name, { ...frame, date: formatCivilDate(d.date) });
  };
  for (const d of days.slice(0, 60)) card(d); // warm-up (JIT)
  const positions = days.map((d) => {
    const t = performance.now();
    card(d);
    return performance.now() - t;
  });

  // Warm the code paths on a year no run uses, then time years no run has computed (the year cache is keyed by year).
  for (const planet of GRAHAS) grahaYear({ planet, year: 1950, tz: DELHI.tz }, jdToMs);
  const byGraha = new Map<string, number[]>();
  for (let i = 0; i < 6; i++) {
    for (const planet of GRAHAS) {
      const t = performance.now();
      grahaYearView(grahaYear({ planet, year: 2030 + i, tz: DELHI.tz }, jdToMs), frame);
      byGraha.set(planet, [...(byGraha.get(planet) ?? []), performance.now() - t]);
    }
  }
  const medians = GRAHAS.map((g) => median(byGraha.get(g)!));

  const hub: number[] = [];
  for (let i = 0; i < 12; i++) {
    const t = performance.now();
    grahasHubView(grahasNow(2461041.5 + i * 29.3, undefined, jdToMs), frame);
    hub.push(performance.now() - t);
  }

  return [
    { name: 'grahas_positions_ms', value: median(positions), unit: 'ms' },
    { name: 'grahas_year_ms', value: median([...byGraha.values()].flat()), unit: 'ms' },
    { name: 'grahas_year_max_ms', value: Math.max(...medians), unit: 'ms' },
    { name: 'grahas_hub_ms', value: median(hub), unit: 'ms' },
  ];
}
