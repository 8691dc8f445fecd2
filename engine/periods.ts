/**
 * Periods: stretches of days that the calendar marks as one range, rather
 * than as a day's event, and that the festival lists, the month calendar,
 * the day page and the muhurat finders ask about in one place:
 *
 * - Kharmas (Malmas): the Sun in sidereal Dhanu and in Meena, from the
 *   Dhanu (Meena) Sankranti to the Makara (Mesha) Sankranti; marriages,
 *   griha pravesh and other samskaras are not done (Muhurta Chintamani on
 *   the Sun in Jupiter's signs). Two a year.
 * - Holashtak: the eight days before Holika Dahan, Phalguna Shukla Ashtami
 *   to Purnima (the trusted site's Holashtak pages), when auspicious rites
 *   wait for the fire.
 * - Chaturmas: the four months of Vishnu's sleep, from Devshayani Ekadashi
 *   to Dev Uthani (Prabodhini) Ekadashi, as the festival rules date them.
 * - Panchak: the Moon in the last five nakshatras, from the second half of
 *   Dhanishtha to the end of Revati (engine/doshas.ts, Muhurta Chintamani).
 * - Pitru Paksha: the Shraddha fortnight, from the Purnima Shraddha to Sarva
 *   Pitru Amavasya (engine/pitru-paksha.ts).
 * - Guru asta and Shukra asta: Jupiter and Venus combust, within their
 *   combustion orbs of the Sun (engine/grahas combustionSpans, the Surya
 *   Siddhanta orbs), from setting in the Sun's glare to rising out of it;
 *   Muhurta Chintamani forbids weddings, griha pravesh and the samskaras
 *   then ("gurubhṛgvor astatve", the planets of auspicious rites unseen).
 *
 * Each period has its astronomical span (instants: the Sun's ingresses, the
 * Moon's, the bounding tithis' start and end) and the civil dates a calendar
 * shows it on: the dates of the ingresses, or the observed days of the
 * bounding festivals. A span of dates asks for every period touching it.
 *
 * A period kind is a provider in PROVIDERS; the two combustion kinds name
 * their planet in `planet`.
 *
 * The three kinds bound by lunar dates (Holashtak, Chaturmas, Pitru Paksha)
 * come from festival days and Shraddha days, which are computed on their
 * year's context (tens of ms at a new place): a provider first asks whether
 * the span can hold any of the period's tithis at all (`mayTouch`, a few
 * tithis of the lunar index), so that a month they cannot touch (a May
 * page and Holashtak) costs no festival computation.
 */
import { addDays, shiftDate } from './civil-date';
import { sankrantisBetween } from './calendar/sankranti';
import { panchakBetween } from './doshas';
import { PanchangInputError } from './errors';
import { festivalsBetween, MASA_KEYS, MAX_YEAR, MIN_YEAR, RULES, type MasaName } from './festivals';
import { lunarIndex, type TithiPeriod } from './festivals/lunar';
import { combustionSpans } from './grahas';
import { tithiAt } from './find';
import { type EngineOptions, type Place, validateOptions, validatePlace } from './input';
import { modelsOf } from './models';
import { buildMotion } from './motion';
import { pitruPaksha, SHRADDHA_TITHIS } from './pitru-paksha';
import { sunriseSummary } from './summary';
import { formatCivilDate, localDateOf, localMidnightJd, msToJd, parseCivilDate, toLocalIso } from './time';

export type PeriodKind = 'kharmas' | 'holashtak' | 'chaturmas' | 'panchak' | 'pitru-paksha' | 'guru-asta' | 'shukra-asta';

/** The kinds in the order a day's periods are listed. */
export const PERIOD_KINDS: readonly PeriodKind[] = ['pitru-paksha', 'chaturmas', 'kharmas', 'guru-asta', 'shukra-asta', 'holashtak', 'panchak'];

/** The longest span of dates one question may cover. */
export const MAX_PERIOD_SPAN_DAYS = 366;

export interface CalendarPeriod<T = string> {
  kind: PeriodKind;
  /** The astronomical span (see the module comment), encoded by the caller's `at` (ISO local by default). */
  start: T;
  end: T;
  /** First and last civil date (YYYY-MM-DD) the calendar shows the period on, at the place. */
  startDate: string;
  endDate: string;
  /** Kharmas: the sidereal sign the Sun is in, 8 = Dhanu, 11 = Meena (0 = Mesha). */
  sign?: number;
  /** Guru and Shukra asta: the combust planet. */
  planet?: 'Jupiter' | 'Venus';
}

export interface PeriodsInput extends Place {
  /** First and last civil date, YYYY-MM-DD (at most MAX_PERIOD_SPAN_DAYS apart). */
  from: string;
  to: string;
  options?: EngineOptions;
  /** Only these kinds (default: all). */
  kinds?: readonly PeriodKind[];
}

/** A period in engine units: JD UT instants. */
type RawPeriod = CalendarPeriod<number>;

/** What a provider is asked: the span (JD UT, with the civil dates) at a place. */
interface Query {
  place: Place;
  options: Required<EngineOptions>;
  fromDate: string;
  toDate: string;
  from: number;
  to: number;
  /** The tithis near the span (tithisNear), once found. */
  near?: LunationPart[];
}

const dateAt = (jd: number, tz: string) => formatCivilDate(localDateOf(jd, tz));

/**
 * The festival years a span's festival-bound periods come from: the span's
 * own, since none of them crosses a new year (Holashtak in Phalguna,
 * Chaturmas from Ashadha to Kartika, Pitru Paksha in Ashwina); Kharmas,
 * which does, comes from the sankrantis.
 */
function years(q: Query): number[] {
  const out: number[] = [];
  for (let y = Number(q.fromDate.slice(0, 4)); y <= Number(q.toDate.slice(0, 4)); y++) out.push(y);
  return out;
}

/** A place in the lunar year: an amanta month (1 Chaitra .. 12 Phalguna) and a tithi (1-30, 30 Amavasya). */
interface LunarPlace {
  month: number;
  tithi: number;
}

/** The tithis a period runs over, from one lunar place to another of the same lunar year (none crosses Chaitra). */
interface LunarExtent {
  first: LunarPlace;
  last: LunarPlace;
}

const masaNumber = (name: MasaName) => MASA_KEYS.indexOf(name) + 1;

/**
 * The lunar place of a festival's tithi as its rule (engine/festivals/rules.ts)
 * names it: a tithi or an Ekadashi of a month. A purnimanta month's Krishna
 * paksha is the amanta month before it (masa.ts).
 */
function lunarPlaceOf(slug: string): LunarPlace {
  const rule = RULES.find((r) => r.slug === slug);
  if (!rule || (rule.kind !== 'tithi' && rule.kind !== 'ekadashi') || rule.month === 'every') throw new Error(`No month and tithi in the rule of ${slug}`);
  const tithi = rule.kind === 'tithi' ? rule.tithi : rule.paksha === 'Shukla' ? 11 : 26;
  if ('amanta' in rule.month) return { month: masaNumber(rule.month.amanta), tithi };
  const month = masaNumber(rule.month.purnimanta);
  return { month: tithi > 15 ? ((month + 10) % 12) + 1 : month, tithi };
}

/**
 * The lunar extents of the festival-bound periods. Holashtak: from Shukla
 * Ashtami to Holika Dahan's Purnima of the same month. Chaturmas: from
 * Devshayani's Ekadashi to Dev Uthani's. Pitru Paksha (pitru-paksha.ts
 * shraddhaTithis): the Purnima of purnimanta Bhadrapada and the Krishna
 * tithis of purnimanta Ashwina after it, amanta Bhadrapada's 15th to 30th.
 */
const HOLIKA = lunarPlaceOf('holika-dahan');
/** Holashtak opens on Shukla Ashtami, the eighth day before Holika Dahan's Purnima. */
const HOLASHTAK_FIRST_TITHI = 8;
const EXTENTS = {
  holashtak: { first: { month: HOLIKA.month, tithi: HOLASHTAK_FIRST_TITHI }, last: HOLIKA },
  chaturmas: { first: lunarPlaceOf('devshayani-ekadashi'), last: lunarPlaceOf('dev-uthani-ekadashi') },
  'pitru-paksha': {
    first: { month: masaNumber('Bhadrapada'), tithi: SHRADDHA_TITHIS[0] },
    last: { month: masaNumber('Bhadrapada'), tithi: SHRADDHA_TITHIS[SHRADDHA_TITHIS.length - 1] },
  },
} satisfies Partial<Record<PeriodKind, LunarExtent>>;

/**
 * Days a festival-bound period's civil dates lie from its tithis, at most:
 * a festival's date is within a day of its tithi (engine/festivals/window.ts
 * measured an event's midnight from 1.06 days before its tithi to 1.01 after,
 * 1900-2100 at Indian, northern, southern and polar places), a Shraddha's
 * is the day of its tithi's aparahna (shraddha.ts), and Holashtak's first
 * date is its Ashtami's sunrise day or the day it begins; a week leaves five
 * days of margin.
 */
const REACH_DAYS = 7;

/** Some tithis of one lunation: its first tithi (which carries the lunation's months) and the numbers lo..hi (1-30). */
interface LunationPart {
  first: TithiPeriod;
  lo: number;
  hi: number;
}

/**
 * The tithis within REACH_DAYS of the span, lunation by lunation (the lunar
 * index names a tithi's month from its lunation before solving it: two
 * boundaries are solved, for the ends), found once for all kinds.
 */
function tithisNear(q: Query): LunationPart[] {
  if (q.near) return q.near;
  const lunar = lunarIndex(modelsOf(q.options));
  const a = lunar.tithiAt(q.from - REACH_DAYS).index;
  const b = lunar.tithiAt(q.to + REACH_DAYS).index;
  const out: LunationPart[] = [];
  for (let j = Math.floor(a / 30); j <= Math.floor(b / 30); j++) {
    out.push({ first: lunar.tithi(30 * j), lo: Math.max(a, 30 * j) - 30 * j + 1, hi: Math.min(b, 30 * j + 29) - 30 * j + 1 });
  }
  q.near = out;
  return out;
}

/**
 * Whether a period of this extent can touch the span: a date of the period
 * in the span lies within REACH_DAYS of one of the period's tithis, so one
 * of the tithis within REACH_DAYS of the span must be in the extent: it
 * counts in a month of the extent (a kshaya lunation in both its months) at
 * a tithi within it. An adhika month's tithis are taken whole when the
 * extent names its month (one inside Chaturmas lies wholly in it; one at
 * either end is taken although the festivals keep to the nija month: a
 * wider test is still a true one).
 */
function mayTouch(q: Query, x: LunarExtent): boolean {
  const pos = (month: number, tithi: number) => month * 100 + tithi;
  return tithisNear(q).some(({ first, lo, hi }) => {
    const months = first.kshayaAlso ? [first.amanta.number, first.kshayaAlso.amanta.number] : [first.amanta.number];
    return months.some((m) => {
      if (m < x.first.month || m > x.last.month) return false;
      return first.amanta.adhika || (pos(m, hi) >= pos(x.first.month, x.first.tithi) && pos(m, lo) <= pos(x.last.month, x.last.tithi));
    });
  });
}

/** The Sun's stay in a sign: from its ingress to the next sankranti. */
function kharmas(q: Query): RawPeriod[] {
  const models = modelsOf(q.options);
  // A stay lasts ~30 days: ingresses a month either side reach every stay touching the span.
  const list = sankrantisBetween(q.from - 32, q.to + 32, models);
  const out: RawPeriod[] = [];
  for (let i = 0; i + 1 < list.length; i++) {
    const { sign, jd } = list[i];
    if (sign !== 8 && sign !== 11) continue;
    const end = list[i + 1].jd;
    out.push({ kind: 'kharmas', start: jd, end, startDate: dateAt(jd, q.place.tz), endDate: dateAt(end, q.place.tz), sign });
  }
  return out;
}

/**
 * The day a tithi is observed on when a period opens with it: the day at
 * whose sunrise it holds, or the day it begins when it holds at no sunrise.
 */
function udayaDate(t: { start: number; end: number }, q: Query): string {
  const first = dateAt(t.start, q.place.tz);
  for (const d of [first, shiftDate(first, 1)]) {
    const s = sunriseSummary(d, q.place, q.options).sunrise;
    if (s !== null && s >= t.start && s < t.end) return d;
  }
  return first;
}

/**
 * The festivals of some slugs in civil year y at the query's place, with
 * their tithis in JD UT: the festival calendar's window of the year asked
 * for those slugs alone (festivalsBetween: their rules only), or the
 * computed year when the place has one.
 */
function festivalsOf(q: Query, y: number, slugs: readonly string[]): { slug: string; date: string; tithi: { start: number; end: number } | null }[] {
  const { events } = festivalsBetween({ from: `${y}-01-01`, to: `${y}-12-31`, ...q.place, options: q.options, slugs });
  return events.map((e) => ({ slug: e.slug, date: e.date, tithi: e.tithi && { start: msToJd(e.tithi.start), end: msToJd(e.tithi.end) } }));
}

/** Holashtak: Phalguna Shukla Ashtami (the seventh tithi before Holika Dahan's Purnima) to Holika Dahan. */
function holashtak(q: Query): RawPeriod[] {
  const out: RawPeriod[] = [];
  if (!mayTouch(q, EXTENTS.holashtak)) return out;
  for (const y of years(q)) {
    for (const e of festivalsOf(q, y, ['holika-dahan'])) {
      if (!e.tithi) continue;
      let t = tithiAt(e.tithi.start - 1e-6, q.options);
      while (t.number > HOLASHTAK_FIRST_TITHI) t = tithiAt(t.start - 1e-6, q.options);
      out.push({ kind: 'holashtak', start: t.start, end: e.tithi.end, startDate: udayaDate(t, q), endDate: e.date });
    }
  }
  return out;
}

/** Chaturmas: each Devshayani Ekadashi (Smarta) to the next Dev Uthani Ekadashi, on their festival dates. */
function chaturmas(q: Query): RawPeriod[] {
  const out: RawPeriod[] = [];
  if (!mayTouch(q, EXTENTS.chaturmas)) return out;
  for (const y of years(q)) {
    const days = festivalsOf(q, y, ['devshayani-ekadashi', 'dev-uthani-ekadashi']);
    const open = days.find((e) => e.slug === 'devshayani-ekadashi');
    const close = days.find((e) => e.slug === 'dev-uthani-ekadashi' && open && e.date > open.date);
    if (!open?.tithi || !close?.tithi) continue;
    out.push({ kind: 'chaturmas', start: open.tithi.start, end: close.tithi.end, startDate: open.date, endDate: close.date });
  }
  return out;
}

function panchak(q: Query): RawPeriod[] {
  const m = buildMotion(q.from - 1, q.to + 1, modelsOf(q.options));
  return panchakBetween(m, q.from, q.to).map(({ start, end }) => ({
    kind: 'panchak',
    start,
    end,
    startDate: dateAt(start, q.place.tz),
    endDate: dateAt(end, q.place.tz),
  }));
}

function pitruPakshaPeriods(q: Query): RawPeriod[] {
  if (!mayTouch(q, EXTENTS['pitru-paksha'])) return [];
  return years(q).flatMap((y) => {
    const p = pitruPaksha({ year: y, ...q.place, options: q.options }, (jd) => jd);
    const first = p.days[0];
    const last = p.days[p.days.length - 1];
    return first && last ? [{ kind: 'pitru-paksha' as const, start: first.tithiStart, end: last.tithiEnd, startDate: p.start, endDate: p.end }] : [];
  });
}

/** A planet's combustion spans touching the span, whole (one running at its start began with its asta). */
const asta =
  (kind: 'guru-asta' | 'shukra-asta', planet: 'Jupiter' | 'Venus') =>
  (q: Query): RawPeriod[] =>
    combustionSpans(planet, q.from, q.to, q.options).map(({ start, end }) => ({
      kind,
      start,
      end,
      startDate: dateAt(start, q.place.tz),
      endDate: dateAt(end, q.place.tz),
      planet,
    }));

const PROVIDERS: Record<PeriodKind, (q: Query) => RawPeriod[]> = {
  kharmas,
  'guru-asta': asta('guru-asta', 'Jupiter'),
  'shukra-asta': asta('shukra-asta', 'Venus'),
  holashtak,
  chaturmas,
  panchak,
  'pitru-paksha': pitruPakshaPeriods,
};

function validateSpan(input: PeriodsInput): { fromDate: string; toDate: string } {
  const parse = (field: 'from' | 'to', v: unknown) => {
    try {
      return formatCivilDate(parseCivilDate(String(v)));
    } catch (e) {
      throw new PanchangInputError(field, e instanceof Error ? e.message : String(e));
    }
  };
  const fromDate = parse('from', input.from);
  const toDate = parse('to', input.to);
  const days = (Date.parse(`${toDate}T00:00:00Z`) - Date.parse(`${fromDate}T00:00:00Z`)) / 86_400_000;
  if (days < 0) throw new PanchangInputError('to', `The last date (${toDate}) is before the first (${fromDate})`);
  if (days >= MAX_PERIOD_SPAN_DAYS) throw new PanchangInputError('to', `A span covers at most ${MAX_PERIOD_SPAN_DAYS} days (got ${days + 1})`);
  const year = (d: string) => Number(d.slice(0, 4));
  if (year(fromDate) < MIN_YEAR || year(toDate) > MAX_YEAR) {
    throw new PanchangInputError(year(fromDate) < MIN_YEAR ? 'from' : 'to', `Dates run from ${MIN_YEAR} to ${MAX_YEAR}`);
  }
  return { fromDate, toDate };
}

/** Every period touching the civil dates from..to at a place, by start date, then in PERIOD_KINDS order. */
export function periodsBetween(input: PeriodsInput): CalendarPeriod[];
export function periodsBetween<T>(input: PeriodsInput, at: (jd: number) => T): CalendarPeriod<T>[];
export function periodsBetween<T>(input: PeriodsInput, at?: (jd: number) => T): CalendarPeriod<T | string>[] {
  const { fromDate, toDate } = validateSpan(input);
  const place = validatePlace(input);
  const options = validateOptions(input.options);
  const kinds = input.kinds ?? PERIOD_KINDS;
  for (const k of kinds) if (!PERIOD_KINDS.includes(k)) throw new PanchangInputError('kinds', `Unknown period kind "${String(k)}"`);
  const from = localMidnightJd(parseCivilDate(fromDate), place.tz);
  // The midnight ending the last date (2101-01-01's for 2100-12-31, a date parseCivilDate refuses).
  const to = localMidnightJd(addDays(parseCivilDate(toDate), 1), place.tz);
  const q: Query = { place, options, fromDate, toDate, from, to };
  const enc: (jd: number) => T | string = at ?? ((jd) => toLocalIso(jd, place.tz));
  const order = (k: PeriodKind) => PERIOD_KINDS.indexOf(k);
  return kinds
    .flatMap((k) => PROVIDERS[k](q))
    .filter((p) => p.startDate <= toDate && p.endDate >= fromDate)
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || order(a.kind) - order(b.kind))
    .map((p) => ({ ...p, start: enc(p.start), end: enc(p.end) }));
}

/** The periods running on one civil date. */
export function periodsOnDate(input: Omit<PeriodsInput, 'from' | 'to'> & { date: string }): CalendarPeriod[] {
  return periodsBetween({ ...input, from: input.date, to: input.date });
}
