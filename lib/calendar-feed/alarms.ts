/**
 * The reminders (VALARM) a feed's events carry, as the subscriber chose them
 * in the feed's URL (lib/festivals/feed-url.ts): one at a chosen hour of the
 * city's evening (any hour) on the day before each vrat, and one when each
 * Ekadashi's parana window opens (the fast may be broken from then on).
 * Anniversaries take the day-before reminder too (anniversaries.ts).
 *
 * Vrats are the fast days: Ekadashi, Pradosh, the monthly vrats (Sankashti
 * and the others), Purnima and Amavasya, and any day the engine marks as a
 * vrat observance (the Purnima vrat day); festivals and sankrantis are not.
 */
import { DateTime } from 'luxon';
import { shiftDate, type FestivalEvent, type FestivalType } from '@/engine';
import type { FeedAlarms } from '@/lib/festivals/feed-url';
import { instantClock } from '@/lib/format/time';
import type { IcsAlarm } from './ics';
import { feedMessages, type EventTextFrame } from './text';

const VRAT_TYPES: ReadonlySet<FestivalType> = new Set<FestivalType>(['ekadashi', 'pradosh', 'vrat', 'purnima', 'amavasya']);

export const isVrat = (e: Pick<FestivalEvent, 'type' | 'observance'>): boolean => VRAT_TYPES.has(e.type) || e.observance === 'vrat';

/** `hour`:00 of the city's day before `date`, as an instant (a time a clock change skips moves forward, luxon's rule). */
export function dayBeforeAt(date: string, hour: number, tz: string): Date {
  const [year, month, day] = shiftDate(date, -1).split('-').map(Number);
  return DateTime.fromObject({ year, month, day, hour }, { zone: tz }).toJSDate();
}

/** The reminders of one event (ISO instants) under the feed's choice. */
export function eventAlarms(e: FestivalEvent, title: string, choice: FeedAlarms, f: EventTextFrame): IcsAlarm[] {
  const t = feedMessages(f.locale);
  const out: IcsAlarm[] = [];
  if (choice.alarm !== undefined && choice.alarm !== null && isVrat(e)) {
    out.push({ at: dayBeforeAt(e.date, choice.alarm, f.tz), description: t('alarmEve', { title }) });
  }
  const parana = choice.parana && e.type === 'ekadashi' ? e.windows.find((w) => w.kind === 'parana') : undefined;
  if (parana) {
    const at = Date.parse(parana.start);
    out.push({ at: new Date(at), description: t('alarmParana', { title, time: instantClock(at, f.tz).text, end: instantClock(Date.parse(parana.end), f.tz).text }) });
  }
  return out;
}
