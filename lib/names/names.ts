/**
 * Display names in one language, read from that language's messages
 * (`names.*` for the Panchang, `festivals.*` for the festival engine). The
 * engine speaks numbers and keys (tithi 2, nakshatra 18, planet 'Sun', a
 * festival slug, a reason code with its values); this module is the one
 * place they become words, for the pages' view models, the JSON API and
 * the CLI alike. A missing message throws: a name never silently falls back
 * to another language or to its key.
 */
import { createTranslator } from 'use-intl/core';
import type {
  AgniVasa,
  BhadraVasa,
  CandidateDay,
  ChoghadiyaName,
  ChoghadiyaQuality,
  ContactKey,
  Direction,
  DoGhatiName,
  GowriName,
  EclipseKind,
  EclipseType,
  HorizonEvent,
  SpecialYoga,
  FestivalType,
  Graha,
  GrahaEvent,
  GrahaEventKind,
  SolarCalendarKey,
  SolarEra,
  Kaal,
  LunarCalendarKey,
  MomentKind,
  MonthStartChoice,
  MonthStartRule,
  MuhuratQuality,
  MuhuratType,
  NodeModelName,
  Paksha,
  Reason,
  SadeSatiPhase,
  WindowKind,
  PeriodKind,
} from '@/engine';
import { SOLAR_CALENDAR } from '@/engine';
import { MESSAGES } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';

/** A message catalogue: nested objects of strings. */
export interface MessageTree {
  [key: string]: string | MessageTree;
}

export interface Names {
  readonly locale: string;
  /** Tithi 1-30 without its paksha: Dwitiya (Krishna Dwitiya is 17). */
  tithi(n: number): string;
  /** Tithi 1-30 with its paksha (Shukla Dwitiya); Purnima and Amavasya name their paksha already. */
  tithiInPaksha(n: number): string;
  paksha(p: Paksha): string;
  nakshatra(n: number): string;
  yoga(n: number): string;
  /** Karana by kind 1-11 (the engine's `kind`, not the karana number 1-60). */
  karana(kind: number): string;
  /** Sign 1 = Mesha .. 12 = Meena. */
  rashi(n: number): string;
  /** Lunar month 1 = Chaitra .. 12, with the adhika prefix when it is intercalary. */
  masa(m: { number: number; adhika: boolean }): string;
  /** Vara 1 = Sunday .. 7 = Saturday. */
  vara(n: number): string;
  varaSanskrit(n: number): string;
  ritu(n: number): string;
  ayana(n: number): string;
  samvatsara(n: number): string;
  moonPhase(n: number): string;
  muhurat(type: MuhuratType): string;
  muhuratDescription(type: MuhuratType): string;
  muhuratQuality(q: MuhuratQuality): string;
  planet(p: Graha): string;
  /** As hora tables print the lords: Surya, Chandra ... (the Hindi name on Hindi pages). */
  planetSanskrit(p: Graha): string;
  choghadiya(c: ChoghadiyaName): string;
  choghadiyaQuality(q: ChoghadiyaQuality): string;
  /** A part of the Gowri Panchangam (Udhyogam .. Visham). */
  gowri(name: GowriName): string;
  /** A Do Ghati muhurta by its deity (Rudra .. Samudra). */
  doGhati(name: DoGhatiName): string;
  period(p: 'day' | 'night'): string;
  /** A calendar period (engine/periods.ts), Kharmas with the Sun's sign 0 = Mesha .. 11 (`Kharmas (Sun in Dhanu)`). */
  calendarPeriod(kind: PeriodKind, sign?: number): string;
  /**
   * An event's name by its slug; `gauna` picks the Gauna form of a
   * Vaishnava Ekadashi's name (an ICU select in its message).
   */
  festival(slug: string, marks?: { gauna?: boolean }): string;
  /**
   * A multi-day observance on its later days: its own name where the first
   * day's name is that day's rite ("Chaitra Navratri" after "Chaitra
   * Navratri (Ghatasthapana)"), else the festival's name.
   */
  festivalObservance(slug: string): string;
  festivalType(t: FestivalType): string;
  tradition(t: 'smarta' | 'vaishnava'): string;
  kaal(k: Kaal): string;
  window(kind: WindowKind): string;
  moment(kind: MomentKind): string;
  /** The sentence that says why a festival falls on its date. */
  reason(r: Reason): string;
  specialYoga(y: SpecialYoga): string;
  /** Anandadi yoga by key (ananda .. vardhamana). */
  anandadi(key: string): string;
  /** A nakshatra of the 28 scheme: 22 is Abhijit, 23-28 are Shravana .. Revati. */
  nakshatra28(n: number): string;
  direction(d: Direction): string;
  shivaVasa(key: string): string;
  agniVasa(v: AgniVasa): string;
  bhadraVasa(v: BhadraVasa): string;
  eclipseKind(k: EclipseKind): string;
  eclipseType(t: EclipseType): string;
  eclipseContact(c: ContactKey): string;
  horizonEvent(e: HorizonEvent): string;
  /** The Shraddha of a tithi (15 Purnima Shraddha .. 30 Sarva Pitru Amavasya). */
  shraddha(tithi: number): string;
  /** A kind of graha event (Rashi change, Turns retrograde, Combust ...). */
  grahaEvent(kind: GrahaEventKind): string;
  /** One graha event as a title: "Saturn enters Meena", "शनि मीन राशि में वक्री". Rahu and Ketu are not marked retrograde (they always are). */
  grahaEventTitle(e: GrahaEvent<unknown>): string;
  /** "Retrograde" / "Combust", and their one-letter marks in tables (R, C; व, अ). */
  grahaState(s: 'retrograde' | 'combust'): string;
  grahaMark(s: 'retrograde' | 'combust'): string;
  /** Rahu's node model (mean node, true node). */
  nodeModel(m: NodeModelName): string;
  /** An ayanamsa model by the engine's name ("Lahiri (mean, VP285)"). */
  ayanamsaModel(name: string): string;
  sadeSatiPhase(p: SadeSatiPhase): string;
  sadeSatiEnds(): string;
  /** Saturn's Dhaiya in the 4th or 8th from the Moon, and its beginning or end. */
  dhaiya(house: 4 | 8): string;
  dhaiyaChange(house: 4 | 8, change: 'begins' | 'ends'): string;
  /**
   * How the reason's tithi stood in its kaal on one candidate day ("Amavasya
   * held for 158 minutes of Pradosh Kaal"): the evidence under the sentence.
   */
  reasonDay(r: Reason, day: CandidateDay): string;
  /**
   * An event's short description or its significance
   * (`festivals.<slug>.description`, `.significance`); null when the
   * catalogue has none for the slug (the texts are optional per event).
   */
  festivalText(slug: string, part: 'description' | 'significance'): string | null;
  /** A regional calendar's name (Tamil, Bengali, ... Gujarati). */
  regionalCalendar(calendar: RegionalCalendar): string;
  /** A regional month by the engine's key (`chithirai`, `kartak`), with the adhika prefix for an intercalary lunar month. */
  regionalMonth(calendar: RegionalCalendar, key: string, adhika?: boolean): string;
  /** The same in the region's own script (the same in every language): the alternate name. */
  regionalMonthInScript(calendar: RegionalCalendar, key: string): string;
  regionalCalendarInScript(calendar: RegionalCalendar): string;
  /** An era: Tamil year, Bangabda, Kollam Era, Amli, Vikram or Shaka Samvat. */
  regionalEra(era: SolarEra | 'vikram' | 'shaka'): string;
  /** Why a solar month began on its day ("The Sun entered Mesha before sunset, so ..."). */
  monthStart(rule: MonthStartRule, choice: MonthStartChoice, sign: number): string;
}

/** The regional calendars, solar and lunar, as names know them. */
export type RegionalCalendar = SolarCalendarKey | LunarCalendarKey;

function find(tree: MessageTree, path: string): string | undefined {
  let node: string | MessageTree | undefined = tree;
  for (const key of path.split('.')) node = typeof node === 'object' ? node[key] : undefined;
  return typeof node === 'string' ? node : undefined;
}

function lookup(tree: MessageTree, path: string): string {
  const text = find(tree, path);
  if (text === undefined) throw new RangeError(`No message "${path}"`);
  return text;
}

/** The month-start rules whose reasons name a cut-off (`regional.cutoffs`). */
const CUTOFF_RULES: ReadonlySet<MonthStartRule> = new Set(['sunset', 'madhyahna', 'mean-clock']);

/** Tithis 16-29 repeat the names of 1-14; 15 (Purnima) and 30 (Amavasya) have their own. */
const tithiKey = (n: number) => {
  if (!Number.isInteger(n) || n < 1 || n > 30) throw new RangeError(`No tithi number ${n}`);
  return n === 15 || n === 30 ? n : ((n - 1) % 15) + 1;
};

/** The names of a message catalogue (any language: the site's, or a test's stand-in). */
export function namesFrom(messages: MessageTree, locale: string): Names {
  // A Panchang day's answer names ~100 things: each path is walked once, then read from here. Bounded by
  // the catalogue (a missing message throws and is not kept).
  const found = new Map<string, string>();
  const get = (path: string) => {
    let text = found.get(path);
    if (text === undefined) {
      text = lookup(messages, path);
      found.set(path, text);
    }
    return text;
  };
  // The names of one kind by number or key: an answer reads ~130 names, and a path built and hashed per read
  // (~0.36 us) cost more than the read (a Map of small keys per kind, ~0.05 us). Bounded by the catalogue too.
  const keyed = (prefix: string) => {
    const kind = new Map<string | number, string>();
    return (key: string | number) => {
      let text = kind.get(key);
      if (text === undefined) {
        text = get(`${prefix}.${key}`);
        kind.set(key, text);
      }
      return text;
    };
  };
  // A message whose arguments are not all given throws, rather than reading as its key.
  const t = createTranslator({
    locale,
    messages: messages as never,
    onError: (e) => {
      throw e;
    },
  });
  // Patterns are formatted as ICU messages, so a language may reorder or inflect them.
  const format = (path: string, values: Record<string, string | number>) => {
    get(path);
    return (t as unknown as (key: string, values: Record<string, string | number>) => string)(path, values);
  };
  const tithiName = keyed('names.tithi');
  const tithi = (n: number) => tithiName(tithiKey(n));
  const paksha: (p: Paksha) => string = keyed('names.paksha');
  const kaal: (k: Kaal) => string = keyed('festivals.kaals');
  const masaName = keyed('names.masa');
  // Graha event titles by graha, kind, sign or nakshatra and motion: a Moon year formats ~550 from ~110 distinct
  // ones, at ~50 us of ICU formatting each. Bounded by construction (9 grahas x 6 kinds x 27 x 2 at most).
  const titles = new Map<string, string>();
  // The thirty tithis with their paksha: every page's sidebar lists all thirty (~50 us of ICU formatting each).
  const tithisInPaksha = new Map<number, string>();
  const names: Names = {
    locale,
    tithi,
    tithiInPaksha: (n) => {
      let name = tithisInPaksha.get(n);
      if (name === undefined) {
        name = n === 15 || n === 30 ? tithi(n) : format('names.tithiInPaksha', { paksha: paksha(n <= 15 ? 'Shukla' : 'Krishna'), tithi: tithi(n) });
        // Only the thirty numbers that name a tithi are kept (tithi() throws on any other).
        tithisInPaksha.set(n, name);
      }
      return name;
    },
    paksha,
    nakshatra: keyed('names.nakshatra'),
    yoga: keyed('names.yoga'),
    karana: keyed('names.karana'),
    rashi: keyed('names.rashi'),
    masa: (m) => {
      const name = masaName(m.number);
      return m.adhika ? format('names.adhikaMasa', { masa: name }) : name;
    },
    vara: keyed('names.vara'),
    varaSanskrit: keyed('names.varaSanskrit'),
    ritu: keyed('names.ritu'),
    ayana: keyed('names.ayana'),
    samvatsara: keyed('names.samvatsara'),
    moonPhase: keyed('names.moonPhase'),
    muhurat: keyed('names.muhurat'),
    muhuratDescription: keyed('muhurat.descriptions'),
    muhuratQuality: keyed('muhurat.quality'),
    planet: keyed('names.planet'),
    planetSanskrit: keyed('names.planetSanskrit'),
    choghadiya: keyed('names.choghadiya'),
    choghadiyaQuality: keyed('names.choghadiyaQuality'),
    gowri: keyed('names.gowri'),
    doGhati: keyed('names.doGhati'),
    period: keyed('names.period'),
    calendarPeriod: (kind, sign) => format(`names.calendarPeriod.${kind}`, { sign: sign === undefined ? '' : names.rashi(sign + 1) }),
    festival: (slug, marks) => {
      const path = `festivals.${slug}.name`;
      const text = get(path);
      return text.includes('{') ? format(path, { gauna: marks?.gauna ? 'true' : 'false' }) : text;
    },
    festivalObservance: (slug) => {
      const path = `festivals.${slug}.observance`;
      return find(messages, path) === undefined ? names.festival(slug) : format(path, {});
    },
    festivalType: keyed('festivals.types'),
    tradition: keyed('festivals.traditions'),
    kaal,
    window: keyed('festivals.windows'),
    moment: keyed('festivals.moments'),
    specialYoga: keyed('names.specialYoga'),
    anandadi: keyed('names.anandadi'),
    nakshatra28: (n) => (n === 22 ? get('names.abhijitNakshatra') : names.nakshatra(n > 22 ? n - 1 : n)),
    direction: keyed('names.direction'),
    shivaVasa: keyed('names.shivaVasa'),
    agniVasa: keyed('names.agniVasa'),
    bhadraVasa: keyed('names.bhadraVasa'),
    eclipseKind: keyed('names.eclipseKind'),
    eclipseType: keyed('names.eclipseType'),
    eclipseContact: keyed('names.eclipseContact'),
    horizonEvent: keyed('names.horizonEvent'),
    shraddha: keyed('names.shraddha'),
    grahaEvent: keyed('names.grahaEvent'),
    grahaEventTitle: (e) => {
      const retrograde = e.retrograde && e.graha !== 'Rahu' && e.graha !== 'Ketu';
      const place = e.kind === 'rashi' || e.kind === 'nakshatra' ? e.into : e.kind === 'retrograde' || e.kind === 'direct' ? e.rashi : 0;
      const key = `${e.graha}|${e.kind}|${place}|${retrograde}`;
      let title = titles.get(key);
      if (title === undefined) {
        const values: Record<string, string | number> = { planet: names.planet(e.graha), retrograde: String(retrograde) };
        if (e.kind === 'nakshatra') values.nakshatra = names.nakshatra(place);
        else if (e.kind !== 'asta' && e.kind !== 'uday') values.rashi = names.rashi(place);
        title = format(`names.grahaEventTitle.${e.kind}`, values);
        titles.set(key, title);
      }
      return title;
    },
    grahaState: keyed('names.grahaState'),
    grahaMark: keyed('names.grahaMark'),
    nodeModel: keyed('names.nodeModel'),
    ayanamsaModel: keyed('dayExtras.epoch.ayanamsaModel'),
    sadeSatiPhase: keyed('names.sadeSatiPhase'),
    sadeSatiEnds: () => get('names.sadeSatiEnds'),
    dhaiya: keyed('names.dhaiya'),
    dhaiyaChange: (house, change) => format(change === 'begins' ? 'names.dhaiyaBegins' : 'names.dhaiyaEnds', { dhaiya: names.dhaiya(house) }),
    reason: (r) =>
      format(`festivals.reasons.${r.choice}`, {
        tithi: r.tithi ? names.tithiInPaksha(r.tithi) : '',
        kaal: r.kaal ? kaal(r.kaal) : '',
        preferredKaal: r.preferredKaal ? kaal(r.preferredKaal) : '',
        nakshatra: r.nakshatra ? names.nakshatra(r.nakshatra) : '',
        sign: r.sign !== undefined ? names.rashi(r.sign + 1) : '',
        festival: r.of ? names.festival(r.of) : '',
        days: Math.abs(r.offsetDays ?? 0),
        weekday: r.weekday !== undefined ? names.vara(r.weekday + 1) : '',
        masa: r.masa !== undefined ? names.masa({ number: r.masa, adhika: false }) : '',
        // Holika Dahan under Bhadra: why the rite did not move to the next evening.
        nextDay: !r.nextDay ? '' : r.nextDay.praharas <= 0 ? 'none' : r.nextDay.praharas < r.nextDay.needed ? 'short' : 'shrinking',
        praharas: r.nextDay?.praharas ?? 0,
        needed: r.nextDay?.needed ?? 0,
        calendar: r.calendar ? names.regionalCalendar(r.calendar) : '',
        month: r.calendar && r.solarMonth ? names.regionalMonth(r.calendar, SOLAR_CALENDAR[r.calendar].months[r.solarMonth - 1]) : '',
        day: r.solarDay ?? 0,
        why: r.calendar && r.monthStart && r.sign !== undefined ? names.monthStart(SOLAR_CALENDAR[r.calendar].rule, r.monthStart, r.sign) : '',
      }),
    reasonDay: (r, d) => {
      const values = { tithi: r.tithi ? names.tithiInPaksha(r.tithi) : '', kaal: r.kaal ? kaal(r.kaal) : '', minutes: d.minutes ?? 0, bhadra: d.bhadraMinutes ?? 0 };
      if (d.bhadraMinutes) return format(d.prevails ? 'festivals.reasonDays.heldForBhadra' : 'festivals.reasonDays.underBhadra', values);
      if (!d.prevails) return format(d.minutes === null ? 'festivals.reasonDays.notAt' : 'festivals.reasonDays.notIn', values);
      return format(d.minutes === null ? 'festivals.reasonDays.heldAt' : 'festivals.reasonDays.heldFor', values);
    },
    festivalText: (slug, part) => {
      const path = `festivals.${slug}.${part}`;
      return find(messages, path) === undefined ? null : format(path, {});
    },
    regionalCalendar: keyed('regional.calendars'),
    regionalMonth: (c, key, adhika) => {
      const name = get(`regional.months.${c}.${key}`);
      return adhika ? format('names.adhikaMasa', { masa: name }) : name;
    },
    regionalMonthInScript: (c, key) => get(`regional.script.months.${c}.${key}`),
    regionalCalendarInScript: keyed('regional.script.calendars'),
    regionalEra: keyed('regional.eras'),
    monthStart: (rule, choice, sign) =>
      format(`regional.reasons.${choice}`, { sign: names.rashi(sign + 1), cutoff: CUTOFF_RULES.has(rule) ? get(`regional.cutoffs.${rule}`) : '' }),
  };
  return names;
}

const byLocale = new Map<Locale, Names>();

/** The names of one of the site's languages. */
export function namesFor(locale: Locale): Names {
  let n = byLocale.get(locale);
  if (!n) {
    n = namesFrom(MESSAGES[locale] as unknown as MessageTree, locale);
    byLocale.set(locale, n);
  }
  return n;
}
