/**
 * Today at the site's default city, for what every page's frame shows of
 * the day (the footer's quote of the day and year). Kept as long as a page
 * for a fixed day (lib/http/cache-life.ts, 'dated'): Next gives a page the
 * shortest lifetime of what it read, and a shorter one here (until
 * midnight) would make every dated page expire together at midnight. So
 * the footer's quote changes up to a day late, which no visitor can tell.
 */
import { cacheLife } from 'next/cache';
import { lifeOf } from '@/lib/http/cache-life';
import { todayInZone } from '@/lib/selection/params';
import { DEFAULT_TIME_ZONE } from '@/lib/site';

export async function siteToday(): Promise<string> {
  'use cache';
  const now = new Date();
  cacheLife(lifeOf('dated', DEFAULT_TIME_ZONE, now));
  return todayInZone(DEFAULT_TIME_ZONE, now);
}
