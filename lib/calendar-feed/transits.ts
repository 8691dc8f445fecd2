/**
 * The planets' transits of the feed's years as calendar events, the feed's
 * opt-in `transits` category: each rashi change, station and combustion
 * (asta, uday) of Mars, Mercury, Jupiter, Venus, Saturn, Rahu and Ketu, as
 * an all-day event on the city's date with the time in the description.
 * Left out: the Sun's rashi changes (the feed's `sankranti` type lists them
 * already), the Moon's (one every two and a half days) and every
 * nakshatra change. The events carry no URL until the site has transit
 * pages to link.
 */
import { grahaYear, jdToMs, type Graha, type GrahaEvent, type GrahaOptions } from '@/engine';
import { instantClock } from '@/lib/format/time';
import type { IcsEvent } from './ics';
import { feedMessages, type EventTextFrame } from './text';
import { uidHost } from './feed';

export const FEED_GRAHAS: readonly Graha[] = ['Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'];

/** `saturn-rashi-20250329T172836Z@host`: the graha, the kind and the instant (UTC, to the second). */
export function transitUid(e: GrahaEvent<number>, host = uidHost()): string {
  const stamp = new Date(Math.round(e.at / 1000) * 1000).toISOString().replace(/[-:]/g, '').replace('.000', '');
  return `${e.graha.toLowerCase()}-${e.kind}-${stamp}@${host}`;
}

/** The transit events of the years at the city, in time order; instants as epoch ms. */
export function transitIcsEvents(input: { years: readonly number[]; frame: EventTextFrame; options?: GrahaOptions; host?: string }): IcsEvent[] {
  const f = input.frame;
  const t = feedMessages(f.locale);
  const category = t('transitsCategory');
  const out: { at: number; event: IcsEvent }[] = [];
  for (const planet of FEED_GRAHAS) {
    for (const year of input.years) {
      const y = grahaYear({ planet, year, tz: f.tz, options: input.options }, jdToMs);
      const computed = t('transitComputed', { ayanamsa: f.names.ayanamsaModel(y.models.ayanamsa) });
      for (const e of y.events) {
        if (e.kind === 'nakshatra') continue;
        // The date of the minute shown, so that 11:59:45 PM, shown as midnight, is listed on the next day with it.
        const { date, text } = instantClock(e.at, f.tz);
        out.push({
          at: e.at,
          event: {
            uid: transitUid(e, input.host),
            date,
            summary: f.names.grahaEventTitle(e),
            description: [t('transitAt', { time: text, city: f.cityName }), computed].join('\n'),
            location: f.cityName,
            categories: [category],
          },
        });
      }
    }
  }
  return out.sort((a, b) => a.at - b.at).map((x) => x.event);
}
