/**
 * What each page type's share card says, built from the view model the page
 * itself renders (lib/view) and the site's messages: no second computation
 * of any Panchang value. Each builder returns a CardSpec (spec.ts) that
 * render.ts draws. A card is its page's `opengraph-image` (app/_pages), a
 * function of the page's path, so nothing here reads the clock: where a page
 * highlights "now" (Choghadiya, Hora, Lagna), the card lists the day's
 * periods from sunrise instead and says so.
 */
import type { Locale } from '@/i18n/routing';
import { getCityBySlug } from '@/lib/cities';
import { resolveFestivalPage } from '@/lib/festivals/pages';
import { namesFor } from '@/lib/names/names';
import { shubhNamesFor } from '@/lib/names/shubh';
import { cityDisplayName } from '@/lib/selection/params';
import { formatDate } from '@/lib/format/date';
import { translator, type Translate } from '@/lib/i18n/translate';
import { DEFAULT_CITY_SLUG, SITE_URL } from '@/lib/site';
import { isTool, type ToolKey } from '@/lib/tools';
import type { PageRoute } from '@/lib/urls';
import type { EclipseCardView, EclipseDetailView } from '@/lib/view/eclipses';
import type { FestivalChoiceView, FestivalDetailView, OccurrenceView } from '@/lib/view/festival-detail';
import type { FestivalMonthView, FestivalRow, ObservanceListView } from '@/lib/view/festivals';
import type { GrahaEventRow, GrahaHubRow, GrahaRow, GrahaYearView, TransitView } from '@/lib/view/grahas';
import type { NakshatraFinderView } from '@/lib/view/finders';
import type { NakshatraListView, TithiListView } from '@/lib/view/limb-lists';
import type { MonthView } from '@/lib/view/month';
import type { Badge, PanchangDayView, SegmentRow } from '@/lib/view/panchang';
import type { PitruPakshaView } from '@/lib/view/pitru-paksha';
import type { ShubhDetailView, ShubhHubView, ShubhYearView } from '@/lib/view/shubh';
import type { VratSheetView } from '@/lib/view/print-sheets';
import type { ChoghadiyaView, HoraView, LagnaView, MuhuratTableView, WindowWeekView } from '@/lib/view/timings';
import { isSolarCalendar, solarMonthNumber } from '@/lib/view/regional';
import type { DoGhatiView, GowriView } from '@/lib/view/daily-muhurtas';
import type { MuhuratQuality } from '@/engine';
import type { CardBrand, CardFact, CardRow, CardSpec, Tone } from './spec';

/** The site's name, tagline and public host (from SITE_URL) as every card shows them. */
export function cardBrand(locale: Locale): CardBrand {
  const t = translator(locale);
  return { name: t('site.name'), tagline: t('site.tagline'), host: new URL(SITE_URL).host };
}

/** What every tool card knows besides its view model: the language, the page type, the city's display name and the date. */
export interface ToolCardFrame {
  locale: Locale;
  tool: ToolKey;
  city: string;
  /** `yyyy-MM-dd`. */
  date: string;
}

function head(f: ToolCardFrame, t: Translate): Pick<CardSpec, 'locale' | 'kicker' | 'title' | 'subtitle'> {
  return { locale: f.locale, kicker: t(`tools.${f.tool}.label`), title: f.city, subtitle: formatDate(f.date, f.locale, 'full') };
}



function badgeText(b: Badge, t: Translate): string {
  switch (b.kind) {
    case 'till':
      return t('panchangCard.till', { time: b.time });
    case 'allDay':
      return t('panchangCard.allDay');
    case 'fullNight':
      return t('panchangCard.fullNight');
  }
}

/** A limb at sunrise: its first segment (segments start at or before sunrise), with how long it lasts. */
const limbFact = (label: string, rows: readonly SegmentRow[], t: Translate): CardFact => ({
  label,
  value: rows[0].name,
  note: badgeText(rows[0].badge, t),
});

/**
 * The day pages (Panchang, Tithi Today): the tithi and nakshatra at sunrise
 * with their end times, sunrise and sunset, and the day's festivals.
 */
export function dayCard(vm: PanchangDayView, f: ToolCardFrame): CardSpec {
  const t = translator(f.locale);
  const p = vm.panchang;
  return {
    ...head(f, t),
    body: {
      kind: 'facts',
      facts: [
        limbFact(t('panchangCard.tithi'), p.limbs.tithi, t),
        limbFact(t('panchangCard.nakshatra'), p.limbs.nakshatra, t),
        { label: t('panchangCard.sunrise'), value: p.sunrise ?? t('panchangCard.noSunrise') },
        { label: t('panchangCard.sunset'), value: p.sunset ?? t('panchangCard.noSunset') },
      ],
    },
    strip: vm.festivals.length > 0 ? t('shareCard.festivals', { names: vm.festivals.map((x) => x.name).join(', ') }) : undefined,
  };
}

/** The monthly page: the selected day as on the day card, and the lunar months the Gregorian month spans. */
export function monthCard(day: PanchangDayView, month: MonthView, f: ToolCardFrame): CardSpec {
  const t = translator(f.locale);
  return { ...dayCard(day, f), strip: t('shareCard.month', { month: month.title, lunarMonths: month.lunarMonths }) };
}

/** The windows a muhurat card lists (the headline ones; the page lists every window). */
const CARD_WINDOWS = new Set(['brahma', 'abhijit', 'vijaya', 'godhuli', 'amrit_kalam', 'rahu_kaal', 'yamaganda', 'gulika', 'durmuhurta']);

const muhuratTone = (quality: 'auspicious' | 'inauspicious'): Tone => (quality === 'auspicious' ? 'good' : 'bad');

/** /muhurat and /muhurat/today: the day's headline windows in order of start. */
export function muhuratCard(vm: MuhuratTableView, f: ToolCardFrame): CardSpec {
  const t = translator(f.locale);
  const rows: CardRow[] = vm.windows.filter((w) => CARD_WINDOWS.has(w.type)).map((w) => ({ name: w.name, value: w.range, tone: muhuratTone(w.quality) }));
  return { ...head(f, t), body: { kind: 'rows', caption: vm.noSunrise ? t('timingsCard.noSunrise') : t('shareCard.mainWindows'), rows } };
}

/** Rahu Kaal and Abhijit: the day's window large with its length, and its companion windows. */
export function windowCard(vm: WindowWeekView, window: 'rahu_kaal' | 'abhijit', f: ToolCardFrame): CardSpec {
  const t = translator(f.locale);
  const page = window === 'rahu_kaal' ? 'rahuKaalPage' : 'abhijitPage';
  const none = vm.none === 'noAbhijit' ? t('timingsCard.noAbhijit') : t('timingsCard.none');
  return {
    ...head(f, t),
    body: {
      kind: 'window',
      label: t(`names.muhurat.${window}`),
      value: vm.main ? vm.main.range : none,
      tone: vm.inauspicious ? 'bad' : 'good',
      note: vm.main ? t(`${page}.duration`, { minutes: vm.main.minutes }) : undefined,
      rows: vm.others.map((o) => ({ name: o.name, value: o.range, tone: vm.inauspicious ? 'bad' : 'good' })),
    },
  };
}

const CHOGHADIYA_TONE: Record<string, Tone> = { good: 'good', bad: 'bad', neutral: 'plain' };

/** Choghadiya: the eight day periods (the page also has the night's and highlights the current one). */
export function choghadiyaCard(vm: ChoghadiyaView, f: ToolCardFrame): CardSpec {
  const t = translator(f.locale);
  return {
    ...head(f, t),
    body: { kind: 'rows', caption: t('shareCard.dayChoghadiyas'), rows: vm.day.map((c) => ({ name: c.name, value: c.range, tone: CHOGHADIYA_TONE[c.quality] })) },
  };
}

const MUHURTA_TONE: Record<MuhuratQuality, Tone> = { auspicious: 'good', inauspicious: 'bad' };

/** Gowri Panchangam: the eight day parts from sunrise (the page also has the night's). */
export function gowriCard(vm: GowriView, f: ToolCardFrame): CardSpec {
  const t = translator(f.locale);
  return { ...head(f, t), body: { kind: 'rows', caption: t('shareCard.dayGowris'), rows: vm.day.map((g) => ({ name: g.name, value: g.range, tone: MUHURTA_TONE[g.quality] })) } };
}

/** Do Ghati: the fifteen day muhurtas from sunrise, the weekday's Durmuhurta bad whatever its nature (the page also has the night's). */
export function doGhatiCard(vm: DoGhatiView, f: ToolCardFrame): CardSpec {
  const t = translator(f.locale);
  return { ...head(f, t), body: { kind: 'rows', caption: t('shareCard.dayMuhurtas'), rows: vm.day.map((m) => ({ name: m.name, value: m.range, tone: MUHURTA_TONE[m.quality] })) } };
}

/** Hora: the twelve day horas with their lords. */
export function horaCard(vm: HoraView, f: ToolCardFrame): CardSpec {
  const t = translator(f.locale);
  return { ...head(f, t), body: { kind: 'rows', caption: t('shareCard.dayHoras'), rows: vm.day.map((h) => ({ name: h.lord, value: h.range, tone: 'plain' })) } };
}

/** Lagna and the astrology hub: the day's lagna table (the sign rising "now" depends on the clock, so it stays on the page). */
export function lagnaCard(vm: LagnaView, f: ToolCardFrame): CardSpec {
  const t = translator(f.locale);
  return {
    ...head(f, t),
    body: {
      kind: 'rows',
      caption: t('shareCard.lagnas', { span: vm.span }),
      rows: vm.rows.map((r) => ({ name: r.name, value: r.range, tone: 'plain' })),
    },
  };
}

/** The tithi explainer: the tithi at sunrise, and the next Purnima and Amavasya. */
export function tithiListCard(vm: TithiListView, f: ToolCardFrame): CardSpec {
  const t = translator(f.locale);
  const next = (n: 15 | 30): CardFact => {
    const row = vm.rows[n - 1];
    return { label: t('shareCard.nextTithi', { tithi: row.name }), value: row.next?.dateLabel ?? '–', note: row.next?.range };
  };
  const facts = [limbFact(t('panchangCard.tithi'), vm.today, t)];
  if (vm.today[1]) facts.push(limbFact(t('panchangCard.tithi'), vm.today.slice(1), t));
  return { ...head(f, t), body: { kind: 'facts', facts: [...facts, next(15), next(30)] } };
}

/** The nakshatra explainer: the nakshatra at sunrise with its lord, and the one after it. */
export function nakshatraListCard(vm: NakshatraListView, f: ToolCardFrame): CardSpec {
  const t = translator(f.locale);
  const current = vm.rows[vm.current - 1];
  const facts = [limbFact(t('panchangCard.nakshatra'), vm.today, t), { label: t('shareCard.nakshatraLord', { nakshatra: current.name }), value: current.lord }];
  if (vm.today[1]) facts.push(limbFact(t('panchangCard.nakshatra'), vm.today.slice(1), t));
  return { ...head(f, t), body: { kind: 'facts', facts } };
}

/** The nakshatra finder: the chosen nakshatra's periods (the first of them), or what the finder does when none is chosen. */
export function nakshatraFinderCard(vm: NakshatraFinderView, f: ToolCardFrame): CardSpec {
  const t = translator(f.locale);
  const h = head(f, t);
  if (!vm.result) return { ...h, body: { kind: 'text', text: t('tools.nakshatraFinder.blurb') } };
  const r = vm.result;
  return {
    ...h,
    title: r.name,
    subtitle: f.city,
    body: {
      kind: 'rows',
      caption: t('shareCard.periods', { count: r.periods.length, range: r.range }),
      rows: r.periods.map((p) => ({ name: p.dateLabel, value: `${p.start} – ${p.end}`, tone: 'plain' })),
    },
  };
}

const RANK = { high: 0, medium: 1, low: 2 } as const;
/** How many of the month’s events its card names (two columns of four). */
const MONTH_CARD_EVENTS = 8;
/** How many dates of a year list its card names (one column, so names as long as Papmochani Ekadashi stay whole). */
const LIST_CARD_DATES = 4;

/**
 * The month's own events: a Vaishnava or vrat day repeats its main event
 * (the page lists both), so the card counts and names the main one.
 */
const ownRows = (rows: readonly FestivalRow[]) => rows.filter((r) => r.mark === null);

/**
 * The festival calendar (`/festivals`, `/festivals/{year}/{month}/{city}`):
 * the city, the month and the month's main events with their dates, the
 * most significant first chosen (the rule table's significance; the
 * earlier of equals), then shown in date order. With a type filter, the
 * month's events of that type.
 */
export function festivalMonthCard(vm: FestivalMonthView, f: ToolCardFrame): CardSpec {
  const t = translator(f.locale);
  const subtitle = vm.filter === 'all' ? vm.title : `${vm.title} · ${t(`festivalsPage.filters.${vm.filter}`)}`;
  const head = { locale: f.locale, kicker: t('tools.festivals.label'), title: f.city, subtitle };
  const rows = ownRows(vm.rows);
  if (rows.length === 0) return { ...head, body: { kind: 'text', text: t('festivalsPage.none', { month: vm.title }) } };
  const main = rows
    .map((r, i) => ({ r, i }))
    .sort((a, b) => RANK[a.r.significance] - RANK[b.r.significance] || a.i - b.i)
    .slice(0, MONTH_CARD_EVENTS)
    .sort((a, b) => a.i - b.i)
    .map(({ r }) => r);
  const count = t('festivalsPage.listCount', { count: rows.length });
  return {
    ...head,
    body: {
      kind: 'rows',
      caption: `${vm.filter === 'all' ? t('shareCard.mainFestivals') : t(`festivalsPage.filters.${vm.filter}`)} · ${count}`,
      rows: main.map((r) => ({ name: r.name, value: r.dateLabel, tone: 'plain' })),
    },
  };
}

/**
 * A year list (`/festivals/ekadashi` ...): its title and year, the city and
 * how many there are, and the dates from the card's date on (today's in the
 * current year, January 1st otherwise: the year's first); when none is
 * left, the year's last ones.
 */
export function observanceListCard(vm: ObservanceListView, f: ToolCardFrame): CardSpec {
  const t = translator(f.locale);
  const head = {
    locale: f.locale,
    kicker: t('tools.festivals.label'),
    title: t('festivalDetail.heading', { name: t(`tools.${vm.type}.label`), year: vm.year }),
    subtitle: `${t(`festivalLists.${vm.type}.heading`, { count: vm.count, year: vm.year })} · ${f.city}`,
  };
  if (vm.rows.length === 0) return { ...head, body: { kind: 'text', text: t('festivalLists.none', { year: vm.year }) } };
  const fromStart = f.date === `${vm.year}-01-01`;
  const ahead = vm.rows.filter((r) => r.row.date >= f.date);
  const shown = ahead.length > 0 ? ahead.slice(0, LIST_CARD_DATES) : vm.rows.slice(-LIST_CARD_DATES);
  const caption =
    ahead.length === 0
      ? t('shareCard.lastDates', { year: vm.year })
      : fromStart
        ? t('shareCard.firstDates', { year: vm.year })
        : t('shareCard.nextDates', { date: formatDate(f.date, f.locale, 'long') });
  return {
    ...head,
    body: { kind: 'rows', caption, rows: shown.map(({ row }) => ({ name: row.name, value: `${row.weekday}, ${row.dateLabel}`, tone: 'plain' })) },
  };
}

/** The year sheet of vrats and festivals (`/print/vrats/{year}/{city}`): its title, the city and the rule that chose its dates. */
export function vratSheetCard(vm: VratSheetView, locale: Locale, city: string): CardSpec {
  const t = translator(locale);
  return {
    locale,
    kicker: t('tools.festivals.label'),
    title: city,
    subtitle: t('printSheets.vrats.heading', { year: vm.year, city }),
    body: { kind: 'text', text: t('printSheets.vrats.rule', { count: vm.count }) },
  };
}

/** Pages whose card is their title and description (messages `<namespace>.meta.*`); home's is the site card. */
export const CARD_PAGES = ['home', 'about', 'faqPage', 'privacy', 'terms', 'stats', 'blog', 'developers', 'search', 'siteMap', 'anniversary', 'embed'] as const;
export type CardPage = (typeof CARD_PAGES)[number];

/** A page that is not about a day (a list, a legal page): its title and description under the site's name. */
function textCard(locale: Locale, kicker: string, title: string, description: string): CardSpec {
  return { locale, kicker, title, body: { kind: 'text', text: description } };
}

/** The site card: home, and any page without a card of its own. */
export function siteCard(locale: Locale): CardSpec {
  const t = translator(locale);
  return textCard(locale, t('site.tagline'), t('site.name'), t('site.description'));
}

/** Home (the site card) and the pages whose card is their title and description (`<namespace>.meta.*`). */
export function staticPageCard(locale: Locale, page: CardPage): CardSpec {
  if (page === 'home') return siteCard(locale);
  const t = translator(locale);
  return textCard(locale, t('site.tagline'), t(`${page}.meta.title`), t(`${page}.meta.description`));
}

export function staticPageAlt(locale: Locale, page: CardPage): string {
  const t = translator(locale);
  return page === 'home' ? t('site.name') : t(`${page}.meta.title`);
}

/** A Knowledge Hub article: its title and description, under the hub's name and the article's category. */
export function articleCard(locale: Locale, a: { title: string; description: string; category: string }): CardSpec {
  const t = translator(locale);
  return textCard(locale, `${t('blog.title')} · ${t(`blog.categories.${a.category}`)}`, a.title, a.description);
}

/** A Knowledge Hub category: its name and introduction. */
export function categoryCard(locale: Locale, category: string): CardSpec {
  const t = translator(locale);
  return textCard(locale, t('blog.title'), t(`blog.categories.${category}`), t(`blog.categoryIntro.${category}`));
}

export function categoryAlt(locale: Locale, category: string): string {
  const t = translator(locale);
  return `${t('blog.title')}: ${t(`blog.categories.${category}`)}`;
}

/** What a year page's card knows besides its view model: the language, the city's display name and the year. */
export interface YearCardFrame {
  locale: Locale;
  city: string;
  year: number;
}

/** The alt text of a year page's card: the page type, city and year. */

/** /festivals/grahan: the year's eclipses with their dates, and their times here or that they are not seen here. */
export function grahanCard(list: readonly EclipseCardView[], f: YearCardFrame): CardSpec {
  const t = translator(f.locale);
  const head = { locale: f.locale, kicker: t('tools.grahan.label'), title: f.city, subtitle: String(f.year) };
  if (list.length === 0) return { ...head, body: { kind: 'text', text: t('grahanPage.none') } };
  return {
    ...head,
    body: {
      kind: 'rows',
      caption: t('grahanPage.heading', { year: f.year, city: f.city }),
      rows: list.map((e) => ({
        name: `${formatDate(e.date, f.locale, 'medium')} · ${e.title}`,
        value: e.localRange ?? t('grahanPage.notVisible', { city: f.city }),
        // Seen here, its Sutak and times are kept: marked as the day pages mark an inauspicious period.
        tone: e.visible ? 'bad' : 'plain',
      })),
    },
  };
}

/** One eclipse: whether and when it is seen here, its Sutak, magnitude and duration. */
export function eclipseCard(e: EclipseDetailView, f: YearCardFrame): CardSpec {
  const t = translator(f.locale);
  const rows: CardRow[] = [
    { name: t('grahanPage.magnitude'), value: e.magnitude, tone: 'plain' },
    ...(e.obscuration ? [{ name: t('grahanPage.obscuration'), value: e.obscuration, tone: 'plain' as const }] : []),
    ...(e.duration ? [{ name: t('grahanPage.duration'), value: t('grahanPage.durationValue', e.duration), tone: 'plain' as const }] : []),
  ];
  return {
    locale: f.locale,
    kicker: t('tools.grahan.label'),
    title: e.title,
    subtitle: e.dateLabel,
    body: {
      kind: 'window',
      label: e.visible ? t('grahanPage.visible', { city: f.city }) : t('grahanPage.notVisible', { city: f.city }),
      value: e.localRange ?? t('grahanPage.globalTimes', { range: e.globalRange }),
      tone: e.visible ? 'bad' : 'plain',
      note: e.sutak ? `${t('grahanPage.sutak')}: ${e.sutak}` : e.noSutak === 'penumbral' ? t('grahanPage.noSutakPenumbral') : t('grahanPage.noSutakInvisible'),
      rows,
    },
  };
}


/** /festivals/pitru-paksha: the span of the fortnight, and Sarva Pitru Amavasya's date with its Kutup, Rohina and Aparahna. */
export function pitruPakshaCard(vm: PitruPakshaView, f: YearCardFrame): CardSpec {
  const t = translator(f.locale);
  const head = { locale: f.locale, kicker: t('tools.pitruPaksha.label'), title: f.city };
  // Tithi 30: the Amavasya Shraddha, Sarva Pitru Amavasya, which closes the fortnight.
  const amavasya = vm.rows.find((r) => r.tithi === 30);
  if (!vm.start || !vm.end || !amavasya) return { ...head, subtitle: String(f.year), body: { kind: 'text', text: t('pitruPakshaPage.none') } };
  const windows: [string, string | null][] = [
    [t('pitruPakshaPage.kutup'), amavasya.kutup],
    [t('pitruPakshaPage.rohina'), amavasya.rohina],
    [t('pitruPakshaPage.aparahna'), amavasya.aparahna],
  ];
  return {
    ...head,
    subtitle: t('pitruPakshaPage.range', { start: vm.start, end: vm.end }),
    body: {
      kind: 'window',
      label: amavasya.name,
      value: amavasya.dateLabel,
      tone: 'plain',
      note: t('pitruPakshaPage.tithiSpan', { range: amavasya.tithiRange }),
      rows: windows.filter((w): w is [string, string] => w[1] !== null).map(([name, value]) => ({ name, value, tone: 'plain' })),
    },
  };
}

/** The page's facts of one date: the tithi with its span, the main window, the month, the last day; other timings fill the rest. */
function occurrenceFacts(o: OccurrenceView, t: Translate): CardFact[] {
  const main = o.timings.find((r) => r.main);
  const facts: CardFact[] = [
    ...(o.tithi ? [{ label: t('festivalDetail.facts.tithi'), value: o.tithi.name, note: `${o.tithi.start} – ${o.tithi.end}` }] : []),
    ...(main ? [{ label: main.label, value: main.value }] : []),
    ...(o.masa ? [{ label: t('festivalDetail.facts.purnimanta'), value: o.masa.purnimanta, note: o.paksha ?? undefined }] : []),
    ...(o.endDateLabel ? [{ label: t('festivalDetail.facts.until'), value: o.endDateLabel }] : []),
  ];
  for (const r of o.timings) if (!r.main && facts.length < 4) facts.push({ label: r.label, value: r.value });
  return facts.slice(0, 4);
}

/**
 * How many dates a rows card lists before "and N more": 12 in two columns;
 * 4 in one column when a value is too long for half the card (a Nishita
 * window past midnight carries its date at both ends), so it is not cut.
 */
const MAX_DATE_ROWS = 12;
const MAX_WIDE_ROWS = 4;
const HALF_WIDTH_CHARS = 20;

/**
 * A festival detail page: the event's name and year in the page's language;
 * one date: its weekday, tithi, main window and month; several dates (a
 * weekday Pradosh, a monthly vrat): each date with its main window or tithi;
 * none: why, as the page says it.
 */
export function festivalDetailCard(v: FestivalDetailView, locale: Locale): CardSpec {
  const t = translator(locale);
  const head = { locale, kicker: v.typeName, title: t('festivalDetail.heading', { name: v.name, year: v.year }) };
  const [first] = v.occurrences;
  if (!first) {
    const text =
      v.absence?.kind === 'sameDay'
        ? `${t('festivalDetail.absence.sameDay', { year: v.year, name: v.name, main: v.absence.main.name })} ${v.absence.main.date}`
        : t('festivalDetail.absence.notThisYear', { year: v.year, name: v.name, city: v.cityName });
    return { ...head, subtitle: v.cityName, body: { kind: 'text', text } };
  }
  if (v.occurrences.length === 1) {
    return { ...head, subtitle: `${first.weekday}, ${first.dateLabel} · ${v.cityName}`, body: { kind: 'facts', facts: occurrenceFacts(first, t) } };
  }
  // Each date's main window, else its first timing (Sankashti: moonrise), else its tithi: the same kind on every row.
  const lead = first.timings.find((r) => r.main) ?? first.timings[0];
  const rows: CardRow[] = v.occurrences.map((o) => ({
    name: `${formatDate(o.date, locale, 'medium')}, ${o.weekday}`,
    value: (lead ? o.timings.find((r) => r.key === lead.key)?.value : undefined) ?? o.tithi?.name ?? '',
    tone: 'plain',
  }));
  const max = rows.some((r) => r.value.length > HALF_WIDTH_CHARS) ? MAX_WIDE_ROWS : MAX_DATE_ROWS;
  const shown = rows.length > max ? [...rows.slice(0, max - 1), { name: t('shareCard.moreDates', { count: rows.length - max + 1 }), value: '', tone: 'plain' as const }] : rows;
  return {
    ...head,
    subtitle: `${t('festivalDetail.datesCount', { count: v.occurrences.length, year: v.year })} · ${v.cityName}`,
    body: { kind: 'rows', caption: lead ? lead.label : t('festivalDetail.facts.tithi'), rows: shown },
  };
}

/** A name several events share (Putrada Ekadashi): each of them with its dates in the year. */
export function festivalChoiceCard(v: FestivalChoiceView, locale: Locale, city: string): CardSpec {
  const t = translator(locale);
  return {
    locale,
    kicker: t('festivalDetail.choice.heading', { year: v.year }),
    title: v.names.join(' / '),
    body: {
      kind: 'rows',
      caption: t('festivalDetail.choice.intro', { year: v.year, city }),
      rows: v.options.map((o) => ({
        name: o.name,
        value: o.dates.length > 0 ? o.dates.map((d) => d.date).join(', ') : t('festivalDetail.choice.none', { year: v.year }),
        tone: 'plain',
      })),
    },
  };
}

// ---------------------------------------------------------------------------
// Shubh Muhurat (#28): the hub, a kind's year, one date.

/** Dates a kind's year card lists: their windows are long, one row each. */
const SHUBH_CARD_DATES = 6;

/** /muhurat/shubh: each kind's next date from the card's date (the page's day). */
export function shubhHubCard(vm: ShubhHubView, f: ToolCardFrame): CardSpec {
  const t = translator(f.locale);
  return {
    ...head(f, t),
    body: {
      kind: 'rows',
      caption: t('shareCard.nextDates', { date: formatDate(f.date, f.locale, 'long') }),
      rows: vm.kinds.map((k) => ({ name: k.name, value: k.next ? formatDate(k.next.date, f.locale, 'medium') : t('shubhPage.hub.noneShort', { year: vm.year }), tone: k.next ? 'good' : 'plain' })),
    },
  };
}

/**
 * A kind's year: how many dates at the city, and its dates from the card's
 * date on (today's in the current year, January 1st otherwise) with their
 * first window; when none is left, the year's last ones.
 */
export function shubhYearCard(vm: ShubhYearView, f: YearCardFrame & { date: string }): CardSpec {
  const t = translator(f.locale);
  const head = {
    locale: f.locale,
    kicker: t('tools.shubhMuhurat.label'),
    title: t('shubhPage.yearCrumb', { kind: vm.name, year: vm.year }),
    subtitle: `${t('shubhPage.hub.count', { count: vm.count, year: vm.year })} · ${f.city}`,
  };
  const dates = vm.months.flatMap((m) => m.dates);
  if (dates.length === 0) return { ...head, body: { kind: 'text', text: t('shubhPage.yearNone', { year: vm.year }) } };
  const ahead = dates.filter((d) => d.date >= f.date);
  const shown = ahead.length > 0 ? ahead.slice(0, SHUBH_CARD_DATES) : dates.slice(-SHUBH_CARD_DATES);
  const caption =
    ahead.length === 0
      ? t('shareCard.lastDates', { year: vm.year })
      : f.date === `${vm.year}-01-01`
        ? t('shareCard.firstDates', { year: vm.year })
        : t('shareCard.nextDates', { date: formatDate(f.date, f.locale, 'long') });
  return {
    ...head,
    body: { kind: 'rows', caption, rows: shown.map((d) => ({ name: `${formatDate(d.date, f.locale, 'medium')} · ${d.gradeName}`, value: d.windows[0], tone: 'good' })) },
  };
}

/** One date of a kind: its first window large, its grade and span, the other windows; a date without one says what ruled it out. */
export function shubhDetailCard(vm: ShubhDetailView, f: { locale: Locale; city: string }): CardSpec {
  const t = translator(f.locale);
  const head = { locale: f.locale, kicker: t('tools.shubhMuhurat.label'), title: vm.kindName, subtitle: `${vm.dateLabel} · ${f.city}` };
  if (!vm.listed) {
    return {
      ...head,
      body: { kind: 'window', label: t('shubhPage.failedTitle'), value: vm.noWindows ?? '', tone: 'bad', rows: vm.failed.slice(0, 4).map((c) => ({ name: c.text, value: c.range ?? '', tone: 'bad' })) },
    };
  }
  const [first, ...more] = vm.windows;
  const limbs: CardRow[] = [
    ...vm.tithis.map((name) => ({ name: t('shubhPage.tithi'), value: name, tone: 'plain' as const })),
    ...vm.nakshatras.map((name) => ({ name: t('shubhPage.nakshatra'), value: name, tone: 'plain' as const })),
  ];
  return {
    ...head,
    body: {
      kind: 'window',
      label: t('shubhPage.windowsTitle'),
      value: first,
      tone: 'good',
      note: `${vm.gradeName} · ${vm.duration}`,
      rows: [...more.map((w) => ({ name: t('shubhPage.windowsTitle'), value: w, tone: 'good' as const })), ...limbs].slice(0, 4),
    },
  };
}

/** A graha as a card row: its name with its marks, and its rashi and degree. */
const grahaCardRow = (r: GrahaRow): CardRow => ({ name: [r.name, ...r.marks].join(' '), value: `${r.rashi} ${r.degree}`, tone: 'plain' });

/** /grahas: the nine grahas now, each with its rashi and degree, retrograde and combust marked. */
export function grahasHubCard(rows: readonly GrahaHubRow[], asOf: string, f: ToolCardFrame): CardSpec {
  const t = translator(f.locale);
  return { locale: f.locale, kicker: t('tools.grahas.label'), title: f.city, subtitle: asOf, body: { kind: 'rows', caption: t('grahasPage.nowTitle'), rows: rows.map(grahaCardRow) } };
}

/** The kinds a planet's year card lists: its sign changes, stations and combustion, not its nakshatra changes (the Moon has ~360). */
const YEAR_CARD_KINDS = new Set<GrahaEventRow['kind']>(['rashi', 'retrograde', 'direct', 'asta', 'uday']);

/** /grahas/{planet}/{year}: the year's sign changes, stations and combustion, with their dates and times at the city. */
export function grahaYearCard(v: GrahaYearView, f: YearCardFrame): CardSpec {
  const t = translator(f.locale);
  const rows: CardRow[] = v.events.filter((e) => YEAR_CARD_KINDS.has(e.kind)).map((e) => ({ name: e.title, value: e.when, tone: 'plain' }));
  return {
    locale: f.locale,
    kicker: t('tools.grahas.label'),
    title: t('grahasPage.year.heading', { planet: v.planet, year: v.year }),
    subtitle: f.city,
    body: rows.length > 0 ? { kind: 'rows', caption: t('grahasPage.year.eventsTitle', { year: v.year }), rows } : { kind: 'text', text: t('grahasPage.year.none') },
  };
}

/** /grahas/{planet}/{year}/{rashi}: the transit's first crossing large, under its ayanamsa, with the other crossings and the move on. */
export function grahaTransitCard(v: TransitView, f: YearCardFrame): CardSpec {
  const t = translator(f.locale);
  const [first, ...more] = v.crossings;
  const rows: CardRow[] = [
    ...more.map((c) => ({ name: c.title, value: c.when, tone: 'plain' as const })),
    ...(v.leaves ? [{ name: t('grahasPage.transit.leaves'), value: v.leaves.when, tone: 'plain' as const }] : []),
  ];
  return {
    locale: f.locale,
    kicker: t('tools.grahas.label'),
    title: `${v.title} ${f.year}`,
    subtitle: f.city,
    body: { kind: 'window', label: t('grahasPage.transit.whenTitle'), value: first.when, tone: 'plain', note: t('grahasPage.year.models', { ayanamsa: v.ayanamsa }), rows },
  };
}

/** The print sheets' names (messages), for their cards' alt text. */
const PRINT_SHEET_NAMES: Partial<Record<PageRoute['key'], string>> = { printEkadashi: 'printSheets.ekadashi.name', printVrats: 'printSheets.vrats.name' };

/**
 * A computed page's card's alt text from its path alone (lib/urls): the page
 * type, the city and the day, month or year it names ("today" when it names
 * none). Next asks for the alt text of every segment's card on every render
 * of a page (the page's own wins), so it reads no clock and computes nothing.
 */
export function pathCardAlt(locale: Locale, route: PageRoute): string {
  const t = translator(locale);
  const p = route.params;
  const slug = p.city ?? DEFAULT_CITY_SLUG;
  const found = getCityBySlug(slug);
  const city = found ? cityDisplayName(found, locale) : slug;
  if (route.key === 'festivalDetail') {
    const req = resolveFestivalPage(p.festivalType ?? '', p.festival ?? '');
    const names = namesFor(locale);
    const name = req?.kind === 'choice' ? req.slugs.map((s) => names.festival(s)).join(' / ') : req ? names.festival(req.slug) : (p.festival ?? '');
    return `${t('festivalDetail.heading', { name, year: req?.year ?? Number((p.festival ?? '').slice(-4)) })}, ${city}`;
  }
  if (route.key === 'regionalCalendars') return t('regionalPages.index.heading');
  if (route.key === 'regionalMonth' && isSolarCalendar(p.region)) {
    const calendar = t('regionalPages.cardKicker', { calendar: namesFor(locale).regionalCalendar(p.region) });
    const named = p.regionMonth && solarMonthNumber(p.region, p.regionMonth.month) !== null ? p.regionMonth : null;
    const month = named ? `${namesFor(locale).regionalMonth(p.region, named.month)} ${named.year}` : t('pickers.today');
    return t('shareCard.alt', { page: calendar, city, date: month });
  }
  if (route.key === 'grahaYear' || route.key === 'grahaTransit') {
    const names = namesFor(locale);
    const heading = t('grahasPage.year.heading', { planet: p.planet ? names.planet(p.planet) : '', year: p.year ?? '' });
    return [heading, ...(p.rashi !== undefined ? [names.rashi(p.rashi)] : []), city].join(', ');
  }
  if (route.key === 'eclipse') return t('shareCard.alt', { page: t('tools.grahan.label'), city, date: p.eclipse ? formatDate(p.eclipse.slice(-10), locale, 'long') : String(p.year) });
  if ((route.key === 'shubhYear' || route.key === 'shubhDetail') && p.shubhKind) {
    const page = shubhNamesFor(locale).kind(p.shubhKind);
    return t('shareCard.alt', { page, city, date: p.date ? formatDate(p.date, locale, 'long') : p.year !== undefined ? String(p.year) : t('pickers.today') });
  }
  const sheet = PRINT_SHEET_NAMES[route.key];
  const page = isTool(route.key) ? t(`tools.${route.key}.label`) : route.key === 'festivalMonth' ? t('tools.festivals.label') : sheet ? t(sheet) : t('site.name');
  const date = p.date ? formatDate(p.date, locale, 'long') : p.month ? formatDate(`${p.month}-01`, locale, 'monthYear') : p.year !== undefined ? String(p.year) : p.years ? `${p.years.from}–${p.years.to}` : t('pickers.today');
  return t('shareCard.alt', { page, city, date });
}
