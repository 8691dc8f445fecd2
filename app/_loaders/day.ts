/**
 * Loaders of the pages about one day (Panchang, muhurat windows, Rahu Kaal
 * and Abhijit through the week, Choghadiya, Hora, Lagna) and of the home
 * page's card: each computes the engine's day, asks it for epoch-ms instants
 * and returns the plain view model its page renders. They run inside the
 * page's cache entry (app/_pages/model.ts), once per path, so nothing here
 * is kept across requests.
 */
import {
  choghadiyaOfDay,
  computeDay,
  dayExtrasOf,
  eclipsesOnDate,
  grahaPositionsOfDay,
  horaOfDay,
  jdToMs,
  lagnaAt,
  lagnaTableOfDay,
  MAX_DATE,
  muhuratsOfDay,
  msToJd,
  panchangWith,
  regionalDatesOf,
  shiftDate,
  type EngineOptions,
  type Muhurats,
  type MuhuratType,
  type Place,
  type RawDay,
  } from '@/engine';
import type { Locale } from '@/i18n/routing';
import { DEFAULT_CONVENTIONS, type Conventions } from '@/lib/conventions/conventions';
import { emphasised, twinnedSlugs } from '@/lib/conventions/emphasis';
import { festivalDays } from '@/lib/festivals';
import { namesFor } from '@/lib/names/names';
import { homeTimingsView, type HomeTimingsView } from '@/lib/view/home';
import { dayExtrasView } from '@/lib/view/day-extras';
import { eclipseBannerView } from '@/lib/view/eclipses';
import { regionalDatesView } from '@/lib/view/regional';
import { planetsCardView } from '@/lib/view/grahas';
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

/** The engine's Panchang day of a date at a place under the page's options (the sunrise). */
export const rawDay = (place: Place, date: string, options: EngineOptions = {}): RawDay =>
  computeDay({ date, ...place, elevation: place.elevation ?? 0, options: { sunrise: options.sunrise ?? DEFAULT_CONVENTIONS.sunrise } });

/** What a day's labels are formatted against (the visitor's clock included). */
export const viewFrame = (s: { place: Place; date: string; locale: Locale; conventions?: Pick<Conventions, 'clock' | 'masa'> }): ViewFrame => ({
  tz: s.place.tz,
  date: s.date,
  locale: s.locale,
  names: namesFor(s.locale),
  clock: s.conventions?.clock ?? DEFAULT_CONVENTIONS.clock,
  masa: s.conventions?.masa ?? DEFAULT_CONVENTIONS.masa,
});

/**
 * The events of a date in the visitor's Ekadashi emphasis. Whether a Smarta
 * event has a Vaishnava twin is seen from the next date's events (the
 * Vaishnava day is the day after the Smarta one: engine/festivals), which
 * the worker computes with the date's, from the days around them.
 */
async function dayEvents(sel: PageSelection) {
  const vaishnava = sel.conventions.ekadashi !== 'smarta';
  const to = vaishnava && sel.date < MAX_DATE ? shiftDate(sel.date, 1) : sel.date;
  const days = await festivalDays({ from: sel.date, to, ...sel.place, options: sel.options });
  const today = days[0].events;
  return vaishnava ? emphasised(today, 'vaishnava', twinnedSlugs(days.flatMap((d) => d.events))) : emphasised(today, 'smarta');
}

/**
 * /panchang and /panchang/today: the festival and eclipse banners, the
 * Panchang card, the timings card and the extra sections (padas, yogas,
 * bala, Bhadra, Panchak, Ganda Moola, vasas, day lengths and long counts),
 * all from the one computed day. The banner's events come from the festival
 * worker (lib/festivals), which computes them from the days around the date.
 */
export async function loadPanchangDay(sel: PageSelection): Promise<PanchangDayView> {
  // The worker computes the date's festivals while this thread computes the day.
  const [events, day] = await Promise.all([dayEvents(sel), Promise.resolve().then(() => rawDay(sel.place, sel.date, sel.options))]);
  const f = viewFrame(sel);
  const panchang = panchangWith(day, jdToMs);
  const grahas = grahaPositionsOfDay(day);
  return {
    festivals: festivalBannerView(events, f),
    eclipses: eclipseBannerView(eclipsesOnDate({ date: sel.date, ...sel.place, options: sel.options }, jdToMs), { ...f, city: sel.cityFromUrl ? sel.city.slug : null }),
    panchang: panchangCardView(panchang, f),
    timings: timingsCardView(muhuratsOfDay(day, jdToMs), f),
    extras: dayExtrasView(dayExtrasOf(day, jdToMs), panchang, f),
    // From the same day: its place, sunrise and months (bench: regional-dates-of-day).
    regional: regionalDatesView(regionalDatesOf(day), f.names),
    planets: planetsCardView(jdToMs(grahas.at), grahas.positions, day.models.ayanamsa.name, f),
  };
}

/** /muhurat and /muhurat/today: every window of the day. */
export const loadMuhuratDay = (sel: PageSelection): MuhuratTableView => muhuratTableView(muhuratsOfDay(rawDay(sel.place, sel.date, sel.options), jdToMs), viewFrame(sel));

/** How many days after the selected one the single-window pages list. */
const WEEK_AHEAD = 7;

/** The windows a single-window page shows beside its own: Yamaganda and Gulika with Rahu Kaal; Brahma, Vijaya and Godhuli with Abhijit. */
export const WINDOW_COMPANIONS: Readonly<Record<'rahu_kaal' | 'abhijit', readonly MuhuratType[]>> = {
  rahu_kaal: ['yamaganda', 'gulika'],
  abhijit: ['brahma', 'vijaya', 'godhuli'],
};

/** /muhurat/rahu-kaal and /muhurat/abhijit-muhurat: the day's window, its companions, and the next days'. */
export function loadWindowWeek(sel: PageSelection, type: 'rahu_kaal' | 'abhijit'): WindowWeekView {
  const also = WINDOW_COMPANIONS[type];
  const week: { date: string; muhurats: Muhurats<number> }[] = [];
  for (let i = 1; i <= WEEK_AHEAD; i++) {
    const date = shiftDate(sel.date, i);
    if (date > MAX_DATE) break;
    week.push({ date, muhurats: muhuratsOfDay(rawDay(sel.place, date, sel.options), jdToMs) });
  }
  return windowWeekView(type, also, muhuratsOfDay(rawDay(sel.place, sel.date, sel.options), jdToMs), week, viewFrame(sel));
}

/** /muhurat/choghadiya. */
export const loadChoghadiya = (sel: PageSelection): ChoghadiyaView => choghadiyaView(choghadiyaOfDay(rawDay(sel.place, sel.date, sel.options), jdToMs), viewFrame(sel));

/** /muhurat/hora. */
export const loadHora = (sel: PageSelection): HoraView => horaView(horaOfDay(rawDay(sel.place, sel.date, sel.options), jdToMs), viewFrame(sel));

/** /lagna and /astrology: the lagna rising at the request's instant and the day's table. */
export const loadLagna = (sel: PageSelection): LagnaView =>
  lagnaView(lagnaTableOfDay(rawDay(sel.place, sel.date, sel.options), jdToMs), lagnaAt(msToJd(sel.now), sel.place, jdToMs), viewFrame(sel));

/** The home page's card: today's limbs and windows at the page's city. */
export function loadHomeTimings(place: Place, date: string, locale: Locale, conventions: Conventions): HomeTimingsView {
  const day = rawDay(place, date, { sunrise: conventions.sunrise });
  return homeTimingsView(panchangWith(day, jdToMs), muhuratsOfDay(day, jdToMs), choghadiyaOfDay(day, jdToMs), viewFrame({ place, date, locale, conventions }));
}
