/** Tithi at sunrise in New York, every day 1900-2050 (tithi-at-sunrise.ts). */
import { PLACES } from './reference';
import { describeTithiAtSunrise } from './tithi-at-sunrise';

/**
 * Days the reference does not flag as boundary days (its flag comes from
 * another sunrise model) although the tithi changes within seconds of our
 * sunrise, where no sunrise model can decide.
 */
const WITHIN_SECONDS = 'the tithi changes within seconds of sunrise, which no sunrise model decides; the reference does not flag the day';

describeTithiAtSunrise({
  city: 'new-york',
  place: PLACES['new-york-table'],
  ceiling: 8,
  stat: 'newYork',
  named: [
    { date: '1903-06-13', withinSeconds: 0.1, reason: `${WITHIN_SECONDS} (Krishna Chaturthi begins 3 ms before sunrise)` },
    { date: '1915-01-01', withinSeconds: 5, reason: `${WITHIN_SECONDS} (Krishna Pratipada begins 4.6 s before sunrise)` },
    { date: '1988-06-13', withinSeconds: 2, reason: `${WITHIN_SECONDS} (Amavasya begins 1.3 s before sunrise)` },
  ],
});
