/** Tithi at sunrise in New Delhi, every day 1900-2050 (tithi-at-sunrise.ts). */
import { PLACES } from './reference';
import { describeTithiAtSunrise } from './tithi-at-sunrise';

describeTithiAtSunrise({ city: 'new-delhi', place: PLACES['new-delhi-table'], ceiling: 3, stat: 'newDelhi', named: [] });
