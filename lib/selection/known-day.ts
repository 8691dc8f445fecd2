/**
 * A day the server has already placed in a time zone: a civil date with the
 * instants it starts and ends there. "Today in the city's zone" is then a
 * comparison with the browser's clock instead of an Intl formatter with that
 * zone, whose first use on a page loads ICU's data (20-40 ms of main thread,
 * 4x that on Lighthouse's phone) in the middle of hydration (issue 24). A
 * day's bounds are facts about (zone, date), not about the render, so a page
 * kept for days still gives right answers: an instant outside the known day
 * falls back to Intl (lib/selection/params todayInZone).
 */
export interface KnownDay {
  timeZone: string;
  /** `yyyy-MM-dd`. */
  date: string;
  /** Epoch ms of the day's first instant in the zone. */
  start: number;
  /** Epoch ms of the next day's first instant (exclusive). */
  end: number;
}

// One: a page names one today, the latest page's replaces the one before.
let known: KnownDay | null = null;

/** Keeps `day` (a day without bounds, of an unknown zone, is ignored). */
export function rememberDay(day: KnownDay): void {
  if (day.end > day.start) known = day;
}

/** The date at `ms` in `timeZone` when the known day holds it, else null. */
export function knownDate(timeZone: string, ms: number): string | null {
  return known && known.timeZone === timeZone && known.start <= ms && ms < known.end ? known.date : null;
}
