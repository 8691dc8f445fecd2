/**
 * The anniversaries feed (`/calendar/anniversaries.ics?p=...&city=...`): the
 * people's dates for the next twenty years in the city, as all-day events
 * whose descriptions carry what the tool's page shows (the tithi or
 * nakshatra and when it runs, the months, why this day, kshaya / vriddhi /
 * adhika notes). Built from the tool's own view model, so the two say the
 * same thing; a subscribed calendar asks again daily and keeps up by itself.
 */
import { createHash } from 'node:crypto';
import type { Person } from '@/lib/personal/people';
import type { AnniversariesView } from '@/lib/view/anniversaries';
import { dayBeforeAt } from './alarms';
import { uidHost } from './feed';
import type { IcsCalendar, IcsEvent } from './ics';
import { feedMessages } from './text';

/**
 * `anniversary-<16 hex>-<date>@host`: the hex digest of the person's fields,
 * so a person's date keeps its UID from one fetch to the next (and changes
 * when the person is edited), and names never appear in a UID.
 */
export function anniversaryUid(p: Person, date: string, host = uidHost()): string {
  const digest = createHash('sha256').update([p.reckoning, p.date, p.time ?? '', p.place ?? '', p.name].join('\t')).digest('hex').slice(0, 16);
  return `anniversary-${digest}-${date}@${host}`;
}

export function anniversaryCalendar(input: {
  view: AnniversariesView;
  people: readonly Person[];
  tz: string;
  stamp: Date;
  siteName: string;
  locale: 'en' | 'hi';
  /** Hour of a reminder on the day before each date, or null. */
  alarm: number | null;
}): IcsCalendar {
  const t = feedMessages(input.locale);
  const city = input.view.city.name;
  const events: IcsEvent[] = input.view.people.flatMap((person, i) =>
    person.anniversaries.map((a): IcsEvent => {
      const summary = t(`anniversaryTitle.${person.reckoning}`, { name: person.name, limb: a.limb });
      const description = [
        t('anniversaryLimb', { limb: a.limb, span: a.span }),
        a.months,
        t('why', { why: a.why }),
        ...a.notes,
        t('anniversaryMoment', { moment: person.moment }),
        t('timesFor', { city }),
      ].join('\n');
      return {
        uid: anniversaryUid(input.people[i], a.date),
        date: a.date,
        summary,
        description,
        location: city,
        categories: [person.reckoningLabel],
        ...(input.alarm === null ? {} : { alarms: [{ at: dayBeforeAt(a.date, input.alarm, input.tz), description: t('alarmEve', { title: summary }) }] }),
      };
    }),
  );
  return {
    prodId: `-//${uidHost()}//Vedic Calendar anniversaries//${input.locale.toUpperCase()}`,
    name: t('anniversariesName', { site: input.siteName, city }),
    description: t('anniversariesDescription', { site: input.siteName, city }),
    timeZone: input.tz,
    refreshHours: 24,
    stamp: input.stamp,
    events: events.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)),
  };
}
