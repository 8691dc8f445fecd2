/**
 * View model of a festival's detail page (`/festivals/{type}/{slug}-{year}`):
 * every date the event has in the year at the city (one for most events,
 * each weekday Pradosh or monthly vrat several), each with its tithi span,
 * months, windows and moments, why the calendar puts it there (the engine's
 * reason as a sentence, with how the tithi stood in the kaal on each
 * candidate day), the related day of the other tradition or observance, and
 * its calendar links; the same event in the five years either side; the
 * description and significance texts when the catalogue has them; and the
 * `Event` JSON-LD. Built from the engine's events (ISO instants) and the
 * page language's names; the components only render it.
 */
import { MAX_YEAR, MIN_YEAR, shiftDate, type FestivalEvent, type FestivalType } from '@/engine';
import type { Locale } from '@/i18n/routing';
import { googleCalendarUrl } from '@/lib/calendar-feed/feed';
import type { ClockStyle } from '@/lib/conventions/conventions';
import type { EventTextFrame } from '@/lib/calendar-feed/text';
import { festivalPage, festivalPagePath } from '@/lib/festivals/pages';
import { timingRows, tithiSpan, type TimingRow, type TithiSpan } from '@/lib/festivals/timings';
import { formatDate } from '@/lib/format/date';
import type { Names } from '@/lib/names/names';
import { eventJsonLd } from '@/lib/seo/event';
import { absoluteUrl } from '@/lib/seo/urls';

/** How many years before and after the page's year are listed. */
export const YEARS_AROUND = 5;

export interface DetailCity {
  /** Slug when the URL named the city (links keep it), null for the default city. */
  slug: string | null;
  /** The city's slug even when it is the default (calendar links always name it). */
  feedSlug: string;
  name: string;
  /** English name, state and country for the JSON-LD address. */
  locality: string;
  region: string | null;
  country: string;
  lat: number;
  lon: number;
  tz: string;
}

export interface DetailInput {
  slug: string;
  year: number;
  /** The events of the page's year and of the years around it at the city, by year. */
  years: ReadonlyMap<number, readonly FestivalEvent[]>;
  /** The main event of a Vaishnava or vrat day (nirjala-ekadashi for vaishnava-nirjala-ekadashi), for a year in which it is not listed apart. */
  mainSlug: string | null;
  city: DetailCity;
  locale: Locale;
  names: Names;
  /** The visitor's clock (lib/conventions); 12-hour when not given. */
  clock?: ClockStyle;
  /** The visitor's sunrise when it is not the default (`{ sunrise: 'hindu' }`): the calendar file computes with it too. */
  answerParams?: Record<string, string>;
}

export interface LinkView {
  name: string;
  date: string;
  href: string;
}

export interface RelatedView extends LinkView {
  /** Which day it is: the Vaishnava day, the Smarta day, the vrat (fast) day, the snan-daan day, or the event it is kept with. */
  relation: 'vaishnava' | 'smarta' | 'vrat' | 'snanDaan' | 'keptWith';
}

export interface WhyDay {
  date: string;
  text: string;
  chosen: boolean;
}

export interface OccurrenceView {
  /** YYYY-MM-DD. */
  date: string;
  dateLabel: string;
  weekday: string;
  /** Last day of a multi-day observance. */
  endDateLabel: string | null;
  tithi: TithiSpan | null;
  paksha: string | null;
  masa: { amanta: string; purnimanta: string } | null;
  timings: TimingRow[];
  why: string;
  whyDays: WhyDay[];
  /**
   * The reason of the event a weekday event is kept with (Somvati Amavasya:
   * the Amavasya's). An offset event (Holi, the day after Holika Dahan) says
   * only that, and links the event it follows: the other's reasoning (Bhadra)
   * is not its own.
   */
  whyBase: string | null;
  related: RelatedView[];
  ics: string;
  google: string;
}

export interface YearLink {
  year: number;
  href: string;
  /** Dates of the event that year (empty: not that year at this city). */
  dates: string[];
  current: boolean;
}

export type Absence = { kind: 'sameDay'; main: LinkView } | { kind: 'notThisYear' };

export interface FestivalDetailView {
  slug: string;
  type: FestivalType;
  year: number;
  name: string;
  typeName: string;
  emoji: string;
  cityName: string;
  path: string;
  description: string | null;
  significance: string | null;
  occurrences: OccurrenceView[];
  /** Why there is no date this year, when there is none. */
  absence: Absence | null;
  years: YearLink[];
  /** All dates of the year's occurrences as one line (metadata). */
  datesLine: string;
  jsonLd: Record<string, unknown>[];
}

const yearOf = (date: string) => Number(date.slice(0, 4));

/** Days between two civil dates (b - a). */
const dayGap = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

/** The event of `slug` closest to `date` within a few days, in that year or the next/previous. */
function nearest(years: DetailInput['years'], slug: string, date: string, within = 3): FestivalEvent | null {
  let best: FestivalEvent | null = null;
  for (const y of [yearOf(date) - 1, yearOf(date), yearOf(date) + 1]) {
    for (const e of years.get(y) ?? []) {
      if (e.slug !== slug) continue;
      const gap = Math.abs(dayGap(date, e.date));
      if (gap <= within && (!best || gap < Math.abs(dayGap(date, best.date)))) best = e;
    }
  }
  return best;
}

function linkTo(e: FestivalEvent, input: DetailInput): LinkView {
  return {
    name: input.names.festival(e.slug, e),
    date: formatDate(e.date, input.locale, 'full'),
    href: festivalPagePath(e.slug, yearOf(e.date), input.city.slug),
  };
}

/** The event a weekday or offset rule is defined on (Somvati Amavasya: that date's Amavasya; Holi: Holika Dahan). */
function baseEvent(e: FestivalEvent, input: DetailInput): FestivalEvent | null {
  const r = e.reason;
  if (r.choice === 'weekday') {
    const same = input.years.get(yearOf(e.date)) ?? [];
    return same.find((x) => x.date === e.date && x.type === e.type && x.slug !== e.slug && !x.tradition && !x.observance && x.reason.choice !== 'weekday') ?? null;
  }
  if (r.of && r.offsetDays !== undefined) return nearest(input.years, r.of, shiftDate(e.date, -r.offsetDays), 1);
  return null;
}

function related(e: FestivalEvent, base: FestivalEvent | null, input: DetailInput): RelatedView[] {
  const out: RelatedView[] = [];
  if (e.relatedTo) {
    const main = nearest(input.years, e.relatedTo, e.date);
    if (main) out.push({ ...linkTo(main, input), relation: e.tradition ? 'smarta' : 'snanDaan' });
  }
  // The other tradition's or the vrat's day of this event, where it is listed apart.
  for (const y of [yearOf(e.date) - 1, yearOf(e.date), yearOf(e.date) + 1]) {
    for (const x of input.years.get(y) ?? []) {
      if (x.relatedTo === e.slug && Math.abs(dayGap(e.date, x.date)) <= 3) out.push({ ...linkTo(x, input), relation: x.tradition ? 'vaishnava' : 'vrat' });
    }
  }
  if (base) out.push({ ...linkTo(base, input), relation: 'keptWith' });
  return out;
}

/** Events kept on a weekday of another event's days (Somvati Amavasya, Angarki Chaturthi): that event's reasoning is theirs too. */
const KEPT_WITH_CHOICES = new Set<string>(['weekday', 'weekday-of']);

function occurrence(e: FestivalEvent, input: DetailInput, many: boolean): OccurrenceView {
  const { names, locale } = input;
  const frame: EventTextFrame = { locale, names, tz: input.city.tz, cityName: input.city.name, clock: input.clock };
  const base = baseEvent(e, input);
  const page = festivalPage(e.slug)!;
  const icsPath = `/calendar/event/${page.type}/${page.slug}-${input.year}.ics`;
  const icsQuery: Record<string, string> = { ...(many ? { date: e.date } : {}), ...(locale !== 'en' ? { lang: locale } : {}), city: input.city.feedSlug, ...input.answerParams };
  return {
    date: e.date,
    dateLabel: formatDate(e.date, locale, 'long'),
    weekday: names.vara(e.weekday + 1),
    endDateLabel: e.endDate ? formatDate(e.endDate, locale, 'full') : null,
    tithi: tithiSpan(e, frame),
    paksha: e.paksha ? names.paksha(e.paksha) : null,
    masa: e.masa ? { amanta: names.masa(e.masa.amanta), purnimanta: names.masa(e.masa.purnimanta) } : null,
    timings: timingRows(e, frame),
    why: names.reason(e.reason),
    whyDays: (e.reason.days ?? []).map((d) => ({ date: formatDate(d.date, locale, 'medium'), text: names.reasonDay(e.reason, d), chosen: d.date === e.date })),
    whyBase: base && KEPT_WITH_CHOICES.has(e.reason.choice) ? names.reason(base.reason) : null,
    related: related(e, base, input),
    ics: `${icsPath}?${new URLSearchParams(icsQuery).toString()}`,
    google: googleCalendarUrl(e, frame, input.city.feedSlug),
  };
}

/** The Event JSON-LD of one occurrence (lib/seo/event.ts): a dated puja window with the city's offset, else the all-day date(s). */
function occurrenceJsonLd(e: FestivalEvent, input: DetailInput, description: string, url: string): Record<string, unknown> {
  const c = input.city;
  const timed = e.muhurat && !e.endDate;
  return eventJsonLd({
    locale: input.locale,
    name: `${input.names.festival(e.slug, e)} ${input.year}`,
    description,
    url,
    startDate: timed ? e.muhurat!.start : e.date,
    endDate: timed ? e.muhurat!.end : (e.endDate ?? e.date),
    place: { name: c.name, locality: c.locality, region: c.region ?? undefined, country: c.country, lat: c.lat, lon: c.lon },
  });
}

export function festivalDetailView(input: DetailInput): FestivalDetailView {
  const { slug, year, names, locale } = input;
  const page = festivalPage(slug);
  if (!page) throw new RangeError(`No festival page for "${slug}"`);
  const events = (input.years.get(year) ?? []).filter((e) => e.slug === slug);
  const path = festivalPagePath(slug, year);
  const url = absoluteUrl(locale, festivalPagePath(slug, year, input.city.slug));
  const description = names.festivalText(slug, 'description');
  const occurrences = events.map((e) => occurrence(e, input, events.length > 1));

  let absence: Absence | null = null;
  if (events.length === 0) {
    const main = input.mainSlug ? (input.years.get(year) ?? []).filter((e) => e.slug === input.mainSlug) : [];
    absence = main.length > 0 ? { kind: 'sameDay', main: linkTo(main[0], input) } : { kind: 'notThisYear' };
  }

  const years: YearLink[] = [];
  for (let y = Math.max(year - YEARS_AROUND, MIN_YEAR); y <= Math.min(year + YEARS_AROUND, MAX_YEAR); y++) {
    const list = input.years.get(y);
    if (!list) continue;
    years.push({
      year: y,
      href: festivalPagePath(slug, y, input.city.slug),
      dates: list.filter((e) => e.slug === slug).map((e) => formatDate(e.date, locale, 'medium')),
      current: y === year,
    });
  }

  return {
    slug,
    type: page.type,
    year,
    name: names.festival(slug, events[0]),
    typeName: names.festivalType(page.type),
    emoji: events[0]?.emoji ?? '',
    cityName: input.city.name,
    path,
    description,
    significance: names.festivalText(slug, 'significance'),
    occurrences,
    absence,
    years,
    datesLine: occurrences.map((o) => o.dateLabel).join(', '),
    jsonLd: events.map((e, i) => occurrenceJsonLd(e, input, description ?? occurrences[i].why, url)),
  };
}

export interface ChoiceOption {
  name: string;
  dates: LinkView[];
  /** The event's page for the year, also when it has no date that year. */
  href: string;
}

export interface FestivalChoiceView {
  year: number;
  names: string[];
  options: ChoiceOption[];
}

/** A name several events share (Putrada Ekadashi): each of them with its dates in the year. */
export function festivalChoiceView(slugs: readonly string[], input: Omit<DetailInput, 'slug' | 'mainSlug'>): FestivalChoiceView {
  const list = input.years.get(input.year) ?? [];
  const full: DetailInput = { ...input, slug: slugs[0], mainSlug: null };
  const options = slugs.map((slug) => ({
    name: input.names.festival(slug),
    dates: list.filter((e) => e.slug === slug).map((e) => linkTo(e, full)),
    href: festivalPagePath(slug, input.year, input.city.slug),
  }));
  return { year: input.year, names: options.map((o) => o.name), options };
}
