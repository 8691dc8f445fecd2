/**
 * View models of eclipses: the day page's banner, the year's list at a
 * city and one eclipse's page. Times are labels in the city's zone, each
 * relative to the eclipse's local date ("1:26 AM, Sep 8"); names from the
 * page language's messages.
 */
import type { Eclipse } from '@/engine';
import { formatDate } from '@/lib/format/date';
import { formatNumber } from '@/lib/format/number';
import { dateTimeLabel, rangeLabel, timeLabel } from '@/lib/format/time';
import { pagePath } from '@/lib/urls';
import type { ViewFrame } from './panchang';

/** The locale-less path of an eclipse's page (the list's city kept). */
export const eclipseHref = (year: number, id: string, city: string | null): string => pagePath('eclipse', { year, eclipse: id, ...(city ? { city } : {}) });

/** The locale-less path of a year's eclipse list (this year's without a year). */
export const grahanHref = (year: number | null, city: string | null): string => pagePath('grahan', { ...(year ? { year } : {}), ...(city ? { city } : {}) });

/**
 * From sparsha to moksha: a solar eclipse's first and last contact here; a
 * lunar eclipse's umbral phase (U1 to U4), or the penumbral one for a
 * penumbral eclipse (the Moon in the half-shadow is not counted as eclipsed).
 */
function mainSpan(e: Eclipse<number>): [number, number] | null {
  const c = e.local.contacts;
  if (c.length === 0) return null;
  const u1 = c.find((x) => x.key === 'U1');
  const u4 = c.find((x) => x.key === 'U4');
  return u1 && u4 ? [u1.at, u4.at] : [c[0].at, c[c.length - 1].at];
}

export interface EclipseCardView {
  id: string;
  kind: Eclipse['kind'];
  title: string;
  kindName: string;
  typeName: string;
  date: string;
  dateLabel: string;
  href: string;
  visible: boolean;
  /** Global magnitude, 3 decimals. */
  magnitude: string;
  /** Solar eclipses seen here: local magnitude and the percentage of the Sun covered. */
  localMagnitude: string | null;
  obscuration: string | null;
  /** First to last contact here (null where not seen), and on Earth as a whole. */
  localRange: string | null;
  globalRange: string;
  sutak: string | null;
  /** Why there is no Sutak: a penumbral eclipse, or one not seen here. */
  noSutak: 'penumbral' | 'invisible' | null;
}

export interface EclipseDetailView extends EclipseCardView {
  /** The contacts and the body's rising or setting during the eclipse, in time order; `visible`: above the horizon. */
  timeline: { key: string; name: string; time: string; visible: boolean }[];
  greatest: string;
  saros: { series: number; member: number };
  /** Time from first to last contact here. */
  duration: { hours: number; minutes: number } | null;
}

export function eclipseCardView(e: Eclipse<number>, f: Omit<ViewFrame, 'date'> & { year: number; city: string | null }): EclipseCardView {
  const n = f.names;
  const at = (ms: number) => timeLabel(ms, f.tz, e.date, f.locale, f.clock);
  const range = (a: number, b: number) => rangeLabel(a, b, f.tz, e.date, f.locale, f.clock);
  const main = mainSpan(e);
  const kindName = n.eclipseKind(e.kind);
  const typeName = n.eclipseType(e.type);
  return {
    id: e.id,
    kind: e.kind,
    title: `${kindName} (${typeName})`,
    kindName,
    typeName,
    date: e.date,
    dateLabel: formatDate(e.date, f.locale, 'full'),
    href: eclipseHref(f.year, e.id, f.city),
    visible: e.local.visible,
    magnitude: formatNumber(e.magnitude, f.locale, 3),
    localMagnitude: e.local.magnitude === null ? null : formatNumber(e.local.magnitude, f.locale, 3),
    obscuration: e.local.obscuration === null ? null : `${formatNumber(e.local.obscuration * 100, f.locale, 1)}%`,
    localRange: e.local.visible && main ? range(main[0], main[1]) : null,
    globalRange: range(e.global.start, e.global.end),
    sutak: e.local.sutak ? `${at(e.local.sutak.start)} – ${at(e.local.sutak.end)}` : null,
    noSutak: e.local.sutak ? null : e.local.visible ? 'penumbral' : 'invisible',
  };
}

export function eclipseDetailView(e: Eclipse<number>, f: Omit<ViewFrame, 'date'> & { year: number; city: string | null }): EclipseDetailView {
  const n = f.names;
  const at = (ms: number) => timeLabel(ms, f.tz, e.date, f.locale, f.clock);
  const c = e.local.contacts;
  const main = mainSpan(e);
  const minutes = e.local.visible && main ? Math.round((main[1] - main[0]) / 60_000) : null;
  return {
    ...eclipseCardView(e, f),
    timeline: [
      ...c.map((x) => ({ key: x.key, name: n.eclipseContact(x.key), ms: x.at, visible: x.visible })),
      ...e.local.horizon.map((h) => ({ key: h.key, name: n.horizonEvent(h.key), ms: h.at, visible: true })),
    ]
      .sort((a, b) => a.ms - b.ms)
      .map(({ ms, ...x }) => ({ ...x, time: at(ms) })),
    greatest: dateTimeLabel(e.greatest, f.tz, f.locale, f.clock),
    saros: e.saros,
    duration: minutes === null ? null : { hours: Math.floor(minutes / 60), minutes: minutes % 60 },
  };
}

export interface EclipseBannerItem {
  id: string;
  title: string;
  href: string;
  range: string;
  sutak: string | null;
}

/** The eclipses seen from the city whose eclipse or Sutak touches the day. */
export function eclipseBannerView(list: readonly Eclipse<number>[], f: ViewFrame & { city: string | null }): EclipseBannerItem[] {
  return list.map((e) => {
    const card = eclipseCardView(e, { ...f, year: Number(e.date.slice(0, 4)) });
    const [start, end] = mainSpan(e) as [number, number];
    return {
      id: e.id,
      title: card.title,
      href: card.href,
      range: rangeLabel(start, end, f.tz, f.date, f.locale, f.clock),
      sutak: e.local.sutak ? rangeLabel(e.local.sutak.start, e.local.sutak.end, f.tz, f.date, f.locale, f.clock) : null,
    };
  });
}
