/**
 * What each embeddable widget shows (lib/urls/embed.ts), computed by the
 * pages' own loaders from a selection built as the widget's full page
 * would build it (app/_loaders/selection.ts), so a widget and its page
 * show the same values. Kept in Next's cache ('use cache') under the
 * widget's path values for the life of a page of the same kind
 * (lib/http/cache-life.ts): today's widgets until the city's midnight, the
 * Choghadiya "now" widget a minute.
 */
import { cacheLife } from 'next/cache';
import { MAX_YEAR, shiftDate, splitIsoDate, type FestivalEvent } from '@/engine';
import type { Locale } from '@/i18n/routing';
import { festivalYearIndex } from '@/lib/festivals';
import { embedCacheClass, lifeOf } from '@/lib/http/cache-life';
import { getCityBySlug } from '@/lib/cities';
import { cityDisplayName } from '@/lib/selection/params';
import { cityNamedBy } from '@/lib/selection/resolve';
import { linkTo, WIDGET_PAGES, type EmbedRoute, type WidgetKey } from '@/lib/urls';
import { observanceListView, festivalRow, type FestivalRow, type ObservanceRow } from '@/lib/view/festivals';
import type { MonthView } from '@/lib/view/month';
import type { FestivalBannerItem, PanchangCardView, TimingsCardView, WindowView } from '@/lib/view/panchang';
import { namesFor } from '@/lib/names/names';
import type { ChoghadiyaRow } from '@/lib/view/timings';
import { formatDate } from '@/lib/format/date';
import { loadChoghadiya, loadMuhuratDay, loadPanchangDay } from '../_loaders/day';
import { festivalFrame } from '../_loaders/festivals';
import { loadMonth } from '../_loaders/month';
import { selectionOf, type PageSelection } from '../_loaders/selection';

/** What every widget shows around its content: where, when, and the full page it links to. */
export interface WidgetHead {
  cityName: string;
  /** `Friday, November 27, 2026`. */
  dateLabel: string;
  /** The locale-less path of the full page. */
  pagePath: string;
  /** The city's zone: the answer's lifetime runs to its midnight. */
  tz: string;
}

export type WidgetContent =
  | { widget: 'panchang-compact' | 'panchang-full'; panchang: PanchangCardView; timings: TimingsCardView; festivals: FestivalBannerItem[] }
  | { widget: 'festivals'; rows: FestivalRow[] }
  | { widget: 'ekadashi'; next: ObservanceRow | null }
  | { widget: 'choghadiya-now'; rahuKaal: { name: string; window: WindowView | null }; day: ChoghadiyaRow[]; night: ChoghadiyaRow[] }
  | { widget: 'month'; month: MonthView };

export type WidgetModel = { kind: 'widget'; head: WidgetHead; content: WidgetContent } | { kind: 'notFound' } | { kind: 'redirect'; city: string };

type Event = FestivalEvent<number>;

/** A day's main events: a Vaishnava or vrat day repeats its main event (lib/view/festivals upcomingView). */
const isMainEvent = (e: Event) => !e.tradition && !e.observance;

/** The city's main events from `today` on: this year's, and the next year's when this one has fewer than `count` left. */
async function eventsFrom(sel: PageSelection, count: number): Promise<Event[]> {
  const { year } = splitIsoDate(sel.today);
  const yearEvents = async (y: number) => (await festivalYearIndex({ year: y, ...sel.place, options: sel.options })).events.filter((e) => e.date >= sel.today && isMainEvent(e));
  const events = await yearEvents(year);
  return events.length >= count || year >= MAX_YEAR ? events : [...events, ...(await yearEvents(year + 1))];
}

/** The next Ekadashi from today (its Vaishnava day may be today while the Smarta day was yesterday). */
async function nextEkadashi(sel: PageSelection): Promise<ObservanceRow | null> {
  const frame = festivalFrame(sel.locale, sel.city, sel.conventions.clock);
  const { year } = splitIsoDate(sel.today);
  for (const y of year < MAX_YEAR ? [year, year + 1] : [year]) {
    const events = (await festivalYearIndex({ year: y, ...sel.place, options: sel.options })).events;
    const row = observanceListView('ekadashi', y, events, frame).rows.find((r) => r.row.date >= sel.today || (r.other !== null && r.other.date >= sel.today));
    if (row) return row;
  }
  return null;
}

async function contentOf(widget: WidgetKey, sel: PageSelection, items: number): Promise<WidgetContent> {
  switch (widget) {
    case 'panchang-compact':
    case 'panchang-full': {
      const day = await loadPanchangDay(sel);
      return { widget, panchang: day.panchang, timings: day.timings, festivals: day.festivals };
    }
    case 'festivals': {
      const frame = festivalFrame(sel.locale, sel.city, sel.conventions.clock);
      return { widget, rows: (await eventsFrom(sel, items)).slice(0, items).map((e) => festivalRow(e, frame)) };
    }
    case 'ekadashi':
      return { widget, next: await nextEkadashi(sel) };
    case 'choghadiya-now': {
      // Before sunrise the Choghadiya holding is the previous day's night: that day's table.
      let table = loadChoghadiya(sel);
      if (table.day.length > 0 && sel.now < table.day[0].start) {
        const yesterday = { ...sel, date: shiftDate(sel.date, -1) };
        table = loadChoghadiya(yesterday);
        sel = yesterday;
      }
      const rahu = loadMuhuratDay(sel).windows.find((w) => w.type === 'rahu_kaal');
      const name = namesFor(sel.locale).muhurat('rahu_kaal');
      return { widget, rahuKaal: { name, window: rahu ? { start: rahu.start, end: rahu.end, range: rahu.range } : null }, day: table.day, night: table.night };
    }
    case 'month':
      return { widget, month: (await loadMonth(sel)).month };
  }
}

/**
 * A widget's model at its path's values: the selection its full page would
 * have (today at the city, in the path's conventions), the content, and the
 * head. An unknown city is none; a city named otherwise (an old slug,
 * Devanagari) redirects to its slug.
 */
export async function widgetModel(locale: Locale, route: EmbedRoute, items: number): Promise<WidgetModel> {
  'use cache';
  const now = Date.now();
  const page = WIDGET_PAGES[route.widget];
  if (!getCityBySlug(route.city)) {
    // Holds until a deploy, as the pages' 404 and redirect do.
    cacheLife(lifeOf('dated', 'UTC', new Date(now)));
    const named = cityNamedBy(route.city);
    return named ? { kind: 'redirect', city: named.slug } : { kind: 'notFound' };
  }
  const s = selectionOf(locale, { key: page, params: { city: route.city, ...(Object.keys(route.conv).length > 0 ? { conv: route.conv } : {}) } }, now);
  if (!s.ok) return { kind: 'notFound' };
  const { sel } = s;
  cacheLife(lifeOf(embedCacheClass(route.widget), sel.place.tz, new Date(now)));
  const content = await contentOf(route.widget, sel, items);
  const ekadashiPath = content.widget === 'ekadashi' && content.next ? content.next.row.href : null;
  return {
    kind: 'widget',
    head: {
      cityName: cityDisplayName(sel.city, locale),
      dateLabel: formatDate(sel.today, locale, 'full'),
      pagePath: ekadashiPath ?? linkTo(page, { city: sel.city.slug, conv: route.conv }),
      tz: sel.place.tz,
    },
    content,
  };
}
