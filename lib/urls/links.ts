/**
 * Links to a page for a city and a day, whatever period the page shows: a
 * day page takes the day, a month page its month, a year page its year
 * (the festival calendar's hub a month page). The pickers, the day and
 * month navigation and the related tools build their links here.
 */
import type { Conventions } from '@/lib/conventions/conventions';
import { DEFAULT_CITY_SLUG } from '@/lib/site';
import { PAGE_TYPES, takesCity, type PageKey } from './pages';
import { localizedPath, pagePath, parsePathname } from './paths';
import { nonDefaultConventions, type PageParams } from './slots';

export interface LinkValues {
  /** The city's slug; null or absent: the page without a city (the default city). */
  city?: string | null;
  /** A day (`yyyy-MM-dd`); absent: the page's current period (today, this month, this year). */
  date?: string | null;
  /** The conventions the link keeps (defaults are dropped). */
  conv?: Partial<Conventions>;
  /** Other values of the page's path that the link keeps (the festival calendar's filter, a finder's fields). */
  params?: PageParams;
}

/** The locale-less path of a page for a city and a day (see the module comment). */
export function linkTo(key: PageKey, v: LinkValues = {}): string {
  let target: PageKey = key;
  const p: PageParams = { ...v.params };
  if (v.city) p.city = v.city;
  const conv = nonDefaultConventions(v.conv ?? p.conv);
  if (Object.keys(conv).length > 0) p.conv = conv;
  else delete p.conv;
  if (v.date) {
    switch (PAGE_TYPES[key].period) {
      case 'day':
        // A page that shows only today (the home page, the planets' hub) names no day.
        if (PAGE_TYPES[key].forms.some((f) => (f as readonly string[]).includes('date'))) p.date = v.date;
        break;
      case 'month':
        p.month = v.date.slice(0, 7);
        if (key === 'festivals') target = 'festivalMonth';
        break;
      case 'year':
        if (key !== 'nakshatraFinder') p.year = Number(v.date.slice(0, 4));
        break;
      default:
        break;
    }
  }
  // A day, a month or conventions on a tool need a city before them (the default city's); a finder's time or
  // tithi needs its day (without one, the link leads to today's page without them).
  const withCity = { ...p, city: p.city ?? DEFAULT_CITY_SLUG };
  const { time, tithi, ...withoutDayValues } = withCity;
  for (const attempt of [p, withCity, ...(time !== undefined || tithi !== undefined ? [withoutDayValues] : [])]) {
    try {
      return pagePath(target, attempt);
    } catch {
      // The next, fuller form.
    }
  }
  return pagePath(target, withCity);
}

/** The path of the page at `pathname` (locale kept) at another city, or null when the page takes no city. */
export function pathAtCity(pathname: string, city: string): string | null {
  const route = parsePathname(pathname);
  if (!route || !takesCity(route.key)) return null;
  try {
    return localizedPath(route.locale, pagePath(route.key, { ...route.params, city }));
  } catch {
    return null;
  }
}
