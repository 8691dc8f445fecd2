/**
 * Every public endpoint of the API (the JSON API and the calendar files), in the order the document and the
 * /developers page list them. A new endpoint is defined in this folder (its
 * query and response schemas and its example), used by its route handler
 * through apiRoute(endpoint, ...), and added here; the coverage test
 * (tests/api/openapi.test.ts) fails for a route handler missing from this list.
 */
import { anniversaryFeedEndpoint, eventFileEndpoint, feedEndpoint } from '@/lib/calendar-feed/http';
import { shubhFeedEndpoint } from '@/lib/calendar-feed/shubh';
import type { Endpoint } from '../endpoint';
import { cityEndpoint, citiesEndpoint, nearestCityEndpoint, popularCitiesEndpoint } from './cities';
import { festivalsEndpoint, upcomingEndpoint } from './festivals';
import { grahaEventsEndpoint, grahasEndpoint } from './grahas';
import { panchangEndpoint } from './panchang';
import { regionalMonthEndpoint } from './regional';
import { shubhEndpoint } from './shubh';
import { healthEndpoint, openApiEndpoint } from './service';
import { choghadiyaEndpoint, doGhatiEndpoint, gowriEndpoint, horaEndpoint, lagnaEndpoint, muhuratsEndpoint } from './timings';
import { weatherEndpoint } from './weather';

export const ENDPOINTS: readonly Endpoint[] = [
  panchangEndpoint,
  regionalMonthEndpoint,
  muhuratsEndpoint,
  choghadiyaEndpoint,
  horaEndpoint,
  lagnaEndpoint,
  gowriEndpoint,
  doGhatiEndpoint,
  grahasEndpoint,
  grahaEventsEndpoint,
  shubhEndpoint,
  festivalsEndpoint,
  upcomingEndpoint,
  feedEndpoint,
  eventFileEndpoint,
  anniversaryFeedEndpoint,
  shubhFeedEndpoint,
  citiesEndpoint,
  popularCitiesEndpoint,
  nearestCityEndpoint,
  cityEndpoint,
  weatherEndpoint,
  healthEndpoint,
  openApiEndpoint,
];
