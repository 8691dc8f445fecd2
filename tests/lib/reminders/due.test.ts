/**
 * Which reminders a subscription gets and when (lib/reminders/due.ts), over
 * a real month of events at New Delhi: one per kind and date, at the chosen
 * hour of the city's clock, due for three hours and no longer.
 */
import { festivalYearIndex, shiftDate } from '@/engine';
import { dueAt, GRACE_MS, isOfKind, localHour, remindersOf } from '@/lib/reminders/due';

const DELHI = { lat: 28.63576, lon: 77.22445, tz: 'Asia/Kolkata' };
const events = festivalYearIndex({ year: 2026, ...DELHI }).events.filter((e) => e.date >= '2026-03-01' && e.date <= '2026-03-31');

describe('reminders of a month', () => {
  it('one per kind and date, on the day before at the chosen hour', () => {
    const list = remindersOf(events, { kinds: ['ekadashi', 'pradosh', 'sankashti', 'purnima', 'amavasya'], festivals: [], hour: 19, dayBefore: true }, DELHI.tz);
    const kinds = list.map((r) => r.kind);
    // March 2026: two Ekadashis (Papmochani, Kamada), three Pradosh (Shukla Trayodashi on the 1st and 30th, Krishna on the 16th),
    // one Sankashti, one Purnima (Holi's) and one Amavasya.
    expect(kinds.filter((k) => k === 'ekadashi')).toHaveLength(2);
    expect(kinds.filter((k) => k === 'pradosh')).toHaveLength(3);
    expect(kinds.filter((k) => k === 'sankashti')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'purnima')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'amavasya')).toHaveLength(1);
    expect(new Set(list.map((r) => r.key)).size).toBe(list.length);
    for (const r of list) {
      expect(r.sendAt).toBe(localHour(shiftDate(r.event.date, -1), 19, DELHI.tz));
      expect(new Date(r.sendAt + 330 * 60_000).toISOString().slice(11, 16)).toBe('19:00');
    }
  });

  it('the Smarta Ekadashi only, and the named Purnima rather than its vrat day', () => {
    for (const e of events) {
      if (e.tradition === 'vaishnava') expect(isOfKind('ekadashi', e)).toBe(false);
      if (e.observance === 'vrat') expect(isOfKind('purnima', e)).toBe(false);
    }
  });

  it('a chosen festival on its own day at 6 AM', () => {
    const holi = events.find((e) => e.slug === 'holi')!;
    const [r] = remindersOf(events, { kinds: [], festivals: ['holi'], hour: 6, dayBefore: false }, DELHI.tz);
    expect(r).toMatchObject({ kind: 'festival', key: `festival:holi:${holi.date}` });
    expect(r.sendAt).toBe(localHour(holi.date, 6, DELHI.tz));
  });

  it('is due from its time for three hours', () => {
    const [r] = remindersOf(events, { kinds: ['ekadashi'], festivals: [], hour: 19, dayBefore: true }, DELHI.tz);
    expect(dueAt([r], r.sendAt - 1)).toEqual([]);
    expect(dueAt([r], r.sendAt)).toEqual([r]);
    expect(dueAt([r], r.sendAt + GRACE_MS - 1)).toEqual([r]);
    expect(dueAt([r], r.sendAt + GRACE_MS)).toEqual([]);
  });
});
