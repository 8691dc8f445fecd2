/**
 * Loaders of the finders: the tithi at a date and time (/tithi-today,
 * `?time=HH:MM&tithi=N`) and every period of a nakshatra over years
 * (/nakshatra-finder, `?nakshatra=N&year=` or `&from=&to=`). A bad query
 * value is a 404, never a guess.
 */
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { jdToMs, panchangWith } from '@/engine';
import { namesFor } from '@/lib/names/names';
import { firstParam } from '@/lib/selection/params';
import {
  localClock,
  nakshatraFinderView,
  nakshatraNumberSchema,
  nakshatraPeriods,
  nextTithiDates,
  parseYearRange,
  timeSchema,
  tithiAtLocal,
  tithiFinderView,
  tithiNumberSchema,
  type NakshatraFinderView,
  type TithiFinderView,
} from '@/lib/view/finders';
import { rawDay } from './day';
import type { PageSelection } from './selection';

/** A query value checked by a schema; absent is undefined, bad is the 404 page. */
function optional<T>(raw: string | undefined, schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } }): T | undefined {
  if (raw === undefined || raw === '') return undefined;
  const r = schema.safeParse(raw);
  if (!r.success) notFound();
  return r.data;
}

export interface TithiFinderPage {
  view: TithiFinderView;
  /** Query values to keep when the pickers change the city or date. */
  keep: Record<string, string | undefined>;
}

export const loadTithiFinder = cache((sel: PageSelection): TithiFinderPage => {
  const rawTime = firstParam(sel.query.time);
  const rawTithi = firstParam(sel.query.tithi);
  // No time given: now on today's page, the sunrise on any other day (the tithi the day is named after).
  let time = optional(rawTime, timeSchema);
  if (time === undefined) {
    if (sel.date === sel.today) time = localClock(sel.now, sel.place.tz);
    else {
      // Where the Sun does not rise the Panchang day starts at local midnight.
      const sunrise = panchangWith(rawDay(sel.place, sel.date, sel.options), jdToMs).sunrise;
      time = sunrise === null ? '00:00' : localClock(sunrise, sel.place.tz);
    }
  }
  const moment = tithiAtLocal(sel.date, time, sel.place);
  const tithi = optional(rawTithi, tithiNumberSchema) ?? moment.number;
  const view = tithiFinderView(moment, time, tithi, nextTithiDates(tithi, sel.date, sel.place, undefined, sel.options), {
    date: sel.date,
    tz: sel.place.tz,
    locale: sel.locale,
    names: namesFor(sel.locale),
    clock: sel.conventions.clock,
  });
  return { view, keep: { time: rawTime || undefined, tithi: rawTithi || undefined } };
});

export interface NakshatraFinderPage {
  view: NakshatraFinderView;
  keep: Record<string, string | undefined>;
}

export const loadNakshatraFinder = cache((sel: PageSelection): NakshatraFinderPage => {
  const q = sel.query;
  const rawN = firstParam(q.nakshatra);
  const nakshatra = optional(rawN, nakshatraNumberSchema) ?? null;
  const range = parseYearRange({ year: firstParam(q.year), from: firstParam(q.from), to: firstParam(q.to) }, Number(sel.date.slice(0, 4)));
  // Years out of order or too far apart are the form's own input: the page says so at the form (200).
  // A value the form cannot send (1899, abc) is a 404.
  if (!range.ok && range.reason === 'invalid') notFound();
  const problem = range.ok ? null : range;
  const periods = nakshatra && range.ok ? nakshatraPeriods(nakshatra, range.from, range.to, sel.place, sel.options) : [];
  return {
    view: nakshatraFinderView(
      nakshatra,
      range.from,
      range.to,
      periods,
      { tz: sel.place.tz, locale: sel.locale, names: namesFor(sel.locale), clock: sel.conventions.clock },
      problem && { reason: problem.reason, from: problem.from, to: problem.to },
    ),
    keep: {
      nakshatra: rawN || undefined,
      from: firstParam(q.from) || firstParam(q.year) || undefined,
      to: firstParam(q.to) || firstParam(q.year) || undefined,
    },
  };
});
