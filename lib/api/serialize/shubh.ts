/** The Shubh Muhurat year (engine shubhYear, ISO instants) as the API answers it: every check and gap reason with its sentence in English and Hindi. */
import type { ShubhCheck, ShubhYear } from '@/engine';
import { shubhNamesFor } from '@/lib/names/shubh';
import { formatDate } from '@/lib/format/date';
import { clock } from '../clock';

const en = () => shubhNamesFor('en');
const hi = () => shubhNamesFor('hi');

function check(c: ShubhCheck) {
  return { ...c, text: en().check(c), textHindi: hi().check(c) };
}

export function serializeShubhYear(y: ShubhYear) {
  const short = (date: string, locale: 'en' | 'hi') => formatDate(date, locale, 'medium');
  return {
    kind: y.kind,
    name: en().kind(y.kind),
    nameHindi: hi().kind(y.kind),
    year: y.year,
    alternatives: y.alternatives,
    rule: {
      ...y.rule,
      tithis: [...y.rule.tithis],
      weekdays: [...y.rule.weekdays],
      nakshatras: [...y.rule.nakshatras],
      forbiddenYogas: [...y.rule.forbiddenYogas],
      forbiddenKaranas: [...y.rule.forbiddenKaranas],
      months: y.rule.months && [...y.rule.months],
      sunSigns: y.rule.sunSigns && [...y.rule.sunSigns],
      exclusions: [...y.rule.exclusions],
      lagnas: y.rule.lagnas && [...y.rule.lagnas],
      preferredWeekdays: [...y.rule.preferredWeekdays],
    },
    dates: y.dates.map((d) => ({
      ...d,
      windows: d.windows.map((w) => {
        const s = clock.span(w.start, w.end);
        return { start: w.start, end: w.end, start_time: s.start, end_time: s.end, start_date: s.start_date, end_date: s.end_date };
      }),
      checks: d.checks.map(check),
    })),
    gaps: y.gaps.map((g) => ({
      ...g,
      reasons: g.reasons.map((r) => ({
        ...r,
        text: en().gapReason(r, short(r.startDate, 'en'), short(r.endDate, 'en')),
        textHindi: hi().gapReason(r, short(r.startDate, 'hi'), short(r.endDate, 'hi')),
      })),
    })),
    exclusions: y.exclusions,
  };
}
