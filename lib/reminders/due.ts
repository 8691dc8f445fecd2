/**
 * Which reminders a subscription gets and when: pure functions over a
 * city's events (epoch-ms instants). A reminder is sent at the chosen hour
 * of the city's clock, on the day before the event or on the day itself;
 * it is due from that instant for GRACE_MS (a server that was down for a
 * while still sends what it missed, once; a reminder never goes out after
 * its window, when it would come too late to help).
 */
import { DateTime } from 'luxon';
import { shiftDate, type FestivalEvent } from '@/engine';
import type { ReminderChoices, ReminderKind } from './choices';

export const GRACE_MS = 3 * 3_600_000;

export interface Reminder {
  /** Unique per subscription and occasion: `ekadashi:2026-03-29`, `festival:diwali:2026-11-08`. */
  key: string;
  kind: ReminderKind | 'festival';
  event: FestivalEvent<number>;
  /** Epoch ms. */
  sendAt: number;
}

/** Whether an event is a day of the kind (the Smarta Ekadashi; the named Purnima, not its vrat day). */
export function isOfKind(kind: ReminderKind, e: FestivalEvent<number>): boolean {
  switch (kind) {
    case 'ekadashi':
      return e.type === 'ekadashi' && !e.tradition;
    case 'pradosh':
      return e.type === 'pradosh';
    case 'sankashti':
      return e.slug === 'sankashti-chaturthi';
    case 'purnima':
      return e.type === 'purnima' && !e.observance;
    case 'amavasya':
      return e.type === 'amavasya';
  }
}

/** `hour`:00 on the civil date in the zone, as epoch ms. */
export const localHour = (date: string, hour: number, tz: string): number => {
  const [year, month, day] = date.split('-').map(Number);
  return DateTime.fromObject({ year, month, day, hour }, { zone: tz }).toMillis();
};

/** Every reminder of the events under the choices, one per kind and date (the first event of the kind that day). */
export function remindersOf(events: readonly FestivalEvent<number>[], choices: ReminderChoices, tz: string): Reminder[] {
  const out = new Map<string, Reminder>();
  const at = (e: FestivalEvent<number>) => localHour(choices.dayBefore ? shiftDate(e.date, -1) : e.date, choices.hour, tz);
  for (const e of events) {
    for (const kind of choices.kinds) {
      const key = `${kind}:${e.date}`;
      if (isOfKind(kind, e) && !out.has(key)) out.set(key, { key, kind, event: e, sendAt: at(e) });
    }
    if (choices.festivals.includes(e.slug)) {
      const key = `festival:${e.slug}:${e.date}`;
      if (!out.has(key)) out.set(key, { key, kind: 'festival', event: e, sendAt: at(e) });
    }
  }
  return [...out.values()].sort((a, b) => a.sendAt - b.sendAt);
}

/** The reminders due at `now`. */
export const dueAt = (reminders: readonly Reminder[], now: number): Reminder[] => reminders.filter((r) => r.sendAt <= now && now - r.sendAt < GRACE_MS);
