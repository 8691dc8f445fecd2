/**
 * Loaders of the regional calendar pages (issue 31): the list of the solar
 * calendars, each with its current month at the page's city, and a month of
 * one (`/regional/tamil/1947/karthigai[/chennai]`; without a month, the
 * month holding today). The month's day 1 depends on where the sankranti's
 * critical time falls at the place (engine/calendar/regional/month-start.ts),
 * so both are computed at the page's city (New Delhi, the reference's place,
 * when the path names none).
 */
import { isPanchangInputError, SOLAR_CALENDAR, SOLAR_CALENDARS, solarDate, type SolarCalendarKey } from '@/engine';
import { festivalsBetween } from '@/lib/festivals';
import { namesFor } from '@/lib/names/names';
import { regionalMonthData, regionalMonthView, type RegionalMonthView } from '@/lib/view/regional';
import { notFoundPage, type Gone } from '@/app/_pages/def';
import type { PageSelection } from './selection';

/** One region of the index: its names, today's date in it and its current month. */
export interface RegionalIndexEntry {
  calendar: SolarCalendarKey;
  calendarName: string;
  calendarNameInScript: string;
  eraName: string;
  monthName: string;
  monthNameInScript: string;
  /** The current month: era year and month key, for its link. */
  year: number;
  monthKey: string;
  day: number;
}

export function loadRegionalIndex(sel: PageSelection): RegionalIndexEntry[] {
  const n = namesFor(sel.locale);
  return SOLAR_CALENDARS.map((calendar) => {
    const d = solarDate({ calendar, date: sel.today, ...sel.place, options: sel.options });
    return {
      calendar,
      calendarName: n.regionalCalendar(calendar),
      calendarNameInScript: n.regionalCalendarInScript(calendar),
      eraName: n.regionalEra(d.era),
      monthName: n.regionalMonth(calendar, d.monthKey),
      monthNameInScript: n.regionalMonthInScript(calendar, d.monthKey),
      year: d.year,
      monthKey: d.monthKey,
      day: d.day,
    };
  });
}

export interface RegionalMonthPage {
  view: RegionalMonthView;
  /** The month's key (its path segment) and those of its neighbours. */
  monthKey: string;
  prevKey: string | null;
  nextKey: string | null;
}

const keyOf = (calendar: SolarCalendarKey, month: number) => SOLAR_CALENDAR[calendar].months[month - 1];

/** A month of a region's calendar at the page's city with the region's festivals; the 404 page for a month of another region or outside 1900-2100. */
export async function loadRegionalMonth(sel: PageSelection): Promise<RegionalMonthPage | Gone> {
  const calendar = sel.route.params.region;
  if (!calendar) return notFoundPage();
  const named = sel.route.params.regionMonth;
  let at: { year: number; month: number };
  if (named) {
    const month = SOLAR_CALENDAR[calendar].months.indexOf(named.month) + 1;
    if (month === 0) return notFoundPage();
    at = { year: named.year, month };
  } else {
    const d = solarDate({ calendar, date: sel.today, ...sel.place, options: sel.options });
    at = { year: d.year, month: d.month };
  }
  let data;
  try {
    data = regionalMonthData({ calendar, ...at, ...sel.place, options: sel.options });
  } catch (e) {
    if (isPanchangInputError(e)) return notFoundPage();
    throw e;
  }
  const { start, end } = data.month;
  // The region's own festivals (those its solar months date: engine/festivals/rules.ts, issue 31).
  const { events } = await festivalsBetween({ from: start, to: end, ...sel.place, options: sel.options });
  const own = events.filter((e) => e.reason.calendar === calendar);
  const view = regionalMonthView(data, own, {
    today: sel.today,
    tz: sel.place.tz,
    locale: sel.locale,
    names: namesFor(sel.locale),
    clock: sel.conventions.clock,
  });
  return {
    view,
    monthKey: keyOf(calendar, at.month),
    prevKey: data.prev && keyOf(calendar, data.prev.month),
    nextKey: data.next && keyOf(calendar, data.next.month),
  };
}
