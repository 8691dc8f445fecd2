/**
 * The three landing pages (/panchang, /muhurat, /astrology): today's
 * highlights for the selected city, picked from the view models the tool
 * pages already build (so a hub shows the same words and times as the page
 * it links to), and the tools of the section. Pure: view models in, view
 * model out; labels are the tool pages' message keys or display names.
 */
import type { MuhuratType } from '@/engine';
import type { Names } from '@/lib/names/names';
import type { ToolKey } from '@/lib/tools';
import type { Badge, FestivalBannerItem, PanchangDayView, SegmentRow } from './panchang';

/** What a hub reads of the day page's view model. */
type HubDay = Pick<PanchangDayView, 'festivals' | 'panchang' | 'timings'>;
import type { ChoghadiyaView, HoraRow, HoraView, LagnaView, MuhuratTableView } from './timings';

/** A highlight's label: a message key (the tool pages' own labels) or a display name (a muhurat window's). */
export type HighlightLabel = { key: string } | { text: string };

export interface Highlight {
  label: HighlightLabel;
  /** A name or a time; null when the day has none (no sunrise, no Abhijit on Wednesdays). */
  value: string | null;
  /** "till 5:12 PM" for a limb, a time range for a window. */
  badge?: Badge;
  range?: string;
  /** Good or bad, for windows and Choghadiyas. */
  tone?: 'good' | 'bad' | 'neutral';
  /** Why there is no value. */
  none?: 'noAbhijit' | 'none';
  /** The tool page that shows it in full. */
  tool: ToolKey;
}

export interface HubView {
  /** The day's festivals (the Panchang hub); empty elsewhere. */
  festivals: FestivalBannerItem[];
  highlights: Highlight[];
  /** The section's tools, in menu order. */
  tools: ToolKey[];
  /** Whether "now" highlights could be given (the page shows today). */
  isToday: boolean;
}

/** The tools each hub introduces. */
export const HUB_TOOLS: Readonly<Record<'panchang' | 'muhurat' | 'astrology', readonly ToolKey[]>> = {
  panchang: ['todayPanchang', 'monthlyPanchang', 'tithi', 'nakshatra', 'tithiToday', 'nakshatraFinder'],
  muhurat: ['todayMuhurat', 'rahuKaal', 'choghadiya', 'hora', 'abhijitMuhurat', 'gowriPanchangam', 'doGhati'],
  astrology: ['lagna', 'grahas', 'nakshatra', 'nakshatraFinder', 'hora'],
};

const key = (k: string): HighlightLabel => ({ key: k });

const limb = (label: HighlightLabel, rows: readonly SegmentRow[], tool: ToolKey): Highlight => ({
  label,
  value: rows[0]?.name ?? null,
  ...(rows[0] ? { badge: rows[0].badge } : {}),
  tool,
});

const horaNow = (hora: HoraRow): Highlight => ({
  label: key('hubs.horaNow'),
  value: hora.gloss ? `${hora.lord} (${hora.gloss})` : hora.lord,
  range: hora.range,
  tool: 'hora',
});

const current = <T extends { start: number; end: number }>(rows: readonly T[], now: number): T | undefined =>
  rows.find((r) => r.start <= now && now < r.end);

/** /panchang: the limbs at sunrise with their end times, the weekday and month, sunrise and sunset, the festivals. */
export function panchangHubView(day: HubDay, isToday: boolean): HubView {
  const p = day.panchang;
  return {
    festivals: day.festivals,
    highlights: [
      limb(key('panchangCard.tithi'), p.limbs.tithi, 'tithi'),
      limb(key('panchangCard.nakshatra'), p.limbs.nakshatra, 'nakshatra'),
      limb(key('panchangCard.yoga'), p.limbs.yoga, 'todayPanchang'),
      limb(key('panchangCard.karana'), p.limbs.karana, 'todayPanchang'),
      { label: key('panchangCard.vara'), value: p.vara, tool: 'todayPanchang' },
      { label: key('panchangCard.masaPurnimanta'), value: p.purnimanta, tool: 'monthlyPanchang' },
      { label: key('panchangCard.sunrise'), value: p.sunrise, tool: 'todayPanchang' },
      { label: key('panchangCard.sunset'), value: p.sunset, tool: 'todayPanchang' },
    ],
    tools: [...HUB_TOOLS.panchang],
    isToday,
  };
}

/**
 * /muhurat: the day's main windows (Brahma Muhurta, Abhijit, Rahu Kaal,
 * Yamaganda) and, on today's page, the Choghadiya and Hora holding now.
 */
export function muhuratHubView(m: MuhuratTableView, c: ChoghadiyaView, h: HoraView, now: number, isToday: boolean, names: Names): HubView {
  const windowOf = (type: MuhuratType, tool: ToolKey): Highlight => {
    const w = m.windows.find((x) => x.type === type);
    const label = { text: names.muhurat(type) };
    return w
      ? { label, value: w.range, tone: w.quality === 'auspicious' ? 'good' : 'bad', tool }
      : { label, value: null, none: type === 'abhijit' && m.windows.length > 0 ? 'noAbhijit' : 'none', tool };
  };
  const highlights = [windowOf('brahma', 'todayMuhurat'), windowOf('abhijit', 'abhijitMuhurat'), windowOf('rahu_kaal', 'rahuKaal'), windowOf('yamaganda', 'todayMuhurat')];
  if (isToday) {
    const ch = current([...c.day, ...c.night], now);
    if (ch) highlights.push({ label: key('hubs.choghadiyaNow'), value: `${ch.name} (${ch.qualityName})`, range: ch.range, tone: ch.quality, tool: 'choghadiya' });
    const hora = current([...h.day, ...h.night], now);
    if (hora) highlights.push(horaNow(hora));
  }
  return { festivals: [], highlights, tools: [...HUB_TOOLS.muhurat], isToday };
}

/** /astrology: the lagna rising now (today's page), the Moon's sign and nakshatra, the Sun's sign, the hora now. */
export function astrologyHubView(day: HubDay, lagna: LagnaView, h: HoraView, now: number, isToday: boolean): HubView {
  const p = day.panchang;
  const highlights: Highlight[] = [];
  if (isToday) highlights.push({ label: key('hubs.lagnaNow'), value: `${lagna.now.sign} (${lagna.now.degree})`, range: lagna.now.range, tool: 'lagna' });
  highlights.push(
    limb(key('panchangCard.moonSign'), p.moonSign, 'todayPanchang'),
    limb(key('panchangCard.nakshatra'), p.limbs.nakshatra, 'nakshatra'),
    limb(key('panchangCard.sunSign'), p.sunSign, 'todayPanchang'),
  );
  if (isToday) {
    const hora = current([...h.day, ...h.night], now);
    if (hora) highlights.push(horaNow(hora));
  }
  return { festivals: [], highlights, tools: [...HUB_TOOLS.astrology], isToday };
}
