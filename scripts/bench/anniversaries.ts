/**
 * The anniversary tool (engine/anniversary, lib/view/anniversaries.ts):
 *   anniversary_20y_ms          one person's next 20 years and their view model, by each
 *                               reckoning in turn (median over 24 moments x 3 reckonings,
 *                               New Delhi; what /api/anniversaries does per person)
 *   anniversary_20y_max_ms      the slowest of those (nakshatra birthdays read a month a year)
 *   anniversary_feed_10_ms      the feed of a full list: ten people, 21 years each, serialised
 *   glance_view_ms              the today-at-a-glance card's view (median of 30 instants, the
 *                               festival years already cached, as on a running server)
 */
import { anniversaries, jdToMs, shiftDate, type Reckoning } from '../../engine';
import { anniversaryCalendar } from '../../lib/calendar-feed/anniversaries';
import { serializeCalendar } from '../../lib/calendar-feed/ics';
import { getCityBySlug } from '../../lib/cities';
import { peopleDates } from '../../lib/personal/dates';
import type { Person } from '../../lib/personal/people';
import { anniversariesView } from '../../lib/view/anniversaries';
import { glanceView } from '../../lib/view/glance';
import type { Figure } from '../bench';
import { median } from '../lib/figures';

const DELHI = { lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' };
const RECKONINGS: Reckoning[] = ['shraddha', 'tithi', 'nakshatra'];

export default async function bench(): Promise<Figure[]> {
  const moments = Array.from({ length: 24 }, (_, i) => shiftDate('1950-01-01', i * 1213 + 17));
  anniversaries({ ...DELHI, moment: { ...DELHI, date: '1949-06-01' }, reckoning: 'tithi', from: '2026-01-01', count: 20 }, jdToMs); // warm-up (JIT)
  const times: number[] = [];
  for (const date of moments) {
    for (const reckoning of RECKONINGS) {
      const t = performance.now();
      anniversaries({ ...DELHI, moment: { ...DELHI, date, time: '10:00' }, reckoning, from: '2026-01-01', count: 20 }, jdToMs);
      times.push(performance.now() - t);
    }
  }

  const city = getCityBySlug('new-delhi')!;
  const people: Person[] = moments.slice(0, 10).map((date, i) => ({ name: `Person ${i + 1}`, date, time: '10:00', place: null, reckoning: RECKONINGS[i % 3] }));
  const t0 = performance.now();
  const from = '2025-01-01';
  const dates = await peopleDates(people, city, from, 21);
  const view = anniversariesView({ dates, city, from, locale: 'en' });
  serializeCalendar(anniversaryCalendar({ view, people, tz: city.timezone, stamp: new Date(), siteName: 'Vedic Calendar', locale: 'en', alarm: 19 }));
  const feedMs = performance.now() - t0;

  await glanceView(city, 'en', Date.parse('2026-03-01T00:00:00Z')); // the festival years, cached
  const glance: number[] = [];
  for (let i = 0; i < 30; i++) {
    const t = performance.now();
    await glanceView(city, 'en', Date.parse('2026-03-01T00:00:00Z') + i * 7_200_000);
    glance.push(performance.now() - t);
  }

  return [
    { name: 'anniversary_20y_ms', value: median(times), unit: 'ms' },
    { name: 'anniversary_20y_max_ms', value: Math.max(...times), unit: 'ms' },
    { name: 'anniversary_feed_10_ms', value: feedMs, unit: 'ms' },
    { name: 'glance_view_ms', value: median(glance), unit: 'ms' },
  ];
}
