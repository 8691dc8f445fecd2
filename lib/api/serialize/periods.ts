/**
 * GET /api/choghadiya, /api/hora, /api/lagna, /api/gowri-panchangam and
 * /api/do-ghati: the day's periods with
 * "HH:MM" local times (and the civil date of each end, since the night runs
 * past midnight), the period holding now when now falls in this Panchang
 * day (`current`, else null), and the engine's table under `detail`.
 */
import {
  choghadiyaOfDay,
  doGhatiOfDay,
  gowriOfDay,
  horaOfDay,
  lagnaTableOfDay,
  msToJd,
  nowOfDay,
  type NowInfo,
  type RawDay,
} from '@/engine';
import { namedChoghadiya, namedDoGhati, namedGowri, namedHora, namedLagnaTable } from '@/lib/names/named';
import { namesFor } from '@/lib/names/names';
import { clock } from '../clock';
import type { ResolvedLocation } from '../location';
import { timingsHead } from './common';

/** What holds at `now`, when `now` lies in this Panchang day (sunrise to next sunrise). */
export function nowInDay(day: RawDay, now: Date): NowInfo | null {
  const t = msToJd(now.getTime());
  return t >= day.dayStart && t < day.dayEnd ? nowOfDay(day, t) : null;
}

export function serializeChoghadiya(loc: ResolvedLocation, day: RawDay, now: NowInfo | null) {
  const table = namedChoghadiya(choghadiyaOfDay(day), namesFor('en'));
  const periods = table.periods.map((p, i) => ({
    number: i + 1,
    name: p.name,
    quality: p.quality,
    ruler: p.ruler,
    period: p.period,
    ...clock.span(p.start, p.end),
  }));
  // The engine decides which period holds now; its span is the table's, to the second.
  const i = now?.choghadiya ? table.periods.findIndex((p) => p.start === now.choghadiya!.start) : -1;
  return { ...timingsHead(loc, day, table), periods, current: i >= 0 ? periods[i] : null, detail: table };
}

export function serializeHora(loc: ResolvedLocation, day: RawDay, now: NowInfo | null) {
  const table = namedHora(horaOfDay(day), namesFor('en'));
  const horas = table.horas.map((h, i) => ({
    number: i + 1,
    planet: h.planet,
    sanskrit: h.sanskrit,
    period: h.period,
    ...clock.span(h.start, h.end),
  }));
  const i = now?.hora ? table.horas.findIndex((h) => h.start === now.hora!.start) : -1;
  return { ...timingsHead(loc, day, table), horas, current: i >= 0 ? horas[i] : null, detail: table };
}

export function serializeLagna(loc: ResolvedLocation, day: RawDay, now: NowInfo | null, nowMs: number) {
  const table = namedLagnaTable(lagnaTableOfDay(day), namesFor('en'));
  const lagnas = table.lagnas.map((l) => ({ sign: l.sign, name: l.name, ...clock.span(l.start, l.end) }));
  // A sign rises twice in most days (first and last entry, a day apart): pick
  // the one whose span holds now, a second's slack for the spans' rounding.
  const i = now
    ? table.lagnas.findIndex(
        (l) => l.sign === now.lagna.sign && Date.parse(l.start) - 1000 <= nowMs && nowMs < Date.parse(l.end) + 1000,
      )
    : -1;
  const current = i >= 0 && now ? { ...lagnas[i], longitude: now.lagna.longitude } : null;
  return { ...timingsHead(loc, day, table), lagnas, current, detail: table };
}

/** Index of the part of a table holding now (the engine's own spans, start inclusive), or -1. */
const holding = (parts: readonly { start: string; end: string }[], nowMs: number | null) =>
  nowMs === null ? -1 : parts.findIndex((p) => Date.parse(p.start) <= nowMs && nowMs < Date.parse(p.end));

export function serializeGowri(loc: ResolvedLocation, day: RawDay, nowMs: number | null) {
  const table = namedGowri(gowriOfDay(day), namesFor('en'));
  const periods = table.periods.map((p, i) => ({ number: i + 1, key: p.key, name: p.name, quality: p.quality, period: p.period, ...clock.span(p.start, p.end) }));
  const i = holding(table.periods, nowMs);
  return { ...timingsHead(loc, day, table), periods, current: i >= 0 ? periods[i] : null, detail: table };
}

export function serializeDoGhati(loc: ResolvedLocation, day: RawDay, nowMs: number | null) {
  const table = namedDoGhati(doGhatiOfDay(day), namesFor('en'));
  const muhurtas = table.muhurtas.map((m) => ({
    number: m.number,
    key: m.key,
    name: m.name,
    quality: m.quality,
    durmuhurta: m.durmuhurta,
    period: m.period,
    ...clock.span(m.start, m.end),
  }));
  const i = holding(table.muhurtas, nowMs);
  return { ...timingsHead(loc, day, table), muhurtas, current: i >= 0 ? muhurtas[i] : null, detail: table };
}
