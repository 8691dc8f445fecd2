/**
 * The lagna table's span (issue 25): both ends carry their date, so sunrise
 * to the next sunrise a minute later does not read as one minute, and it
 * says what the ends are (local midnights where the Sun does not rise).
 */
import { computeDay, jdToMs, lagnaAt, lagnaTableOfDay, msToJd } from '@/engine';
import { namesFor } from '@/lib/names/names';
import type { ViewFrame } from '@/lib/view/panchang';
import { lagnaView } from '@/lib/view/timings';

function lagna(place: { lat: number; lon: number; tz: string }, date: string, locale: 'en' | 'hi' = 'en') {
  const f: ViewFrame = { tz: place.tz, date, locale, names: namesFor(locale) };
  const now = Date.parse(`${date}T12:00:00Z`);
  return lagnaView(lagnaTableOfDay(computeDay({ ...place, date }), jdToMs), lagnaAt(msToJd(now), place, jdToMs), f);
}

describe('lagnaView span', () => {
  const VARANASI = { lat: 25.31668, lon: 83.01041, tz: 'Asia/Kolkata' };
  const TROMSO = { lat: 69.6496, lon: 18.956, tz: 'Europe/Oslo' };

  it('runs from sunrise to the next sunrise, both ends dated', () => {
    const v = lagna(VARANASI, '2025-11-27');
    expect(v.spanFrom).toBe('sunrise');
    expect(v.span).toBe('6:24 AM, Nov 27 – 6:24 AM, Nov 28');
    expect(lagna(VARANASI, '2025-11-27', 'hi').span).toBe('6:24 AM, 27 नव॰ – 6:24 AM, 28 नव॰');
  });

  it('runs from midnight to midnight where the Sun does not rise', () => {
    const v = lagna(TROMSO, '2025-12-20');
    expect(v.spanFrom).toBe('midnight');
    expect(v.span).toBe('12:00 AM, Dec 20 – 12:00 AM, Dec 21');
  });
});
