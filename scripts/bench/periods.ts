/**
 * Periods (engine/periods.ts): the first (uncached) list of a month's and a
 * year's periods at a place, median over 8 places (distinct, so nothing
 * comes from the festival-year caches), and a month again at a place whose
 * years are cached, as the month calendar asks once a page has been seen;
 * and one date alone, cold and warm, in a month Holashtak touches, which
 * costs a good part of its month: so the day page asks for its month, which
 * the month page and the other days of that month then share.
 *
 * periods_crawl_month_cpu_ms: what a new day page asks of the festival
 * worker for its periods (lib/festivals calendarPeriods: the month of the
 * date, epoch-ms instants), as the worker runs it (runTask), over the crawl
 * of `npm run bench:load -- pages` (a new city and date 1990-2030 each
 * time), 1,000 months after a warm-up of 300 others: this process's CPU time
 * per month, GC included. The festival-bound kinds compute their festival
 * and Shraddha days only for the months they can touch (engine/periods.ts
 * mayTouch).
 */
import { periodsBetween } from '../../engine';
import { cityPlace, getCityBySlug } from '../../lib/cities';
import { runTask } from '../../lib/festivals/tasks';
import { monthSpan } from '../../lib/view/periods';
import type { Figure } from '../bench';
import { median } from '../lib/figures';
import { crawl } from './load/pages';

const DELHI = { lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' };

const CRAWL_MONTHS = 1000;
const CRAWL_WARM_UP = 300;

/** The worker's task for the month of the crawl's next (city, date). */
function crawlMonth(next: () => { city: string; date: string }): void {
  const { city, date } = next();
  const found = getCityBySlug(city);
  if (!found) throw new Error(`No city ${city}`);
  const answer = runTask({ kind: 'periods', input: { ...monthSpan(date), ...cityPlace(found) } });
  if (!answer.ok) throw new Error(`Periods of ${city} ${date}: ${answer.error.message}`);
}

/** CPU ms per month over the crawl's months (see the module comment). */
function crawlMonthCpuMs(): number {
  const warm = crawl(100_000);
  for (let i = 0; i < CRAWL_WARM_UP; i++) crawlMonth(warm);
  const pairs = crawl();
  const cpu = process.cpuUsage();
  for (let i = 0; i < CRAWL_MONTHS; i++) crawlMonth(pairs);
  const used = process.cpuUsage(cpu);
  return (used.user + used.system) / 1000 / CRAWL_MONTHS;
}

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
    { name: 'periods_crawl_month_cpu_ms', value: crawlMonthCpuMs(), unit: 'ms' },
  ];
}
