/**
 * Loaders of the pages about one day (Panchang, muhurat windows, Rahu Kaal
 * and Abhijit through the week, Choghadiya, Hora, Lagna) and of the home
 * page's card: each computes the engine's day once per request (React's
 * `cache`, keyed by the date and place), asks it for epoch-ms instants and
 * returns the plain view model its page renders.
 */
import { cache } from 'react';
import {
  choghadiyaOfDay,
  computeDay,
  dayExtrasOf,
  eclipsesOnDate,
  horaOfDay,
  jdToMs,
  lagnaAt,
  lagnaTableOfDay,
  MAX_DATE,
  muhuratsOfDay,
  msToJd,
  panchangWith,
  shiftDate,
  type Muhurats,
  type MuhuratType,
  type Place,
  type RawDay,
} from '@/engine';
import type { Locale } from '@/i18n/routing';
import { festivalsOnDate } from '@/lib/festivals';
import { namesFor } from '@/lib/names/names';
import { homeTimingsView, type HomeTimingsView } from '@/lib/view/home';
import { dayExtrasView } from '@/lib/view/day-extras';
import { eclipseBannerView } from '@/lib/view/eclipses';
import { festivalBannerView, panchangCardView, timingsCardView, type ViewFrame, type PanchangDayView } from '@/lib/view/panchang';
import {
  choghadiyaView,
  horaView,
  lagnaView,
  muhuratTableView,
  windowWeekView,
  type ChoghadiyaView,
  type HoraView,
  type LagnaView,
  type MuhuratTableView,
  type WindowWeekView,
} from '@/lib/view/timings';
import type { PageSelection } from './selection';

const dayAt = cache((date: string, lat: number, lon: number, tz: string, elevation: number): RawDay =>
  computeDay({ date, lat, lon, tz, elevation }),
);

/** The engine's Panchang day of a date at a place, once per request. */
export const rawDay = (place: Place, date: string): RawDay => dayAt(date, place.lat, place.lon, place.tz, place.elevation ?? 0);

/** What a day's labels are formatted against. */
export const viewFrame = (s: { place: Place; date: string; locale: Locale }): ViewFrame => ({
  tz: s.place.tz,
  date: s.date,
  locale: s.locale,
  names: namesFor(s.locale),
});

/**
 * /panchang and /panchang/today: the festival and eclipse banners, the
 * Panchang card, the timings card and the extra sections (padas, yogas,
 * bala, Bhadra, Panchak, Ganda Moola, vasas, day lengths and long counts),
 * all from the one computed day. The banner's events come from the festival
 * worker (lib/festivals), which keeps the year cached and indexed by date.
 */
export const loadPanchangDay = cache(async (sel: PageSelection): Promise<PanchangDayView> => {
  // The worker looks the date up while this thread computes the day.
  const [events, day] = await Promise.all([
    festivalsOnDate({ date: sel.date, ...sel.place }),
    Promise.resolve().then(() => rawDay(sel.place, sel.date)),
  ]);
  const f = viewFrame(sel);
  const panchang = panchangWith(day, jdToMs);
  return {
    festivals: festivalBannerView(events, f),
    eclipses: eclipseBannerView(eclipsesOnDate({ date: sel.date, ...sel.place }, jdToMs), { ...f, city: sel.cityFromUrl ? sel.city.slug : null }),
    panchang: panchangCardView(panchang, f),
    timings: timingsCardView(muhuratsOfDay(day, jdToMs), f),
    extras: dayExtrasView(dayExtrasOf(day, jdToMs), panchang, f),
  };
});

/** /muhurat and /muhurat/today: every window of the day. */
export const loadMuhuratDay = cache((sel: PageSelection): MuhuratTableView =>
  muhuratTableView(muhuratsOfDay(rawDay(sel.place, sel.date), jdToMs), viewFrame(sel)),
);

/** How many days after the selected one the single-window pages list. */
const WEEK_AHEAD = 7;

/** The windows a single-window page shows beside its own: Yamaganda and Gulika with Rahu Kaal; Brahma, Vijaya and Godhuli with Abhijit. */
export const WINDOW_COMPANIONS: Readonly<Record<'rahu_kaal' | 'abhijit', readonly MuhuratType[]>> = {
  rahu_kaal: ['yamaganda', 'gulika'],
  abhijit: ['brahma', 'vijaya', 'godhuli'],
};

/** /muhurat/rahu-kaal and /muhurat/abhijit-muhurat: the day's window, its companions, and the next days'. */
export const loadWindowWeek = cache((sel: PageSelection, type: 'rahu_kaal' | 'abhijit'): WindowWeekView => {
  const also = WINDOW_COMPANIONS[type];
  const week: { date: string; muhurats: Muhurats<number> }[] = [];
  for (let i = 1; i <= WEEK_AHEAD; i++) {
    const date = shiftDate(sel.date, i);
    if (date > MAX_DATE) break;
    week.push({ date, muhurats: muhuratsOfDay(rawDay(sel.place, date), jdToMs) });
  }
  return windowWeekView(type, also, muhuratsOfDay(rawDay(sel.place, sel.date), jdToMs), week, viewFrame(sel));
});

/** /muhurat/choghadiya. */
export const loadChoghadiya = cache((sel: PageSelection): ChoghadiyaView =>
  choghadiyaView(choghadiyaOfDay(rawDay(sel.place, sel.date), jdToMs), viewFrame(sel)),
);

/** /muhurat/hora. */
export const loadHora = cache((sel: PageSelection): HoraView => horaView(horaOfDay(rawDay(sel.place, sel.date), jdToMs), viewFrame(sel)));

/** /lagna and /astrology: the lagna rising at the request's instant and the day's table. */
export const loadLagna = cache((sel: PageSelection): LagnaView =>
  lagnaView(lagnaTableOfDay(rawDay(sel.place, sel.date), jdToMs), lagnaAt(msToJd(sel.now), sel.place, jdToMs), viewFrame(sel)),
);

/** The home page's card: today's limbs and windows for the visitor's city. */
export const loadHomeTimings = cache((place: Place, date: string, locale: Locale): HomeTimingsView => {
  const day = rawDay(place, date);
  return homeTimingsView(panchangWith(day, jdToMs), muhuratsOfDay(day, jdToMs), choghadiyaOfDay(day, jdToMs), viewFrame({ place, date, locale }));
});
