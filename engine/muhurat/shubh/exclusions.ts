/**
 * The stretches of a year in which the kinds' rites are not done, at a
 * place, in engine units (JD UT) with the civil dates a calendar shows them
 * on: the periods of engine/periods.ts (Kharmas, Guru and Shukra asta,
 * Chaturmas, Holashtak, Pitru Paksha, Panchak), the adhika months of the
 * year's lunar table, and the observed eclipses with their Sutak.
 *
 * An eclipse bars its whole civil date and its Sutak (DS on grahana: no
 * auspicious rite on the day of an eclipse; the Sutak of engine/eclipses.ts).
 * Only an eclipse that is observed at the place counts: one seen there with
 * a Sutak (a penumbral lunar eclipse is not observed, engine/eclipses.ts).
 */
import { shiftDate } from '../../civil-date';
import { eclipsesOfYear, ECLIPSE_MAX_YEAR } from '../../eclipses';
import { nextLunarEclipse, nextSolarEclipse } from '../../ephemeris';
import type { YearContext } from '../../festivals/context';
import type { EngineOptions, Place } from '../../input';
import { periodsBetween } from '../../periods';
import { formatCivilDate, localDateOf, localMidnightJd, parseCivilDate } from '../../time';
import type { ExclusionKind } from './rules';

export interface ExclusionSpan<T = number> {
  kind: ExclusionKind;
  start: T;
  end: T;
  /** First and last civil date (YYYY-MM-DD) the calendar shows it on. */
  startDate: string;
  endDate: string;
  /** Kharmas: the Sun's sign 1-12 (9 Dhanu, 12 Meena); adhika-masa: the month's number 1-12. */
  sign?: number;
  month?: number;
  /** Guru and Shukra asta. */
  planet?: 'Jupiter' | 'Venus';
  /** Eclipse: which kind. */
  eclipse?: 'solar' | 'lunar';
}

const dateAt = (jd: number, tz: string) => formatCivilDate(localDateOf(jd, tz));

function eclipseSpans(year: number, place: Place, options: Required<EngineOptions>): ExclusionSpan[] {
  const out: ExclusionSpan[] = [];
  // An eclipse in the first hours of the next year can have its Sutak (12 hours at most) begin on 31 December:
  // that year's eclipses are read only when one is that close (a global search costs far less than a year's local circumstances).
  const newYear = localMidnightJd({ year: year + 1, month: 1, day: 1 }, place.tz);
  const early = Math.min(nextSolarEclipse(newYear - 1).maximum, nextLunarEclipse(newYear - 1).maximum) < newYear + 1;
  for (const y of early ? [year, year + 1] : [year]) {
    if (y > ECLIPSE_MAX_YEAR) continue;
    for (const e of eclipsesOfYear({ year: y, ...place, options }, (jd) => jd)) {
      const sutak = e.local.sutak;
      if (!e.local.visible || !sutak) continue;
      const dayFrom = localMidnightJd(parseCivilDate(e.date), place.tz);
      const dayTo = localMidnightJd(parseCivilDate(shiftDate(e.date, 1)), place.tz);
      const contacts = e.local.contacts.map((c) => c.at);
      const start = Math.min(sutak.start, dayFrom, ...contacts);
      const end = Math.max(dayTo, ...contacts);
      out.push({ kind: 'eclipse', start, end, startDate: dateAt(start, place.tz), endDate: e.date, eclipse: e.kind });
    }
  }
  return out;
}

/** The adhika months among the year's tithis: each a run of tithis counted in an adhika month. */
function adhikaSpans(ctx: YearContext): ExclusionSpan[] {
  const out: ExclusionSpan[] = [];
  let open: ExclusionSpan | null = null;
  for (const t of ctx.lunar.tithisOver(ctx.days[0].midnight, ctx.end)) {
    if (t.amanta.adhika) {
      if (!open) open = { kind: 'adhika-masa', start: t.start, end: t.end, startDate: '', endDate: '', month: t.amanta.number };
      else open.end = t.end;
    } else if (open) {
      out.push(open);
      open = null;
    }
  }
  if (open) out.push(open);
  const tz = ctx.place.tz;
  return out.map((s) => ({ ...s, startDate: dateAt(s.start, tz), endDate: dateAt(s.end, tz) }));
}

/** The exclusions of one kind touching the civil year at the place, by start. */
export function exclusionsOfKind(ctx: YearContext, options: Required<EngineOptions>, kind: ExclusionKind): ExclusionSpan[] {
  const { year, place } = ctx;
  if (kind === 'eclipse') return eclipseSpans(year, place, options);
  if (kind === 'adhika-masa') return adhikaSpans(ctx);
  return periodsBetween({ from: `${year}-01-01`, to: `${year}-12-31`, ...place, options, kinds: [kind] }, (jd) => jd).map(
    (p): ExclusionSpan => ({
      kind: p.kind as ExclusionKind,
      start: p.start,
      end: p.end,
      startDate: p.startDate,
      endDate: p.endDate,
      ...(p.sign !== undefined ? { sign: p.sign + 1 } : {}),
      ...(p.planet ? { planet: p.planet } : {}),
    }),
  );
}
