/**
 * View models of the day page's extra sections: nakshatra padas and the
 * Sun's nakshatra, the auspicious and Anandadi yogas, Chandrabalam and
 * Tarabalam, Bhadra, Panchak and Ganda Moola, the vasas and Disha Shool,
 * and the day's lengths and long counts. Built from the engine's
 * DayExtras and Panchang (epoch-ms instants) with the page language's
 * names; components only render them.
 */
import type { DayExtras, Panchang, PadaSegment } from '@/engine';
import { formatDms, formatNumber } from '@/lib/format/number';
import { rangeLabel, timeLabel } from '@/lib/format/time';
import type { Badge, SegmentRow, ViewFrame } from './panchang';

/** A stretch shown with its two ends (either may be on another date). */
export interface RangeRow {
  key: string;
  name: string;
  range: string;
  start: number;
  end: number;
}

export interface QualityRow extends SegmentRow {
  auspicious: boolean;
}

export interface BalaRow {
  key: string;
  /** The Moon's sign or nakshatra of the stretch. */
  moon: string;
  names: string[];
  badge: Badge;
}

export interface DayExtrasView {
  padas: { moon: SegmentRow[]; sunNakshatra: SegmentRow[]; sunPadas: SegmentRow[] };
  yogas: { special: (RangeRow & { wholeDay: boolean })[]; anandadi: QualityRow[] };
  bala: { chandrabalam: BalaRow[]; tarabalam: BalaRow[] };
  doshas: {
    bhadra: (Omit<RangeRow, 'name'> & { vasa: { key: string; name: string; harmful: boolean; range: string }[] })[];
    panchak: Omit<RangeRow, 'name'>[];
    gandaMoola: RangeRow[];
  };
  vasa: { dishaShool: string; rahuVasa: string; chandraVasa: SegmentRow[]; shivaVasa: QualityRow[]; agniVasa: QualityRow[] };
  epoch: {
    dinamana: string | null;
    ratrimana: string | null;
    madhyahna: string | null;
    kaliYear: string;
    kaliAhargana: string;
    julianDay: string;
    modifiedJulianDay: string;
    ayanamsa: string;
    /** Key of the ayanamsa model (dayExtras.epoch.ayanamsaModel.*). */
    ayanamsaModel: string;
  };
}

/** "till 5:12 PM", or past the next sunrise (the whole day when it is the only stretch). */
const badgeOf = (end: number | null, only: boolean, f: ViewFrame): Badge =>
  end !== null ? { kind: 'till', time: timeLabel(end, f.tz, f.date, f.locale) } : only ? { kind: 'allDay' } : { kind: 'fullNight' };

function openRows<S extends { start: number; end: number | null }>(list: readonly S[], name: (s: S) => string, prefix: string, f: ViewFrame): SegmentRow[] {
  return list.map((s, i) => ({ key: `${prefix}-${i}`, name: name(s), badge: badgeOf(s.end, list.length === 1, f) }));
}

/** openRows with each row's quality. */
function qualityRows<S extends { start: number; end: number | null }>(
  list: readonly S[],
  name: (s: S) => string,
  good: (s: S) => boolean,
  prefix: string,
  f: ViewFrame,
): QualityRow[] {
  return openRows(list, name, prefix, f).map((r, i) => ({ ...r, auspicious: good(list[i]) }));
}

const range = (s: { start: number; end: number }, f: ViewFrame) => rangeLabel(s.start, s.end, f.tz, f.date, f.locale);

function padaRows(segs: readonly PadaSegment<number>[], f: ViewFrame, prefix: string): SegmentRow[] {
  return openRows(segs, (s) => `${f.names.nakshatra(s.nakshatra)} ${s.pada}`, prefix, f);
}

/** Harmful Bhadra dwells on earth (Muhurta Chintamani): the other two abodes are shown as harmless. */
const HARMFUL_BHADRA = 'prithvi';
/** Agni on earth is good for homa; in the sky or below, not. */
const GOOD_AGNI = 'prithvi';

export function dayExtrasView(x: DayExtras<number>, p: Panchang<number>, f: ViewFrame): DayExtrasView {
  const n = f.names;
  return {
    padas: {
      moon: padaRows(p.nakshatraPada, f, 'pada'),
      sunNakshatra: openRows(p.sunNakshatra, (s) => n.nakshatra(s.number), 'sun-nakshatra', f),
      sunPadas: padaRows(p.sunNakshatraPada, f, 'sun-pada'),
    },
    yogas: {
      special: x.yogas.map((y, i) => ({ key: `${y.yoga}-${i}`, name: n.specialYoga(y.yoga), range: range(y, f), start: y.start, end: y.end, wholeDay: y.wholeDay })),
      anandadi: qualityRows(x.anandadi, (a) => n.anandadi(a.key), (a) => a.auspicious, 'anandadi', f),
    },
    bala: {
      chandrabalam: x.chandrabalam.map((c, i) => ({
        key: `chandrabalam-${i}`,
        moon: n.rashi(c.moonSign),
        names: c.rashis.map((r) => n.rashi(r)),
        badge: badgeOf(c.end, x.chandrabalam.length === 1, f),
      })),
      tarabalam: x.tarabalam.map((t, i) => ({
        key: `tarabalam-${i}`,
        moon: n.nakshatra(t.nakshatra),
        names: t.nakshatras.map((k) => n.nakshatra(k)),
        badge: badgeOf(t.end, x.tarabalam.length === 1, f),
      })),
    },
    doshas: {
      bhadra: x.bhadra.map((b, i) => ({
        key: `bhadra-${i}`,
        range: range(b, f),
        start: b.start,
        end: b.end,
        vasa: b.vasa.map((v, k) => ({ key: `bhadra-${i}-${k}`, name: n.bhadraVasa(v.vasa), harmful: v.vasa === HARMFUL_BHADRA, range: range(v, f) })),
      })),
      panchak: x.panchak.map((s, i) => ({ key: `panchak-${i}`, range: range(s, f), start: s.start, end: s.end })),
      gandaMoola: x.gandaMoola.map((g, i) => ({
        key: `ganda-${i}`,
        name: g.nakshatras.map((k) => n.nakshatra(k)).join(', '),
        range: range(g, f),
        start: g.start,
        end: g.end,
      })),
    },
    vasa: {
      dishaShool: n.direction(x.dishaShool),
      rahuVasa: n.direction(x.rahuVasa),
      chandraVasa: openRows(x.chandraVasa, (c) => n.direction(c.direction), 'chandra-vasa', f),
      shivaVasa: qualityRows(x.shivaVasa, (s) => n.shivaVasa(s.vasa), (s) => s.favourable, 'shiva-vasa', f),
      agniVasa: qualityRows(x.agniVasa, (a) => n.agniVasa(a.vasa), (a) => a.vasa === GOOD_AGNI, 'agni-vasa', f),
    },
    epoch: {
      dinamana: p.dinamana,
      ratrimana: p.ratrimana,
      madhyahna: p.madhyahna === null ? null : timeLabel(p.madhyahna, f.tz, f.date, f.locale),
      kaliYear: String(x.epoch.kaliYear),
      kaliAhargana: formatNumber(x.epoch.kaliAhargana, f.locale),
      julianDay: formatNumber(x.epoch.julianDay, f.locale, 1),
      modifiedJulianDay: formatNumber(x.epoch.modifiedJulianDay, f.locale),
      ayanamsa: formatDms(x.epoch.ayanamsa.degrees),
      ayanamsaModel: x.epoch.ayanamsa.model,
    },
  };
}
