/**
 * View models of the grahas: the day page's "Planets" card (sunrise
 * positions with retrograde and combust marks), the /grahas hub (where each
 * graha is now and its next change), a planet's year (every ingress,
 * station and combustion, times in the city's zone) and one major transit
 * (what changes and when, under which ayanamsa). Built from the engine's
 * numbers and keys (instants as epoch ms) and the page language's names;
 * components only render them.
 */
import type { Graha, GrahaEvent, GrahaNow, GrahaPosition, GrahaYear, IngressEvent, TransitDetail } from '@/engine';
import { formatDms, formatNumber } from '@/lib/format/number';
import { dateTimeLabel, instantLabels, timeLabel } from '@/lib/format/time';
import type { ViewFrame } from './panchang';

type YearFrame = Omit<ViewFrame, 'date'>;

const isNode = (g: Graha) => g === 'Rahu' || g === 'Ketu';

export interface GrahaRow {
  key: Graha;
  name: string;
  rashi: string;
  /** Degrees and minutes into the rashi (cut, not rounded, as almanacs print them: 29°59′ never shows as 30°00′). */
  degree: string;
  /** The nakshatra and its pada: "Revati 3". */
  nakshatra: string;
  /** Degrees a day, signed, 2 decimals (4 for the slow movers). */
  speed: string;
  /** Marked only where it is news: Rahu and Ketu always move backwards and carry no mark. */
  retrograde: boolean;
  combust: boolean;
  /** The one-letter marks a table prints after the name (R, C; व, अ). */
  marks: string[];
}

export function grahaRow(p: GrahaPosition, f: YearFrame): GrahaRow {
  const n = f.names;
  const retrograde = p.retrograde && !isNode(p.graha);
  const combust = p.combust === true;
  return {
    key: p.graha,
    name: n.planet(p.graha),
    rashi: n.rashi(p.rashi),
    degree: formatDms(Math.floor(p.degree * 60) / 60, false),
    nakshatra: `${n.nakshatra(p.nakshatra)} ${formatNumber(p.pada, f.locale)}`,
    speed: formatNumber(p.speed, f.locale, Math.abs(p.speed) < 0.2 ? 4 : 2),
    retrograde,
    combust,
    marks: [...(retrograde ? [n.grahaMark('retrograde')] : []), ...(combust ? [n.grahaMark('combust')] : [])],
  };
}

export interface PlanetsCardView {
  /** The instant the positions are for: the day's sunrise (local midnight where the Sun does not rise). */
  time: string;
  /** The ayanamsa the sidereal longitudes are taken with. */
  ayanamsa: string;
  rows: GrahaRow[];
}

/** The day page's card: the nine grahas at the day's sunrise. */
export function planetsCardView(at: number, positions: readonly GrahaPosition[], ayanamsa: string, f: ViewFrame): PlanetsCardView {
  return {
    time: timeLabel(at, f.tz, f.date, f.locale, f.clock),
    ayanamsa: f.names.ayanamsaModel(ayanamsa),
    rows: positions.map((p) => grahaRow(p, f)),
  };
}

export interface GrahaEventRow {
  key: string;
  kind: GrahaEvent['kind'];
  /** "Saturn enters Meena", "Mercury turns retrograde in Vrishchika". */
  title: string;
  /** The kind's short name (Rashi change, Combust (asta)). */
  kindName: string;
  /** Civil date at the place, its label, and the time. */
  date: string;
  dateLabel: string;
  time: string;
  /** Date and time together, for lists spanning months: "Mar 29, 2025, 10:58 PM". */
  when: string;
}

export function grahaEventRow(e: GrahaEvent<number>, f: YearFrame): GrahaEventRow {
  return {
    key: `${e.graha}-${e.kind}-${e.at}`,
    kind: e.kind,
    title: f.names.grahaEventTitle(e),
    kindName: f.names.grahaEvent(e.kind),
    ...instantLabels(e.at, f.tz, f.locale, f.clock),
  };
}

export interface GrahaHubRow extends GrahaRow {
  nextRashi: GrahaEventRow | null;
  /** The next event but a nakshatra change: a rashi change, a station, combustion. */
  next: GrahaEventRow | null;
}

/** The /grahas hub: each graha now, and what it does next. */
export function grahasHubView(now: readonly GrahaNow<number>[], f: YearFrame): { rows: GrahaHubRow[] } {
  return {
    rows: now.map((x) => ({
      ...grahaRow(x.position, f),
      nextRashi: x.nextRashi ? grahaEventRow(x.nextRashi, f) : null,
      next: x.next ? grahaEventRow(x.next, f) : null,
    })),
  };
}

export interface GrahaYearView {
  planet: string;
  year: number;
  /** Where the graha stood as the year began. */
  start: GrahaRow;
  events: GrahaEventRow[];
  /** How many events of each kind the year holds (a kind the graha never has is absent). */
  counts: Partial<Record<GrahaEvent['kind'], number>>;
}

/** /grahas/{planet}/{year}: every ingress, station and combustion of the graha in the year, times in the city's zone. */
export function grahaYearView(y: GrahaYear<number>, f: YearFrame): GrahaYearView {
  const counts: Partial<Record<GrahaEvent['kind'], number>> = {};
  for (const e of y.events) counts[e.kind] = (counts[e.kind] ?? 0) + 1;
  return {
    planet: f.names.planet(y.planet),
    year: y.year,
    start: grahaRow(y.position, f),
    events: y.events.map((e) => grahaEventRow(e, f)),
    counts,
  };
}

export interface TransitView {
  title: string;
  planet: string;
  from: string;
  into: string;
  /** Every crossing of the boundary: the entry, and any retrograde return and re-entry. */
  crossings: GrahaEventRow[];
  /** When the graha moves on to the next rashi, and how long it stays in this one from its first entry. */
  leaves: GrahaEventRow | null;
  stayDays: number | null;
  /** The conventions the times are computed with. */
  ayanamsa: string;
  node: string | null;
  /** The first entry under the other conventions: what another almanac may print. */
  alternatives: { label: string; when: string }[];
  /** Saturn: Sade Sati and Dhaiya changes by Moon sign; Rahu, Ketu: the other node's rashi; the signs aspected from the new one. */
  changes: { moonSign: string; change: string }[];
  partner: { planet: string; rashi: string } | null;
  aspects: string[];
}

/** A major transit's page: what changes, when, and under which ayanamsa. */
export function transitView(d: TransitDetail<number>, f: YearFrame): TransitView {
  const n = f.names;
  const first = d.crossings[0];
  const row = (e: IngressEvent<number>) => grahaEventRow(e, f);
  const changes: { moonSign: string; change: string }[] = [];
  if (d.saturn) {
    for (const s of d.saturn.sadeSati) changes.push({ moonSign: n.rashi(s.moonSign), change: n.sadeSatiPhase(s.phase) });
    changes.push({ moonSign: n.rashi(d.saturn.sadeSatiEnds), change: n.sadeSatiEnds() });
    for (const x of d.saturn.dhaiyaBegins) changes.push({ moonSign: n.rashi(x.moonSign), change: n.dhaiyaChange(x.house, 'begins') });
    for (const x of d.saturn.dhaiyaEnds) changes.push({ moonSign: n.rashi(x.moonSign), change: n.dhaiyaChange(x.house, 'ends') });
  }
  const nodes = isNode(d.graha);
  return {
    title: n.grahaEventTitle({ ...first, retrograde: false }),
    planet: n.planet(d.graha),
    from: n.rashi(d.from),
    into: n.rashi(d.into),
    crossings: d.crossings.map(row),
    leaves: d.leaves ? row(d.leaves) : null,
    stayDays: d.leaves ? Math.round((d.leaves.at - first.at) / 86_400_000) : null,
    ayanamsa: n.ayanamsaModel(d.models.ayanamsa),
    node: nodes ? n.nodeModel(d.models.node) : null,
    alternatives: d.alternatives
      .filter((a) => a.crossings.length > 0)
      .map((a) => ({
        label: a.node !== d.models.node ? n.nodeModel(a.node) : n.ayanamsaModel(a.ayanamsa),
        when: dateTimeLabel(a.crossings[0].at, f.tz, f.locale, f.clock),
      })),
    changes,
    partner: d.partner ? { planet: n.planet(d.partner.graha), rashi: n.rashi(d.partner.into) } : null,
    aspects: d.aspects.map((r) => n.rashi(r)),
  };
}
