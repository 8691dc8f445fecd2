/**
 * View models of the daily Panchang page: the Panchang card (the five limbs
 * with "till 5:12 PM" badges, Sun and Moon, month, year and season), the
 * timings card and the festival banner. Built once per request from the
 * engine's numbers (instants as epoch ms, with the place's zone) and the
 * page language's names; the components only render them.
 */
import { MUHURAT_QUALITY, type FestivalEvent, type KaranaSegment, type Muhurats, type MuhuratType, type Panchang, type Polar, type Segment } from '@/engine';
import type { Locale } from '@/i18n/routing';
import { DEFAULT_CONVENTIONS, type ClockStyle, type MasaSystem } from '@/lib/conventions/conventions';
import { rangeLabel, timeLabel } from '@/lib/format/time';
import type { Names } from '@/lib/names/names';
import { openBadge } from './current-time';
import type { DayExtrasView } from './day-extras';
import type { EclipseBannerItem } from './eclipses';
import type { RegionalDatesView } from './regional';
import type { PlanetsCardView } from './grahas';

/** How long a limb lasts within the Panchang day: till a time, the whole day, or past the next sunrise. */
export type Badge = { kind: 'till'; time: string } | { kind: 'allDay' } | { kind: 'fullNight' };

export interface SegmentRow {
  key: string;
  name: string;
  badge: Badge;
}

export type SegmentKind = 'tithi' | 'nakshatra' | 'yoga' | 'karana' | 'rashi';

/** What the labels of a day are formatted against: the place's zone, the Panchang date, the page's language and the visitor's clock. */
export interface ViewFrame {
  tz: string;
  date: string;
  locale: Locale;
  names: Names;
  /** The visitor's clock (lib/conventions); 12-hour when not given. */
  clock?: ClockStyle;
  /** The visitor's month system, which names the lunar month first; purnimanta when not given. */
  masa?: MasaSystem;
}

function segmentName(kind: SegmentKind, s: Segment<number>, names: Names): string {
  switch (kind) {
    case 'tithi':
      return names.tithiInPaksha(s.number);
    case 'karana':
      return names.karana((s as KaranaSegment<number>).kind);
    default:
      return names[kind](s.number);
  }
}

export function segmentRows(kind: SegmentKind, segs: readonly Segment<number>[], f: ViewFrame): SegmentRow[] {
  return segs.map((s, i) => ({
    key: `${kind}-${s.number}-${i}`,
    name: segmentName(kind, s, f.names),
    badge: s.end !== null ? { kind: 'till', time: timeLabel(s.end, f.tz, f.date, f.locale, f.clock) } : openBadge(segs.length),
  }));
}

/** A fact with a drik (tropical) and a Vedic reckoning; one name when they agree. */
export interface DrikVedic {
  drik: string;
  vedic: string;
}

export interface PanchangCardView {
  polar: Polar;
  limbs: Record<'tithi' | 'nakshatra' | 'yoga' | 'karana', SegmentRow[]>;
  /** Time labels; null where the body does not rise or set that day. */
  sunrise: string | null;
  sunset: string | null;
  moonrise: string | null;
  moonset: string | null;
  sunSign: SegmentRow[];
  moonSign: SegmentRow[];
  moonPhase: { name: string; illumination: number };
  dinamana: string | null;
  vara: string;
  paksha: string;
  /** The month system the visitor reckons in: its month is named first. */
  masaSystem: MasaSystem;
  amanta: string;
  purnimanta: string;
  samvat: { vikram: string; shaka: string; gujarati: string };
  ritu: DrikVedic;
  ayana: DrikVedic;
}

export function panchangCardView(p: Panchang<number>, f: ViewFrame): PanchangCardView {
  const n = f.names;
  const time = (ms: number | null) => (ms === null ? null : timeLabel(ms, f.tz, f.date, f.locale, f.clock));
  const sv = p.samvat;
  return {
    polar: p.polar,
    limbs: {
      tithi: segmentRows('tithi', p.tithi, f),
      nakshatra: segmentRows('nakshatra', p.nakshatra, f),
      yoga: segmentRows('yoga', p.yoga, f),
      karana: segmentRows('karana', p.karana, f),
    },
    sunrise: time(p.sunrise),
    sunset: time(p.sunset),
    moonrise: time(p.moonrise),
    moonset: time(p.moonset),
    sunSign: segmentRows('rashi', p.sunRashi, f),
    moonSign: segmentRows('rashi', p.moonRashi, f),
    moonPhase: { name: n.moonPhase(p.moonPhase.phase), illumination: p.moonPhase.illumination },
    dinamana: p.dinamana,
    vara: n.vara(p.vara.number),
    paksha: n.paksha(p.paksha),
    masaSystem: f.masa ?? DEFAULT_CONVENTIONS.masa,
    amanta: n.masa(p.masa.amanta),
    purnimanta: n.masa(p.masa.purnimanta),
    samvat: {
      vikram: `${sv.vikram} ${n.samvatsara(sv.samvatsara.vikram)}`,
      shaka: `${sv.shaka} ${n.samvatsara(sv.samvatsara.shaka)}`,
      gujarati: `${sv.gujarati} ${n.samvatsara(sv.samvatsara.gujarati)}`,
    },
    ritu: { drik: n.ritu(p.ritu.drik), vedic: n.ritu(p.ritu.vedic) },
    ayana: { drik: n.ayana(p.ayana.drik), vedic: n.ayana(p.ayana.vedic) },
  };
}

/** A window as the pages show it: its instants (for "now" highlighting) and its time range. */
export interface WindowView {
  start: number;
  end: number;
  range: string;
}

export const windowView = (w: { start: number; end: number }, f: Pick<ViewFrame, 'tz' | 'date' | 'locale' | 'clock'>): WindowView => ({
  start: w.start,
  end: w.end,
  range: rangeLabel(w.start, w.end, f.tz, f.date, f.locale, f.clock),
});

/**
 * The order of the Panchang page's timings card: Rahu Kaal first
 * (highlighted), then the auspicious windows and the inauspicious ones in
 * the order the trusted site's day page lists them (Brahma, Pratah
 * Sandhya, Abhijit, Vijaya, Godhuli, Sayahna Sandhya, Amrit Kalam, Nishita;
 * Yamaganda, Gulika, Durmuhurta, Varjyam).
 */
export const TIMINGS_CARD_ORDER: readonly MuhuratType[] = [
  'rahu_kaal',
  'brahma',
  'pratah_sandhya',
  'abhijit',
  'vijaya',
  'godhuli',
  'sayahna_sandhya',
  'amrit_kalam',
  'nishita',
  'yamaganda',
  'gulika',
  'durmuhurta',
  'varjyam',
];

export interface TimingRow {
  key: string;
  type: MuhuratType;
  name: string;
  auspicious: boolean;
  /** The window, or why there is none: Abhijit is not observed on Wednesdays; no sunrise means no window. */
  window: WindowView | null;
  none: 'noAbhijit' | 'none';
}

export interface TimingsCardView {
  noSunrise: boolean;
  rows: TimingRow[];
}

export function timingsCardView(m: Muhurats<number>, f: ViewFrame): TimingsCardView {
  const rows = TIMINGS_CARD_ORDER.flatMap((type): TimingRow[] => {
    // A missing window keeps its type's quality colour.
    const base = {
      type,
      name: f.names.muhurat(type),
      auspicious: MUHURAT_QUALITY[type] === 'auspicious',
      none: type === 'abhijit' && m.windows.length > 0 ? ('noAbhijit' as const) : ('none' as const),
    };
    const ws = m.windows.filter((w) => w.type === type);
    if (ws.length === 0) return [{ ...base, key: type, window: null }];
    return ws.map((w, i) => ({ ...base, key: `${type}-${i}`, window: windowView(w, f) }));
  });
  return { noSunrise: m.noSunrise, rows };
}

export interface FestivalBannerItem {
  id: string;
  slug: string;
  emoji: string;
  name: string;
  major: boolean;
  /** The other tradition's day under the visitor's Ekadashi emphasis: shown after the others, muted. */
  secondary: boolean;
  /** The main observance window, when the rule has one and it is this day's. */
  muhurat: string | null;
  /** A multi-day observance on a later day: which day of how many (Navratri, day 5 of 9). */
  dayOf: { day: number; days: number } | null;
}

/**
 * The festivals of the day, the emphasised ones first (lib/conventions/emphasis.ts),
 * then in the order they begin (the engine's), each with its emoji and main
 * window. A multi-day observance is listed on each day it runs, but its
 * window (Ghatasthapana) belongs to its first day: later days show which day
 * of the observance they are instead.
 */
export function festivalBannerView(events: readonly { event: FestivalEvent<number>; secondary: boolean }[], f: ViewFrame): FestivalBannerItem[] {
  const days = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
  return events.map(({ event: e, secondary }) => {
    const later = e.date !== f.date;
    return {
      id: e.id,
      slug: e.slug,
      emoji: e.emoji,
      name: later ? f.names.festivalObservance(e.slug) : f.names.festival(e.slug, e),
      major: e.significance === 'high',
      secondary,
      muhurat: e.muhurat && !later ? rangeLabel(e.muhurat.start, e.muhurat.end, f.tz, f.date, f.locale, f.clock) : null,
      dayOf: later && e.endDate ? { day: days(e.date, f.date), days: days(e.date, e.endDate) } : null,
    };
  });
}

export interface PanchangDayView {
  festivals: FestivalBannerItem[];
  eclipses: EclipseBannerItem[];
  panchang: PanchangCardView;
  timings: TimingsCardView;
  extras: DayExtrasView;
  /** The "Regional dates" row: the date in the regional solar calendars and the regional lunar years. */
  regional: RegionalDatesView;
  /** The nine grahas at sunrise (lib/view/grahas.ts). */
  planets: PlanetsCardView;
}
