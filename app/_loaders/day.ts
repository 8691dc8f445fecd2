/**
 * Loaders of the pages about one day (Panchang, muhurat windows, Rahu Kaal
 * and Abhijit through the week, Choghadiya, Hora, Lagna) and of the home
 * page's card: each computes the engine's day once (kept across requests,
 * keyed by the date and place), asks it for epoch-ms instants and returns
 * the plain view model its page renders. A view model is kept across
 * requests too (lib/memo.ts, keyed by viewKey): a day page for a (date,
 * city, language) is computed once, and identical requests arriving
 * together share that one computation; React's `cache` keeps the metadata
 * and the page of one request on the same object.
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
  type EngineOptions,
  type Muhurats,
  type MuhuratType,
  type Place,
  type RawDay,
  type SunriseDefinition,
} from '@/engine';
import type { Locale } from '@/i18n/routing';
import { conventionsKey, DEFAULT_CONVENTIONS, type Conventions } from '@/lib/conventions/conventions';
import { emphasised, twinnedSlugs } from '@/lib/conventions/emphasis';
import { festivalDays } from '@/lib/festivals';
import { memoAcrossRequests } from '@/lib/memo';
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

/** Days held across requests: the day tools of a date at a place, their neighbours, the sidebar's today. */
const DAYS_HELD = 64;
/**
 * View models held across requests. Repeats of a whole page are answered by
 * the front's shared cache (scripts/lib/front), so these serve the other
 * pages of a date and city; 1,000 of them and 256 days kept ~200 MB more of
 * Next's heap under the soak (README, Hardening), most of it the renders
 * their held promises kept alive (lib/memo.ts now holds values).
 */
export const VIEWS_HELD = 100;

const dayAt = memoAcrossRequests(
  DAYS_HELD,
  (date: string, lat: number, lon: number, tz: string, elevation: number, sunrise: SunriseDefinition) => `${date}|${lat}|${lon}|${tz}|${elevation}|${sunrise}`,
  (date, lat, lon, tz, elevation, sunrise): RawDay => computeDay({ date, lat, lon, tz, elevation, options: { sunrise } }),
);

/**
 * What a page's view model depends on besides its data: the language, the
 * date, the city and whether the URL named it (links keep the city only
 * then), the visitor's conventions and those the URL named (links keep
 * them). Never the request's instant: views that show "now" take it apart.
 */
export const viewKey = (sel: PageSelection, ...more: string[]): string =>
  [sel.locale, sel.date, sel.city.slug, sel.cityFromUrl ? 'c' : '-', conventionsKey(sel.conventions), JSON.stringify(sel.conventionsFromUrl), ...more].join('|');

/** The engine's Panchang day of a date at a place under the visitor's options (the sunrise), computed once and kept for later requests. */
export const rawDay = (place: Place, date: string, options: EngineOptions = {}): RawDay =>
  dayAt(date, place.lat, place.lon, place.tz, place.elevation ?? 0, options.sunrise ?? DEFAULT_CONVENTIONS.sunrise);

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
const panchangDayOf = memoAcrossRequests(VIEWS_HELD, (sel: PageSelection) => viewKey(sel), async (sel): Promise<PanchangDayView> => {
  // The worker computes the date's festivals while this thread computes the day.
  const [events, day] = await Promise.all([dayEvents(sel), Promise.resolve().then(() => rawDay(sel.place, sel.date, sel.options))]);
  const f = viewFrame(sel);
  const panchang = panchangWith(day, jdToMs);
  return {
    festivals: festivalBannerView(events, f),
    eclipses: eclipseBannerView(eclipsesOnDate({ date: sel.date, ...sel.place, options: sel.options }, jdToMs), { ...f, city: sel.cityFromUrl ? sel.city.slug : null }),
    panchang: panchangCardView(panchang, f),
    timings: timingsCardView(muhuratsOfDay(day, jdToMs), f),
    extras: dayExtrasView(dayExtrasOf(day, jdToMs), panchang, f),
  };
});

export const loadPanchangDay = cache((sel: PageSelection): Promise<PanchangDayView> => panchangDayOf(sel));

/** /muhurat and /muhurat/today: every window of the day. */
const muhuratDayOf = memoAcrossRequests(VIEWS_HELD, (sel: PageSelection) => viewKey(sel), (sel): MuhuratTableView =>
  muhuratTableView(muhuratsOfDay(rawDay(sel.place, sel.date, sel.options), jdToMs), viewFrame(sel)),
);
export const loadMuhuratDay = cache((sel: PageSelection): MuhuratTableView => muhuratDayOf(sel));

/** How many days after the selected one the single-window pages list. */
const WEEK_AHEAD = 7;

/** The windows a single-window page shows beside its own: Yamaganda and Gulika with Rahu Kaal; Brahma, Vijaya and Godhuli with Abhijit. */
export const WINDOW_COMPANIONS: Readonly<Record<'rahu_kaal' | 'abhijit', readonly MuhuratType[]>> = {
  rahu_kaal: ['yamaganda', 'gulika'],
  abhijit: ['brahma', 'vijaya', 'godhuli'],
};

/** /muhurat/rahu-kaal and /muhurat/abhijit-muhurat: the day's window, its companions, and the next days'. */
const windowWeekOf = memoAcrossRequests(
  VIEWS_HELD,
  (sel: PageSelection, type: 'rahu_kaal' | 'abhijit') => viewKey(sel, type),
  (sel, type): WindowWeekView => {
  const also = WINDOW_COMPANIONS[type];
  const week: { date: string; muhurats: Muhurats<number> }[] = [];
  for (let i = 1; i <= WEEK_AHEAD; i++) {
    const date = shiftDate(sel.date, i);
    if (date > MAX_DATE) break;
    week.push({ date, muhurats: muhuratsOfDay(rawDay(sel.place, date, sel.options), jdToMs) });
  }
  return windowWeekView(type, also, muhuratsOfDay(rawDay(sel.place, sel.date, sel.options), jdToMs), week, viewFrame(sel));
  },
);
export const loadWindowWeek = cache((sel: PageSelection, type: 'rahu_kaal' | 'abhijit'): WindowWeekView => windowWeekOf(sel, type));

/** /muhurat/choghadiya. */
const choghadiyaOf = memoAcrossRequests(VIEWS_HELD, (sel: PageSelection) => viewKey(sel), (sel): ChoghadiyaView =>
  choghadiyaView(choghadiyaOfDay(rawDay(sel.place, sel.date, sel.options), jdToMs), viewFrame(sel)),
);

export const loadChoghadiya = cache((sel: PageSelection): ChoghadiyaView => choghadiyaOf(sel));

/** /muhurat/hora. */
const horaOf = memoAcrossRequests(VIEWS_HELD, (sel: PageSelection) => viewKey(sel), (sel): HoraView =>
  horaView(horaOfDay(rawDay(sel.place, sel.date, sel.options), jdToMs), viewFrame(sel)),
);
export const loadHora = cache((sel: PageSelection): HoraView => horaOf(sel));

/** /lagna and /astrology: the lagna rising at the request's instant and the day's table. */
export const loadLagna = cache((sel: PageSelection): LagnaView =>
  lagnaView(lagnaTableOfDay(rawDay(sel.place, sel.date, sel.options), jdToMs), lagnaAt(msToJd(sel.now), sel.place, jdToMs), viewFrame(sel)),
);

/** The home page's card: today's limbs and windows for the visitor's city. */
const homeTimingsOf = memoAcrossRequests(
  VIEWS_HELD,
  (place: Place, date: string, locale: Locale, conventions: Conventions) =>
    `${locale}|${date}|${place.lat}|${place.lon}|${place.tz}|${place.elevation ?? 0}|${conventionsKey(conventions)}`,
  (place, date, locale, conventions): HomeTimingsView => {
    const day = rawDay(place, date, { sunrise: conventions.sunrise });
    return homeTimingsView(panchangWith(day, jdToMs), muhuratsOfDay(day, jdToMs), choghadiyaOfDay(day, jdToMs), viewFrame({ place, date, locale, conventions }));
  },
);
export const loadHomeTimings = cache((place: Place, date: string, locale: Locale, conventions: Conventions): HomeTimingsView =>
  homeTimingsOf(place, date, locale, conventions),
);
