/**
 * lib/festivals: what the pages and the API await instead of computing
 * festival years on the request thread. Here (Jest, no production server)
 * the tasks run in-process through the same runTask as the worker, so the
 * answers must be the engine's; the worker process itself is exercised by
 * the browser suite against a production build.
 */
import {
  computeFestivals,
  computeFestivalsMonth,
  festivalDays as engineFestivalDays,
  festivalsBetween as engineFestivalsBetween,
  festivalYearIndex as engineYearIndex,
  isPanchangInputError,
} from '@/engine';
import { festivalDays, festivalMonth, festivalsBetween, festivalYear, festivalYearIndex, usesFestivalWorkers } from '@/lib/festivals';
import { runTask, type FestivalYearData } from '@/lib/festivals/tasks';

const VARANASI = { lat: 25.31668, lon: 83.01041, tz: 'Asia/Kolkata' };

it('runs in-process outside the production server', () => {
  expect(usesFestivalWorkers()).toBe(false);
});

it('answers the engine\'s year and month', async () => {
  expect(await festivalYear({ year: 2025, ...VARANASI })).toEqual(computeFestivals({ year: 2025, ...VARANASI }));
  expect(await festivalMonth({ year: 2025, month: 11, ...VARANASI })).toEqual(computeFestivalsMonth({ year: 2025, month: 11, ...VARANASI }));
});

it('answers each date\'s events with epoch-ms instants (the day page\'s banner and the next date\'s)', async () => {
  const days = await festivalDays({ from: '2025-11-05', to: '2025-11-06', ...VARANASI });
  expect(days).toEqual(engineFestivalDays({ from: '2025-11-05', to: '2025-11-06', ...VARANASI }));
  expect(days.map((d) => d.date)).toEqual(['2025-11-05', '2025-11-06']);
  const events = days[0].events;
  expect(events.map((e) => e.slug)).toEqual(expect.arrayContaining(['kartika-purnima', 'dev-deepawali']));
  expect(events.find((e) => e.slug === 'kartika-purnima')?.significance).toBe('high');
  const instant = events.flatMap((e) => e.moments ?? [])[0]?.at;
  expect(typeof instant).toBe('number');
});

it('answers the events of the next dates (the upcoming festivals), kept for the pages that ask again', async () => {
  const input = { from: '2025-10-01', to: '2025-11-14', ...VARANASI };
  const list = await festivalsBetween(input);
  expect(list).toEqual(engineFestivalsBetween(input));
  expect(list.events.map((e) => e.slug)).toEqual(expect.arrayContaining(['diwali', 'dussehra', 'karva-chauth']));
  expect(await festivalsBetween({ ...input })).toBe(list);
});

it('answers a year indexed by date as plain data (indices into the events), restored to the engine\'s index (the festival pages)', async () => {
  const engine = engineYearIndex({ year: 2025, ...VARANASI });
  const answer = runTask({ kind: 'index', input: { year: 2025, ...VARANASI } });
  if (!answer.ok) throw new Error(answer.error.message);
  const data = answer.result as FestivalYearData;
  // Navratri's fourth day: an observance running through a date is indexed under it too.
  expect(data.byDate['2025-09-25'].map((i) => data.events[i].slug)).toContain('sharad-navratri');
  const index = await festivalYearIndex({ year: 2025, ...VARANASI });
  expect(index.events).toEqual(engine.events);
  expect([...index.byDate.keys()]).toEqual([...engine.byDate.keys()]);
  for (const [date, list] of engine.byDate) expect(index.byDate.get(date)).toEqual(list);
  expect(await festivalYearIndex({ year: 2025, ...VARANASI })).toBe(index);
  await expect(festivalYearIndex({ year: 2101, ...VARANASI })).rejects.toMatchObject({ field: 'year' });
});

it('turns the engine\'s input errors back into input errors (a 400 naming the field)', async () => {
  const e = await festivalYear({ year: 1800, ...VARANASI }).catch((x: unknown) => x);
  expect(isPanchangInputError(e)).toBe(true);
  expect((e as { field: string }).field).toBe('year');
  const tz = await festivalDays({ from: '2025-11-05', to: '2025-11-05', ...VARANASI, tz: 'IST' }).catch((x: unknown) => x);
  expect(isPanchangInputError(tz) && tz.field).toBe('tz');
});

it('passes errors as data, as they cross from the worker', () => {
  expect(runTask({ kind: 'days', input: { from: '2025-02-30', to: '2025-03-01', ...VARANASI } })).toMatchObject({ ok: false, error: { field: 'from' } });
  expect(runTask({ kind: 'month', input: { year: 2025, month: 13, ...VARANASI } })).toMatchObject({ ok: false, error: { field: 'month' } });
});
