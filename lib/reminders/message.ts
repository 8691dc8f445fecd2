/**
 * The words of a push reminder in the subscription's language: the event's
 * name as the title; the day ("Tomorrow, March 3: ..."), the time that
 * matters for it (the parana window of an Ekadashi, the moonrise of a
 * Sankashti, the pradosh kaal, the tithi's span of a Purnima or Amavasya)
 * and the city in the body; the event's page and the unsubscribe link as
 * data for the service worker (public/sw.js).
 */
import type { FestivalEvent } from '@/engine';
import type { Locale } from '@/i18n/routing';
import type { City } from '@/lib/cities';
import { eventPageUrl } from '@/lib/calendar-feed/feed';
import { formatDate } from '@/lib/format/date';
import { rangeLabel, timeLabel } from '@/lib/format/time';
import { namespaceTranslator } from '@/lib/i18n/translate';
import { namesFor } from '@/lib/names/names';
import { cityDisplayName } from '@/lib/selection/params';
import { SITE_URL } from '@/lib/site';
import type { Reminder } from './due';

/** What the service worker reads from a push message. */
export interface PushPayload {
  title: string;
  body: string;
  /** Notifications with the same tag replace one another (one per occasion). */
  tag: string;
  url: string;
  unsubscribe: string;
  /** The label of the notification's "stop reminders" action. */
  stop: string;
}

export const unsubscribeUrl = (token: string, locale: Locale): string =>
  `${SITE_URL}/api/reminders/unsubscribe?token=${encodeURIComponent(token)}${locale === 'en' ? '' : `&lang=${locale}`}`;

/** The one line of times that matters for the event, or null. */
function timesLine(e: FestivalEvent<number>, tz: string, locale: Locale): string | null {
  const t = namespaceTranslator(locale, 'reminders.push');
  const names = namesFor(locale);
  const parana = e.windows.find((w) => w.kind === 'parana');
  if (parana) return t('parana', { time: rangeLabel(parana.start, parana.end, tz, e.date, locale) });
  const moonrise = e.moments.find((m) => m.kind === 'moonrise');
  if (moonrise) return t('moonrise', { time: timeLabel(moonrise.at, tz, e.date, locale) });
  const pradosh = e.windows.find((w) => w.kind === 'pradosh');
  if (pradosh) return t('pradosh', { time: rangeLabel(pradosh.start, pradosh.end, tz, e.date, locale) });
  if (e.tithi) return t('tithi', { tithi: names.tithiInPaksha(e.tithi.number), time: rangeLabel(e.tithi.start, e.tithi.end, tz, e.date, locale) });
  return null;
}

export function reminderPayload(r: Reminder, sub: { token: string; locale: Locale; choices: { dayBefore: boolean } }, city: City): PushPayload {
  const { locale } = sub;
  const t = namespaceTranslator(locale, 'reminders.push');
  const e = r.event;
  const name = namesFor(locale).festival(e.slug, e);
  const lines = [
    t(sub.choices.dayBefore ? 'eve' : 'day', { date: formatDate(e.date, locale, 'long'), name }),
    timesLine(e, city.timezone, locale),
    t('place', { city: cityDisplayName(city, locale) }),
  ].filter((l): l is string => l !== null);
  return {
    title: name,
    body: lines.join('\n'),
    tag: r.key,
    url: eventPageUrl(e, locale, city.slug),
    unsubscribe: unsubscribeUrl(sub.token, locale),
    stop: t('stop'),
  };
}

/** The test-only message (POST /api/reminders/test). */
export function testPayload(sub: { token: string; locale: Locale }, siteName: string): PushPayload {
  const t = namespaceTranslator(sub.locale, 'reminders.push');
  return { title: t('testTitle'), body: t('testBody', { site: siteName }), tag: 'test', url: `${SITE_URL}/`, unsubscribe: unsubscribeUrl(sub.token, sub.locale), stop: t('stop') };
}
