/**
 * Ravi Yoga: the Moon's nakshatra counted from the Sun's (the Sun's own
 * nakshatra counting 1) is the 4th, 6th, 9th, 10th, 13th or 20th. Source:
 * Muhurta Chintamani, Shubhashubha prakarana: "sūryabhādvedagotarkadigviśva-
 * nakhasaṃmite | candrarkṣe raviyogāḥ syurdoṣasaṅghavināśakāḥ ||" (veda 4, go 9,
 * tarka 6, dik 10, vishva 13, nakha 20). It needs no weekday: it holds
 * while the two nakshatras stand so, wherever that falls in the day.
 */
export const RAVI_YOGA_COUNTS: readonly number[] = [4, 6, 9, 10, 13, 20];

/** The count of nakshatra `moon` from nakshatra `sun`, both 1-27, the Sun's own counting 1. */
export const countFrom = (sun: number, moon: number): number => ((moon - sun + 27) % 27) + 1;

export const isRaviYoga = (sun: number, moon: number): boolean => RAVI_YOGA_COUNTS.includes(countFrom(sun, moon));
