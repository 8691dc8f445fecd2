/**
 * Loader of the sidebar's Current Time card: today's tithis for the
 * server's selection (the city the layout renders for), computed by the
 * engine at the request's instant, once per request, in the visitor's
 * remembered conventions (the cookie's: the layout has no URL to read).
 */
import { cache } from 'react';
import { jdToMs, panchangWith } from '@/engine';
import type { Locale } from '@/i18n/routing';
import { cityPlace, type City } from '@/lib/cities';
import { todayInZone } from '@/lib/selection/params';
import { currentTimeView, type CurrentTimeView } from '@/lib/view/sidebar';
import type { Conventions } from '@/lib/conventions/conventions';
import { engineOptionsOf } from './conventions';
import { rawDay, viewFrame } from './day';
import { requestNow } from './selection';

export const loadCurrentTime = cache((locale: Locale, city: City, conventions: Conventions): CurrentTimeView => {
  const place = cityPlace(city);
  const date = todayInZone(city.timezone, new Date(requestNow()));
  return currentTimeView(panchangWith(rawDay(place, date, engineOptionsOf(conventions)), jdToMs), viewFrame({ place, date, locale, conventions }), city.slug);
});
