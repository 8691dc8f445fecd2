'use client';

import type { Locale } from '@/i18n/routing';
import { rememberFormattedDate } from '@/lib/format/date';
import { rememberDay, type KnownDay } from '@/lib/selection/known-day';

/**
 * Hands the browser what the server already computed about the page's dates:
 * today's bounds in the city's zone and the full texts of the dates it shows,
 * so that the client components answering "today" and labelling a date after
 * hydration (the selection, the hero date, the date picker's name) create no
 * Intl formatter at load: the first one loads ICU's data, a long task on a
 * phone (issue 24). Filled while rendering, before any effect reads them:
 * a cache of facts, the same whatever renders first.
 */
export function KnownDates({ today, locale, full }: { today: KnownDay; locale: Locale; full: Record<string, string> }) {
  rememberDay(today);
  for (const [date, text] of Object.entries(full)) rememberFormattedDate(date, locale, 'full', text);
  return null;
}
