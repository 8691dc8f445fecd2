/**
 * The windows and moments an event reports: its puja muhurat and the kaals
 * around it (pradosh, nishita, Vijay muhurat, Lakshmi Puja in Vrishabha
 * lagna, Ghatasthapana, Abhyang Snan, ...). Each builder takes the chosen
 * day and the tithi; definitions follow the reference (see each comment).
 */
import { abhijitSpan } from '../timings/abhijit';
import { ascendantCrossing, ascendantModel } from '../timings/ascendant';
import { bhadraOf } from './bhadra';
import type { YearContext } from './context';
import { dayPart, intersect, type Kaal, kaalSpan, nightPart, type Span, subtract } from './kaal';
import type { TithiPeriod } from './lunar';
import type { MomentKind, WindowKind } from './types';

export interface RawWindow extends Span {
  kind: WindowKind;
}

export interface RawMoment {
  kind: MomentKind;
  at: number;
}

export interface WindowInput {
  ctx: YearContext;
  /** Index of the chosen day in ctx.days. */
  day: number;
  tithi: TithiPeriod | null;
  /** The kaal that decided the date. */
  kaal?: Kaal;
  exclude?: 'bhadra';
  /** The date was taken although Bhadra covers the kaal (Holika Dahan): in Bhadra's tail, or in the kaal outside its face. */
  inBhadra?: 'puchha' | 'kaal';
  /** The date's kaal follows the tithi's end (Holika Dahan on the next day's pradosh). */
  afterTithi?: boolean;
}

const longest = (pieces: Span[]): Span | null =>
  pieces.reduce<Span | null>((best, p) => (best === null || p.end - p.start > best.end - best.start ? p : best), null);

/** A span while the tithi holds, outside Bhadra when the rule excludes it. */
function whileTithi(input: WindowInput, span: Span | null): Span | null {
  if (!span) return null;
  if (!input.tithi) return span;
  const inside = intersect(span, input.tithi);
  if (!inside) return null;
  if (input.exclude !== 'bhadra') return inside;
  const b = bhadraOf(input.ctx.lunar, input.tithi);
  return longest(b ? subtract(inside, [b]) : [inside]);
}

/**
 * Vrishabha (Taurus), the fixed sign rising in the evening from October to
 * December: the Lakshmi Puja of Diwali and the Dhanteras puja are done in
 * it, within Pradosh (the reference prints "Vrishabha Kaal" beside them).
 */
function vrishabha(input: WindowInput): Span | null {
  const f = input.ctx.frame(input.day);
  if (f.sunset === null) return null;
  const { lat, lon } = input.ctx.place;
  const m = ascendantModel(lat, lon, f.sunset - 0.5, f.sunset + 1, input.ctx.models);
  if (m.polar) return null;
  const start = ascendantCrossing(m, 30, f.sunset - 0.25, 1);
  const end = ascendantCrossing(m, 60, start, 1);
  return Number.isFinite(start) && Number.isFinite(end) ? { start, end } : null;
}

function build(kind: WindowKind, input: WindowInput, clip: boolean): Span | Span[] | null {
  const { ctx } = input;
  const f = ctx.frame(input.day);
  const clipped = (s: Span | null) => (clip ? whileTithi(input, s) : s);
  switch (kind) {
    case 'kaal':
      return input.kaal ? whileTithi(input, kaalSpan(f, input.kaal)) : null;
    case 'pratah':
    case 'purvahna':
    case 'madhyahna':
    case 'aparahna':
    case 'pradosh':
    case 'nishita':
    case 'arunodaya':
      return clipped(kaalSpan(f, kind));
    case 'day':
      return f.sunrise !== null && f.sunset !== null ? { start: f.sunrise, end: f.sunset } : null;
    case 'vijaya':
      // The 11th of the day's 15 muhurtas (Dussehra 2019: 14:04-14:50).
      return dayPart(f, 15, 10);
    case 'abhijit': {
      const a = f.sunrise !== null && f.sunset !== null ? abhijitSpan([f.sunrise, f.sunset], ctx.days[input.day].weekday) : null;
      return a && { start: a[0], end: a[1] };
    }
    case 'sayahna-sandhya':
      // Sunset plus 1.5 night muhurtas: Karva Chauth puja 2021 17:43-18:59, 2022 17:54-19:08.
      return f.sunset !== null && f.nextSunrise !== null
        ? { start: f.sunset, end: f.sunset + (1.5 * (f.nextSunrise - f.sunset)) / 15 }
        : null;
    case 'vrishabha-kaal':
      return vrishabha(input);
    case 'sthir-lagna-puja': {
      const p = whileTithi(input, kaalSpan(f, 'pradosh'));
      if (!p) return null;
      const v = vrishabha(input);
      return (v && intersect(p, v)) ?? p;
    }
    case 'ghatasthapana': {
      // The first third of the day while Pratipada holds; otherwise the
      // reference advises Abhijit muhurta (reported separately).
      const d = dayPart(f, 3, 0);
      return d ? whileTithi(input, d) : null;
    }
    case 'abhyang-snan': {
      // Narak Chaturdashi: the oil bath from moonrise (just before dawn) to sunrise
      // (2020: 05:23-06:43); arunodaya when the Moon rises later.
      if (f.sunrise === null) return null;
      const m = ctx.moonrise(f.sunrise - 0.25, f.sunrise);
      const start = m ?? f.sunrise - 4 / 60;
      return { start, end: f.sunrise };
    }
    case 'prahar-1':
    case 'prahar-2':
    case 'prahar-3':
    case 'prahar-4':
      return nightPart(f, 4, Number(kind.slice(-1)) - 1);
    case 'night-prahars':
      return [0, 1, 2, 3].map((i) => nightPart(f, 4, i)).filter((s): s is Span => s !== null);
    case 'thread-ceremony': {
      // Raksha Bandhan: from sunrise (or the end of Bhadra) until the end of
      // pradosh (or of Purnima): 2021 06:15-17:31, 2022 pradosh 20:51-21:13;
      // after Bhadra at night when Bhadra outlasts pradosh.
      const pradosh = kaalSpan(f, 'pradosh');
      const span = f.sunrise !== null && pradosh ? { start: f.sunrise, end: pradosh.end } : null;
      const free = whileTithi({ ...input, exclude: 'bhadra' }, span);
      return free ?? whileTithi({ ...input, exclude: 'bhadra' }, input.kaal ? kaalSpan(f, input.kaal) : null);
    }
    case 'holika-dahan': {
      if (input.afterTithi) return input.kaal ? kaalSpan(f, input.kaal) : null;
      if (!input.inBhadra) return whileTithi({ ...input, exclude: 'bhadra' }, input.kaal ? kaalSpan(f, input.kaal) : null);
      // Bhadra lasts past midnight (evaluate.ts whenBhadraBlocks chose which): its puchha, or the kaal without the mukha.
      const b = input.tithi ? bhadraOf(ctx.lunar, input.tithi) : null;
      if (b && input.inBhadra === 'puchha') return b.puchha;
      const kaal = input.kaal ? kaalSpan(f, input.kaal) : null;
      return kaal && b ? longest(subtract(kaal, [b.mukha])) : kaal;
    }
    case 'bhadra':
    case 'bhadra-puchha':
    case 'bhadra-mukha': {
      const b = input.tithi ? bhadraOf(ctx.lunar, input.tithi) : null;
      if (!b) return null;
      return kind === 'bhadra' ? { start: b.start, end: b.end } : kind === 'bhadra-puchha' ? b.puchha : b.mukha;
    }
    case 'upavasa': {
      // Karva Chauth: the fast from sunrise until the Moon is seen.
      const m = f.moonrise();
      return f.sunrise !== null && m !== null ? { start: f.sunrise, end: m } : null;
    }
    case 'sandhi-puja': {
      // Durga Ashtami: the last ghati of Ashtami and the first of Navami.
      if (!input.tithi) return null;
      const g = 24 / 1440;
      return { start: input.tithi.end - g, end: input.tithi.end + g };
    }
    default:
      return null;
  }
}

/** Windows of one kind (most kinds give one; night-prahars gives four). */
export function buildWindows(kind: WindowKind, input: WindowInput, clip = false): RawWindow[] {
  const r = build(kind, input, clip);
  if (!r) return [];
  if (Array.isArray(r)) return r.map((s, i) => ({ kind: `prahar-${i + 1}` as WindowKind, start: s.start, end: s.end }));
  return r.end > r.start ? [{ kind, start: r.start, end: r.end }] : [];
}

export function buildMoment(kind: MomentKind, input: WindowInput): RawMoment | null {
  const f = input.ctx.frame(input.day);
  let at: number | null = null;
  switch (kind) {
    case 'moonrise':
      at = f.moonrise();
      break;
    case 'madhyahna-moment':
      at = f.sunrise !== null && f.sunset !== null ? (f.sunrise + f.sunset) / 2 : null;
      break;
    case 'sunrise':
      at = f.sunrise;
      break;
    case 'sunset':
      at = f.sunset;
      break;
    case 'next-sunrise':
    case 'parana-start':
      at = f.nextSunrise;
      break;
    case 'bhadra-end': {
      const b = input.tithi ? bhadraOf(input.ctx.lunar, input.tithi) : null;
      at = b ? b.end : null;
      break;
    }
    default:
      at = null;
  }
  return at === null ? null : { kind, at };
}
