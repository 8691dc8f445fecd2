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
import { isSolarCalendar, regionalIndexView, regionalMonthData, regionalMonthView, solarMonthNumber, type RegionalIndexEntry, type RegionalMonthView } from '@/lib/view/regional';
import { notFoundPage, type Gone } from '@/app/_pages/def';
import type { PageSelection } from './selection';

/** The solar calendars with today's date in each at the page's city. */
export const loadRegionalIndex = (sel: PageSelection): RegionalIndexEntry[] =>
  regionalIndexView(
    SOLAR_CALENDARS.map((calendar) => solarDate({ calendar, date: sel.today, ...sel.place, options: sel.options })),
    namesFor(sel.locale),
  );

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
  const { region: calendar, regionMonth: named } = sel.route.params;
  if (!isSolarCalendar(calendar)) return notFoundPage();
  let at: { year: number; month: number };
  if (named) {
    const month = solarMonthNumber(calendar, named.month);
    if (month === null) return notFoundPage();
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
