import type { Locale } from '@/i18n/routing';
import type { City } from '@/lib/cities';
import { namesFor } from '@/lib/names/names';
import { REMINDER_FESTIVALS } from '@/lib/reminders/festivals';
import { glanceView } from '@/lib/view/glance';
import { GlanceCard } from './GlanceCard';

/**
 * The today-at-a-glance card of a page: the view of the page's city at the
 * request's instant (the browser takes over from there: GlanceCard), with
 * the festivals the reminder panel offers, named in the page's language.
 * Its client messages are the `glance` group's (i18n/messages.ts; the home
 * group includes them).
 */
export async function TodayGlance({ locale, city, now }: { locale: Locale; city: City; now: number }) {
  const names = namesFor(locale);
  const view = await glanceView(city, locale, now);
  return <GlanceCard initial={view} festivals={REMINDER_FESTIVALS.map((slug) => ({ slug, name: names.festival(slug) }))} />;
}
