/**
 * Loaders of the finders: the tithi at a date and time
 * (/tithi-today/{city}/{date}/{HH-MM}/tithi-{n}) and every period of a
 * nakshatra over years (/nakshatra-finder/{city}/nakshatra-{n}/{from}-{to}).
 * The path's values are checked by the URL module (lib/urls): a bad one is
 * no page of the site (404), never a guess.
 */
import { jdToMs, panchangWith } from '@/engine';
import { namesFor } from '@/lib/names/names';
import {
  localClock,
  nakshatraFinderView,
  nakshatraPeriods,
  nextTithiDates,
  parseYearRange,
  tithiAtLocal,
  tithiFinderView,
  type NakshatraFinderView,
  type TithiFinderView,
} from '@/lib/view/finders';
import { rawDay } from './day';
import type { PageSelection } from './selection';

export interface TithiFinderPage {
  view: TithiFinderView;
}

export function loadTithiFinder(sel: PageSelection): TithiFinderPage {
  const { params } = sel.route;
  // No time given: now on today's page, the sunrise on any other day (the tithi the day is named after).
  let time = params.time;
  if (time === undefined) {
    if (sel.date === sel.today) time = localClock(sel.now, sel.place.tz);
    else {
      // Where the Sun does not rise the Panchang day starts at local midnight.
      const sunrise = panchangWith(rawDay(sel.place, sel.date, sel.options), jdToMs).sunrise;
      time = sunrise === null ? '00:00' : localClock(sunrise, sel.place.tz);
    }
  }
  const moment = tithiAtLocal(sel.date, time, sel.place);
  const tithi = params.tithi ?? moment.number;
  const view = tithiFinderView(moment, time, tithi, nextTithiDates(tithi, sel.date, sel.place, undefined, sel.options), {
    date: sel.date,
    tz: sel.place.tz,
    locale: sel.locale,
    names: namesFor(sel.locale),
    clock: sel.conventions.clock,
  });
  return { view };
}

export interface NakshatraFinderPage {
  view: NakshatraFinderView;
}

export function loadNakshatraFinder(sel: PageSelection): NakshatraFinderPage {
  const { params } = sel.route;
  const nakshatra = params.nakshatra ?? null;
  const year = sel.today.slice(0, 4);
  const range = parseYearRange(params.years ? { from: String(params.years.from), to: String(params.years.to) } : { year }, Number(year));
  // Years out of order or too far apart are the form's own input: the page says so at the form (200).
  if (!range.ok && range.reason === 'invalid') throw new Error(`years ${JSON.stringify(params.years)} passed the URL module but not the finder`);
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
  };
}
