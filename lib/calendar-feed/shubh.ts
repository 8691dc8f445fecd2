/**
 * A kind's Shubh Muhurat dates as a calendar to subscribe to,
 * `/calendar/shubh/{kind}/{city}.ics`: one all-day event per date of the
 * feed's rolling years (last year to two years ahead, as the festival
 * feed), its windows, grade, tithi and nakshatra in the description. A feed
 * of its own rather than a `types=` category of the festival feed: a
 * wedding's or a naming's dates are asked for by the few who plan one, not
 * mixed into every festival calendar, and a kind has alternatives of its
 * own. Each event links its date's page at the city (its windows and checks).
 */
import { z } from 'zod';
import { SHUBH_KINDS, type ShubhKind, type ShubhYear } from '@/engine';
import type { Locale } from '@/i18n/routing';
import { defineEndpoint } from '@/lib/api/endpoint';
import { shubhNamesFor } from '@/lib/names/shubh';
import { shubhYearView } from '@/lib/view/shubh';
import { citySlugSchema } from '@/lib/selection/schemas';
import { conventionsQuery } from '@/lib/api/conventions';
import { absoluteUrl } from '@/lib/seo/urls';
import { pagePath } from '@/lib/urls';
import { uidHost } from './feed';
import { icsFile, langSchema } from './http';
import type { IcsCalendar, IcsEvent } from './ics';
import { createTranslator } from 'use-intl/core';
import { MESSAGES } from '@/i18n/messages';

type Values = Record<string, string | number>;

const feedText = (locale: Locale) => {
  const t = createTranslator({ locale, messages: MESSAGES[locale] as never, namespace: 'shubh.feed' as never });
  return (key: string, values?: Values) => (t as unknown as (k: string, v?: Values) => string)(key, values);
};

export const shubhFeedPathParams = z.object({
  kind: z.enum(SHUBH_KINDS as [ShubhKind, ...ShubhKind[]]).meta({ description: `The kind: ${SHUBH_KINDS.join(', ')} (another value is a 404)`, example: 'vivah' }),
  city: citySlugSchema.meta({ description: 'The city whose dates and windows the feed gives: a slug from /api/cities', example: 'new-delhi' }),
});

/** The feed's file: `{city}.ics` with a city slug. */
export const shubhFeedFileSchema = icsFile('{city}').pipe(shubhFeedPathParams.shape.city);

export const shubhFeedQuery = z.object({
  lang: langSchema,
  sunrise: conventionsQuery.shape.sunrise,
  alternatives: z
    .string()
    .transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean))
    .optional()
    .meta({ description: "Other traditions' rules, comma-separated, as /api/muhurat/shubh takes them" }),
});

export const shubhFeedEndpoint = defineEndpoint({
  path: '/calendar/shubh/{kind}/{city}.ics',
  id: 'getShubhMuhuratFeed',
  group: 'calendar',
  summary: "A kind's Shubh Muhurat dates at a city to subscribe to",
  description:
    'The dates of one kind of undertaking (a wedding, a new home, a vehicle, a naming, ...) at the city from last year to two years ahead, as an iCalendar feed: one all-day event per date, with its windows, grade, tithi and nakshatra in the description. Each event keeps its UID from one fetch to the next.',
  pathParams: shubhFeedPathParams,
  query: shubhFeedQuery,
  response: z.string().meta({ description: 'An iCalendar file (RFC 5545): one all-day VEVENT per date' }),
  mediaType: 'text/calendar',
  errors: [400, 404, 503],
  example: { path: { kind: 'vivah', city: 'new-delhi' }, query: { lang: 'hi' } },
  caching: 'feed',
});

/** `shubh-vivah-2026-03-11@host`: a kind's date keeps its UID, so a re-fetch updates it in place. */
export const shubhUid = (kind: ShubhKind, date: string, host = uidHost()) => `shubh-${kind}-${date}@${host}`;

export function shubhCalendar(input: {
  years: readonly ShubhYear<number>[];
  locale: Locale;
  city: { slug: string; name: string; tz: string };
  stamp: Date;
  siteName: string;
}): IcsCalendar {
  const { locale, city } = input;
  const t = feedText(locale);
  const n = shubhNamesFor(locale);
  const kind = input.years[0]?.kind ?? 'shubh';
  const kindName = n.kind(kind);
  const events: IcsEvent[] = [];
  for (const y of input.years) {
    for (const m of shubhYearView(y, { locale, tz: city.tz }).months) {
      for (const d of m.dates) {
        const lines = [t('windows', { windows: d.windows.join('; ') }), t('limbs', { tithis: d.tithis.join(', '), nakshatras: d.nakshatras.join(', ') }), t('timesFor', { city: city.name })];
        events.push({
          uid: shubhUid(y.kind, d.date),
          date: d.date,
          summary: t('summary', { kind: kindName, grade: d.gradeName }),
          description: lines.join('\n'),
          location: city.name,
          categories: [t('category')],
          url: absoluteUrl(locale, pagePath('shubhDetail', { shubhKind: y.kind, date: d.date, city: city.slug })),
        });
      }
    }
  }
  return {
    prodId: `-//${uidHost()}//Vedic Calendar shubh muhurat//${locale.toUpperCase()}`,
    name: t('calendarName', { site: input.siteName, kind: kindName, city: city.name }),
    description: t('calendarDescription', { site: input.siteName, kind: kindName, city: city.name }),
    timeZone: city.tz,
    refreshHours: 24,
    stamp: input.stamp,
    events,
  };
}
