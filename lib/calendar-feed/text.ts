/**
 * The words of a festival event outside the site's pages, in one language:
 * its title and the plain-text description a calendar app shows (the tithi
 * span, the puja window and other times in the city's local time, why the
 * date, the page's address). The feed, the single-event .ics and the Google
 * Calendar link use it. Sentences are messages (`calendarFeed.*`), names
 * come from lib/names.
 */
import type { FestivalEvent } from '@/engine';
import type { Locale } from '@/i18n/routing';
import { namespaceTranslator, type Translate } from '@/lib/i18n/translate';
import { namesFor, type Names } from '@/lib/names/names';
import { timingRows, tithiSpan, type TimingsFrame } from '@/lib/festivals/timings';

/** The `calendarFeed` messages of a language. */
export const feedMessages = (locale: Locale): Translate => namespaceTranslator(locale, 'calendarFeed');

export interface EventTextFrame extends TimingsFrame {
  /** The city's display name in the language. */
  cityName: string;
}

export const frameFor = (locale: Locale, tz: string, cityName: string): EventTextFrame => ({ locale, names: namesFor(locale), tz, cityName });

/** The event's title: its name in the language (the Gauna form where it applies). */
export const eventTitle = (e: FestivalEvent, names: Names): string => names.festival(e.slug, e);

/** The description's lines: tithi, times, why, the place the times are for, the page. */
export function eventDescription(e: FestivalEvent, f: EventTextFrame, pageUrl: string): string {
  const t = feedMessages(f.locale);
  const lines: string[] = [];
  const tithi = tithiSpan(e, f);
  if (tithi) lines.push(t('tithi', { tithi: tithi.name, start: tithi.start, end: tithi.end }));
  for (const row of timingRows(e, f)) lines.push(t('timing', { label: row.label, value: row.value }));
  lines.push(t('why', { why: f.names.reason(e.reason) }));
  lines.push(t('timesFor', { city: f.cityName }));
  lines.push(t('details', { url: pageUrl }));
  return lines.join('\n');
}
