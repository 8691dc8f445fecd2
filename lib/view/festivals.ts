/**
 * Festivals for the day and month pages, from the festival engine (one
 * computed, cached year per place). A multi-day observance counts on every
 * day from its date to its endDate.
 */
import { MAX_YEAR, MIN_YEAR, type FestivalEvent, type Place } from '@/engine';
import { festivalYear } from '@/lib/festivals';

const SIGNIFICANCE_ORDER = { high: 0, medium: 1, low: 2 } as const;

async function eventsOfYears(years: number[], place: Place): Promise<FestivalEvent[]> {
  const lists = await Promise.all(years.filter((y) => y >= MIN_YEAR && y <= MAX_YEAR).map((year) => festivalYear({ year, ...place })));
  return lists.flatMap((l) => l.events);
}

const covers = (e: FestivalEvent, date: string) => e.date === date || (e.endDate !== undefined && e.date <= date && date <= e.endDate);

/** The events falling on a date (starting on it or running through it), most significant first. */
export async function festivalsOn(date: string, place: Place): Promise<FestivalEvent[]> {
  const year = Number(date.slice(0, 4));
  return (await eventsOfYears([year - 1, year], place))
    .filter((e) => covers(e, date))
    .sort((a, b) => SIGNIFICANCE_ORDER[a.significance] - SIGNIFICANCE_ORDER[b.significance]);
}

/** The events starting in a Gregorian month, by date, most significant first. */
export async function festivalsOfMonth(year: number, month: number, place: Place): Promise<Map<string, FestivalEvent[]>> {
  const prefix = `${year}-${String(month).padStart(2, '0')}-`;
  const out = new Map<string, FestivalEvent[]>();
  for (const e of await eventsOfYears([year], place)) {
    if (!e.date.startsWith(prefix)) continue;
    const list = out.get(e.date) ?? [];
    list.push(e);
    out.set(e.date, list);
  }
  for (const list of out.values()) list.sort((a, b) => SIGNIFICANCE_ORDER[a.significance] - SIGNIFICANCE_ORDER[b.significance]);
  return out;
}
