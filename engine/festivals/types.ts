/**
 * The festival engine's data shapes: the rule rows (rules.ts) and the events
 * it returns, in numbers and keys (slugs, kinds, reason codes with their
 * values; display names live with the site's messages, `festivals.*`).
 * Instants in events are ISO 8601 local strings with offset unless the
 * caller asks for epoch milliseconds; dates are civil local dates YYYY-MM-DD.
 */
import type { SolarCalendarKey } from '../calendar/regional/calendars';
import type { MonthStartChoice } from '../calendar/regional/month-start';
import type { Paksha } from '../limbs/limbs';
import type { Kaal } from './kaal';

export type { Paksha };

/** A tradition whose day an event gives when it differs from the main (Smarta) one. */
export type Tradition = 'vaishnava';
/** What an event is beside the main one of its tithi: the fast ('vrat') kept on its own day. */
export type Observance = 'vrat';

export type FestivalType = 'ekadashi' | 'purnima' | 'amavasya' | 'pradosh' | 'sankranti' | 'vrat' | 'festival';
export type Significance = 'high' | 'medium' | 'low';

/** Lunar months as keys, Chaitra (1) first, spelled as the trusted site prints them (Ashwina, Pausha); rules name their month with them. */
export type MasaName =
  | 'Chaitra'
  | 'Vaishakha'
  | 'Jyeshtha'
  | 'Ashadha'
  | 'Shravana'
  | 'Bhadrapada'
  | 'Ashwina'
  | 'Kartika'
  | 'Margashirsha'
  | 'Pausha'
  | 'Magha'
  | 'Phalguna';

/** The month keys in order: index + 1 is the month number (1 = Chaitra). */
export const MASA_KEYS: readonly MasaName[] = [
  'Chaitra',
  'Vaishakha',
  'Jyeshtha',
  'Ashadha',
  'Shravana',
  'Bhadrapada',
  'Ashwina',
  'Kartika',
  'Margashirsha',
  'Pausha',
  'Magha',
  'Phalguna',
];

/**
 * Which month a rule's tithi must fall in. Rules are written with the North
 * Indian (purnimanta) month, as the issue and the reference name festivals;
 * `amanta` is accepted for rules that are customarily named that way.
 * 'every' repeats the rule in every month (the monthly vrats).
 */
export type MonthSpec = { purnimanta: MasaName } | { amanta: MasaName } | 'every';

/**
 * Adhika (intercalary) months: 'nija' (the default) keeps the rule to
 * ordinary months, 'adhika' only to intercalary ones, 'any' to both.
 */
export type AdhikaSpec = 'nija' | 'adhika' | 'any';

/**
 * When the tithi prevails in the kaal on two days: the first, the second,
 * the one it covers more of, or 'second-if-ghati': the second when the
 * tithi lasts at least one ghati (24 minutes) into the second day's kaal,
 * else the first. The last is Dharmasindhu's test for Lakshmi Puja on
 * Deepavali ("daṇḍaika-rajanī-yoge darśaḥ syāt tu pare 'hani | tadā
 * vihāya pūrvedyuḥ pare 'hni sukharātrikā": when Amavasya touches the
 * next night for one danda, leave the first day and keep Sukharatri on
 * the next), which the trusted site applies to Lakshmi Puja and the rule
 * table to the other evening rites of the Deepavali week (rules.ts).
 */
export type BothDays = 'first' | 'second' | 'more' | 'second-if-ghati';
/**
 * When it prevails on neither day: 'begin' takes the Panchang day in which
 * the tithi begins, 'udaya' the day at whose sunrise it holds (or, if it holds
 * at no sunrise, the day it begins).
 */
export type NeitherDay = 'begin' | 'udaya';

/** Named windows an event may report (see windows.ts). */
export type WindowKind =
  | 'kaal'
  | 'pratah'
  | 'purvahna'
  | 'madhyahna'
  | 'aparahna'
  | 'pradosh'
  | 'nishita'
  | 'arunodaya'
  | 'vijaya'
  | 'abhijit'
  | 'sayahna-sandhya'
  | 'sthir-lagna-puja'
  | 'vrishabha-kaal'
  | 'ghatasthapana'
  | 'abhyang-snan'
  | 'night-prahars'
  | 'thread-ceremony'
  | 'holika-dahan'
  | 'bhadra'
  | 'upavasa'
  | 'sandhi-puja'
  | 'day'
  | 'parana'
  | 'punya-kaal'
  | 'maha-punya-kaal'
  | 'bhadra-puchha'
  | 'bhadra-mukha'
  | 'prahar-1'
  | 'prahar-2'
  | 'prahar-3'
  | 'prahar-4'
  | 'nakshatra';

export type MomentKind =
  | 'moonrise'
  | 'madhyahna-moment'
  | 'sunrise'
  | 'sunset'
  | 'next-sunrise'
  | 'hari-vasara-end'
  | 'dwadashi-end'
  | 'sankranti'
  | 'bhadra-end'
  | 'parana-start';

interface RuleBase {
  slug: string;
  type: FestivalType;
  significance: Significance;
  /** The pictogram the site shows beside the event (language-neutral, so it lives on the row). */
  emoji: string;
  /** Slug of the event that closes a multi-day observance (its date becomes endDate). */
  until?: string;
}

/** A tithi that must prevail in a kaal: most vrats and festivals. */
export interface TithiRule extends RuleBase {
  kind: 'tithi';
  month: MonthSpec;
  adhika?: AdhikaSpec;
  /** 1-15 Shukla (15 Purnima), 16-30 Krishna (30 Amavasya). */
  tithi: number;
  /** The kaal, or kaals tried in order when the tithi prevails in the earlier ones on no day. */
  kaal: Kaal | Kaal[];
  /** For kaal 'sunrise': the tithi must also last this many muhurtas (day/15 each) after sunrise. */
  lastingMuhurtas?: number;
  /** Parts of the kaal that do not count: Bhadra (Vishti karana). */
  exclude?: 'bhadra';
  /**
   * When Bhadra leaves the tithi in the kaal (and its fallbacks) on no day
   * (Holika Dahan): the next day's kaal, after the tithi has ended, if the
   * tithi lasts `nextDayIfLastsPraharas` praharas (quarters of the daytime)
   * into that day and, with `nextTithiGrows`, the following tithi grows
   * (ends later in its day than this one in its own); else the evening the
   * tithi prevails in the kaal under Bhadra, in Bhadra's tail (puchha) when
   * it falls in the night, otherwise in the kaal outside Bhadra's face (mukha).
   */
  bhadraBlocked?: { nextDayIfLastsPraharas: number; nextTithiGrows?: boolean };
  both: BothDays;
  neither: NeitherDay;
  /**
   * Move to the next day when the tithi still lasts `muhurtas` after that
   * day's sunrise and the nakshatra prevails in its kaal (Vijayadashami and
   * Shravana).
   */
  preferNext?: { nakshatra: number; kaal: Kaal; muhurtas: number };
  /** Monthly rules: months in which the event is not listed because a major festival takes its place. */
  skip?: MasaName[];
  /** The window reported as the event's muhurat (default: the kaal while the tithi prevails). */
  muhurat?: WindowKind | null;
  windows?: WindowKind[];
  moments?: MomentKind[];
  /**
   * A second observance of the same tithi under its own kaal, listed as an
   * event of its own when it falls on another day than the rule's (the
   * Purnima vrat at madhyahna beside the udaya Purnima; the Vaishnava
   * Janmashtami at sunrise beside the Smarta one at nishita).
   */
  companion?: Companion;
  /** Per-occurrence slug by the weekday of the date, Sunday first (Pradosh vrats: Soma on Monday, ...). */
  slugByWeekday?: readonly string[];
}

/** A companion observance (TithiRule.companion): its slug, what marks it, and its own kaal test. */
export interface Companion {
  slug: string;
  tradition?: Tradition;
  observance?: Observance;
  kaal: Kaal;
  both: BothDays;
  neither: NeitherDay;
  /** Default: the main row's. */
  emoji?: string;
  significance?: Significance;
  /** Windows and moments reported on the companion's day (default: the main row's). */
  windows?: WindowKind[];
  moments?: MomentKind[];
}

/** The Ekadashi of a month and paksha (Smarta and Vaishnava dates, parana): ekadashi.ts. */
export interface EkadashiRule extends RuleBase {
  kind: 'ekadashi';
  month: MonthSpec;
  paksha: Paksha;
  adhika?: AdhikaSpec;
  /** Only the Ekadashi whose (Smarta) fast day falls in this regional solar month (Vaikuntha Ekadashi: Margazhi). */
  solarMonth?: SolarMonthRef;
}

/** A month of a regional solar calendar (engine/calendar/regional), numbered as that calendar numbers it. */
export interface SolarMonthRef {
  calendar: SolarCalendarKey;
  /** 1-12 (Tamil, Bengali, Odia: 1 = Mesha; Malayalam: 1 = Chingam). */
  month: number;
}

/** A day of a regional solar month (Puthandu: Tamil Chithirai 1; Aadi Perukku: Aadi 18): regional.ts. */
export interface SolarDayRule extends RuleBase, SolarMonthRef {
  kind: 'solar-day';
  day: number;
}

/**
 * The day a nakshatra rules in a regional solar month (Onam: Thiruvonam in
 * Chingam), by its kaal test (the tithi rules' evaluator, evaluate.ts):
 * regional.ts. When the nakshatra comes twice in the month, `occurrence`
 * says which: 'purnima', the one nearest the full moon of the month;
 * `{ opensWith: n }`, the one whose run of days, opened by nakshatra n
 * (Onam's ten days from Atham), lies wholly in the month.
 */
export interface SolarNakshatraRule extends RuleBase, SolarMonthRef {
  kind: 'solar-nakshatra';
  /** 1 = Ashwini .. 27 = Revati. */
  nakshatra: number;
  kaal: Kaal;
  both: BothDays;
  occurrence: 'purnima' | { opensWith: number };
}

/**
 * Punya kaal families of the twelve sankrantis (the classical verse: ten
 * ghatis either side at the equinoxes, twenty before Karka and after Makara,
 * sixty after the "shadashiti-mukha" signs, sixteen either side of the
 * "vishnupadi" signs).
 */
export type PunyaFamily = 'vishuva' | 'dakshinayana' | 'uttarayana' | 'shadashiti' | 'vishnupadi';

export interface SankrantiRule extends RuleBase {
  kind: 'sankranti';
  /** Sign entered, 0 = Mesha .. 11 = Meena. */
  sign: number;
  punya: PunyaFamily;
}

/** Fixed offset in days from another event of the same cycle (Holi after Holika Dahan). */
export interface OffsetRule extends RuleBase {
  kind: 'offset';
  of: string;
  days: number;
  /**
   * Then back to the last day of this weekday (0 = Sunday) on or before
   * that day: Varalakshmi Vratam, the Friday before Shravana Purnima, is
   * `days: -1, weekday: 5`.
   */
  weekday?: number;
  /** Windows and moments reported on the offset day (Usha Arghya: its sunrise). */
  windows?: WindowKind[];
  moments?: MomentKind[];
}

/**
 * An event falling on a weekday: any event of a type (Somvati Amavasya:
 * an Amavasya on a Monday) or, with `of`, the event of one slug (Angarki
 * Chaturthi: a Sankashti Chaturthi on a Tuesday).
 */
export type WeekdayRule = RuleBase & { kind: 'weekday'; weekday: number } & ({ ofType: FestivalType; of?: never } | { of: string; ofType?: never });

/**
 * Every day of a weekday in a lunar month (Sawan Somvar: the Mondays of
 * purnimanta Shravana). A day counts in the month of the tithi holding at
 * its sunrise.
 */
export interface MonthWeekdayRule extends RuleBase {
  kind: 'month-weekday';
  month: Exclude<MonthSpec, 'every'>;
  adhika?: AdhikaSpec;
  /** 0 = Sunday. */
  weekday: number;
}

/**
 * The Moon in a nakshatra at sunrise (Rohini vrat): the day at whose
 * sunrise the nakshatra holds (the first of two such days); when it holds at
 * no sunrise, the day in which it begins. A day counts in the month of the
 * tithi holding at its sunrise.
 */
export interface NakshatraRule extends RuleBase {
  kind: 'nakshatra';
  /** 1 = Ashwini .. 27 = Revati. */
  nakshatra: number;
  month: MonthSpec;
  adhika?: AdhikaSpec;
}

export type Rule = TithiRule | EkadashiRule | SankrantiRule | OffsetRule | WeekdayRule | MonthWeekdayRule | NakshatraRule | SolarDayRule | SolarNakshatraRule;

// ---------------------------------------------------------------------------
// Output

/** `T` is the instant encoding: ISO 8601 local strings (the default) or epoch milliseconds. */
export interface Window<T = string> {
  kind: WindowKind;
  start: T;
  end: T;
}

export interface Moment<T = string> {
  kind: MomentKind;
  at: T;
}

export interface MasaRef {
  /** 1 = Chaitra .. 12 = Phalguna. */
  number: number;
  adhika: boolean;
}

export interface TithiRef<T = string> {
  /** 1-15 Shukla, 16-30 Krishna. */
  number: number;
  paksha: Paksha;
  start: T;
  end: T;
}

/** How the tithi stood in the kaal on one candidate day. */
export interface CandidateDay {
  date: string;
  prevails: boolean;
  /** Minutes of the kaal in which the tithi held (null for instant kaals), outside Bhadra where the rule excludes it. */
  minutes: number | null;
  /** Where the rule excludes Bhadra: minutes of the kaal in which the tithi held under Bhadra (absent when none). */
  bhadraMinutes?: number;
}

export type ReasonChoice =
  | 'only'
  | 'both-first'
  | 'both-second'
  | 'both-more'
  | 'both-second-ghati'
  | 'both-first-ghati'
  | 'neither-begin'
  | 'neither-udaya'
  | 'fallback-kaal'
  | 'nakshatra'
  | 'bhadra-after'
  | 'bhadra-puchha'
  | 'bhadra-pradosh'
  | 'bhadra-next-day'
  | 'ekadashi-udaya'
  | 'ekadashi-vriddhi'
  | 'ekadashi-vriddhi-dwadashi'
  | 'ekadashi-dwadashi-kshaya'
  | 'ekadashi-kshaya'
  | 'vaishnava-arunodaya'
  | 'vaishnava-vriddhi'
  | 'vaishnava-kshaya'
  | 'vaishnava-vyanjuli'
  | 'sankranti-day'
  | 'sankranti-night-before-midnight'
  | 'sankranti-night-after-midnight'
  | 'sankranti-uttarayana-next-day'
  | 'sankranti-dakshinayana-previous-day'
  | 'sankranti-civil-day'
  | 'solar-month-start'
  | 'solar-month-day'
  | 'solar-nakshatra'
  | 'offset-before'
  | 'offset-same-day'
  | 'offset-after'
  | 'offset-weekday'
  | 'weekday'
  | 'weekday-of'
  | 'month-weekday'
  | 'nakshatra-udaya'
  | 'nakshatra-vriddhi'
  | 'nakshatra-kshaya';

/**
 * Why the event falls on its date: a reason code with its values, which the
 * site renders in either language (messages: festivals.reasons.<choice>,
 * festivals.kaals.<kaal>).
 */
export interface Reason {
  choice: ReasonChoice;
  tithi?: number;
  /** The kaal that decided (after any fallback). */
  kaal?: Kaal;
  /** The first kaal the rule asks for, when a fallback kaal decided. */
  preferredKaal?: Kaal;
  lastingMuhurtas?: number;
  days?: CandidateDay[];
  excluded?: 'bhadra';
  nakshatra?: number;
  /** offset / weekday rules. */
  of?: string;
  offsetDays?: number;
  weekday?: number;
  /** month-weekday rules: the lunar month (1 = Chaitra) named by the rule. */
  masa?: number;
  /** Sankranti: sign entered (0 = Mesha). */
  sign?: number;
  /**
   * Bhadra blocked the kaal on every evening (bhadra-next-day, -puchha,
   * -pradosh): how far the tithi lasts into the next day, in praharas
   * (quarters of its daytime; 0 when it ends before that sunrise), how far
   * the rule asks for, and whether the following tithi grows.
   */
  nextDay?: { praharas: number; needed: number; grows: boolean };
  /** Regional solar calendar events: the calendar, its month and day, and how the month's day 1 was decided. */
  calendar?: SolarCalendarKey;
  solarMonth?: number;
  solarDay?: number;
  monthStart?: MonthStartChoice;
}

export interface FestivalEvent<T = string> {
  /** Unique within the year: the slug, or slug-MM-DD when the slug occurs more than once. */
  id: string;
  slug: string;
  type: FestivalType;
  /** The rule row's pictogram. */
  emoji: string;
  date: string;
  /** Last day of a multi-day observance (Navratri, Pitru Paksha). */
  endDate?: string;
  /** 0 = Sunday. */
  weekday: number;
  tithi: TithiRef<T> | null;
  masa: { amanta: MasaRef; purnimanta: MasaRef } | null;
  paksha: Paksha | null;
  significance: Significance;
  /** The main puja / observance window, when the rule defines one. */
  muhurat: Window<T> | null;
  windows: Window<T>[];
  moments: Moment<T>[];
  /** The Vaishnava (ISKCON) day of an Ekadashi or of Janmashtami, listed where it differs from the main event's. */
  tradition?: Tradition;
  /** The Purnima vrat (fast) day, listed where it differs from the named Purnima's. */
  observance?: Observance;
  /** Slug of the main event this one belongs to ('nirjala-ekadashi', 'guru-purnima', 'janmashtami'). */
  relatedTo?: string;
  /**
   * Vaishnava Ekadashi only: true when the Smarta fast day did not have
   * Ekadashi at its sunrise, so the site names the Vaishnava day
   * "Gauna / Vaishnava ... Ekadashi" (the name's ICU select reads it).
   */
  gauna?: boolean;
  reason: Reason;
}
