/**
 * The regional calendar pages' share cards (issue 31): the list of the
 * solar calendars with today's date in each, and a month of one with its
 * first and last days and the sankranti that opened it. Latin and
 * Devanagari only: the card's fonts have no Tamil, Bengali, Malayalam or
 * Odia glyphs, so the names in the regions' scripts stay on the page.
 */
import type { Locale } from '@/i18n/routing';
import { translator } from '@/lib/i18n/translate';
import type { RegionalIndexEntry, RegionalMonthView } from '@/lib/view/regional';
import type { CardSpec } from './spec';

export function regionalIndexCard(entries: readonly RegionalIndexEntry[], locale: Locale): CardSpec {
  const t = translator(locale);
  return {
    locale,
    kicker: t('site.name'),
    title: t('regionalPages.index.heading'),
    body: {
      kind: 'rows',
      caption: t('pickers.today'),
      rows: entries.map((e) => ({ name: e.calendarName, value: `${e.monthName} ${e.day}, ${e.year}`, tone: 'plain' })),
    },
  };
}

export function regionalMonthCard(v: RegionalMonthView, f: { locale: Locale; city: string }): CardSpec {
  const t = translator(f.locale);
  const m = (key: string) => t(`regionalPages.month.${key}`);
  return {
    locale: f.locale,
    kicker: t('regionalPages.cardKicker', { calendar: v.calendarName }),
    title: `${v.monthName} ${v.year}`,
    subtitle: f.city,
    body: {
      kind: 'facts',
      facts: [
        { label: m('opening'), value: v.opening.firstDay },
        { label: m('closing'), value: v.closing.firstDay },
        { label: v.opening.sign, value: v.opening.at },
        { label: v.closing.sign, value: v.closing.at },
      ],
    },
  };
}
