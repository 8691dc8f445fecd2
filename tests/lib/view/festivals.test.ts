import { computeFestivals } from '@/engine';
import { festivalsOfMonth, festivalsOn } from '@/lib/view/festivals';

const VARANASI = { lat: 25.31668, lon: 83.01041, tz: 'Asia/Kolkata' };

describe('festivals for the pages', () => {
  it('lists the events of a date, most significant first', async () => {
    const events = await festivalsOn('2025-11-05', VARANASI);
    expect(events.map((e) => e.slug)).toEqual(expect.arrayContaining(['kartik-purnima', 'dev-deepawali']));
    expect(events[0].significance).toBe('high');
  });

  it('groups a month by date, as the engine dates them', async () => {
    const month = await festivalsOfMonth(2025, 11, VARANASI);
    const expected = computeFestivals({ year: 2025, ...VARANASI }).events.filter((e) => e.date.startsWith('2025-11-'));
    expect([...month.values()].flat()).toHaveLength(expected.length);
    for (const e of expected) expect(month.get(e.date)?.map((x) => x.id)).toContain(e.id);
  });

  it('counts a multi-day observance on every day it runs', async () => {
    const all = computeFestivals({ year: 2025, ...VARANASI }).events;
    const long = all.find((e) => e.endDate && e.endDate > e.date);
    expect(long).toBeDefined();
    const mid = long!.endDate!;
    expect((await festivalsOn(mid, VARANASI)).map((e) => e.id)).toContain(long!.id);
  });
});
