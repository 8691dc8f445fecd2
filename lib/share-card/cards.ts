/**
 * What each page type's share card says, built from the view model the page
 * itself renders (lib/view) and the site's messages: no second computation
 * of any Panchang value. Each builder returns a CardSpec (spec.ts) that
 * render.ts draws. Cards are a function of their URL, so nothing here reads
 * the clock: where a page highlights "now" (Choghadiya, Hora, Lagna), the
 * card lists the day's periods from sunrise instead and says so.
 */
import { createTranslator } from 'use-intl/core';
import { MESSAGES } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';
import { formatDate } from '@/lib/format/date';
import { SITE_URL } from '@/lib/site';
import type { ToolKey } from '@/lib/tools';
import type { NakshatraFinderView } from '@/lib/view/finders';
import type { NakshatraListView, TithiListView } from '@/lib/view/limb-lists';
import type { MonthView } from '@/lib/view/month';
import type { Badge, PanchangDayView, SegmentRow } from '@/lib/view/panchang';
import type { ChoghadiyaView, HoraView, LagnaView, MuhuratTableView, WindowWeekView } from '@/lib/view/timings';
import type { CardPage } from './keys';
import type { CardBrand, CardFact, CardRow, CardSpec, Tone } from './spec';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** A translator over the whole catalogue of a locale (`t('panchangCard.tithi')`). */
function translator(locale: Locale): Translate {
  return createTranslator({ locale, messages: MESSAGES[locale] }) as unknown as Translate;
}

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

/** The alt text of a tool card: the page type, city and date. */
export function toolCardAlt(f: ToolCardFrame): string {
  const t = translator(f.locale);
  return t('shareCard.alt', { page: t(`tools.${f.tool}.label`), city: f.city, date: formatDate(f.date, f.locale, 'long') });
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

export interface FestivalCardInput {
  locale: Locale;
  /** The festival's display name in `locale`. */
  name: string;
  /** `yyyy-MM-dd`: its date at the city. */
  date: string;
  /** The city's display name in `locale`. */
  city: string;
  /** Its main observance window, when the rule has one (a label such as "Puja muhurat" and a time range). */
  window?: { label: string; range: string };
}

/** A festival page: the festival's name and its date for the city (and its main window when there is one). */
export function festivalCardSpec(input: FestivalCardInput): CardSpec {
  const t = translator(input.locale);
  return {
    locale: input.locale,
    kicker: t('shareCard.festival'),
    title: input.name,
    subtitle: formatDate(input.date, input.locale, 'full'),
    body: input.window
      ? { kind: 'window', label: input.window.label, value: input.window.range, tone: 'good', note: input.city, rows: [] }
      : { kind: 'text', text: t('shareCard.festivalFor', { city: input.city }) },
  };
}

/** The alt text of a festival card. */
export function festivalCardAlt(input: FestivalCardInput): string {
  return translator(input.locale)('shareCard.festivalAlt', { name: input.name, date: formatDate(input.date, input.locale, 'long'), city: input.city });
}
