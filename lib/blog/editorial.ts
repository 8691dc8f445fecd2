/**
 * Editorial choices about the articles, by article id (the folder name under
 * content/blog). The site records no page views, so "popular" is the order
 * in which we recommend the articles to a newcomer, never a count; a test
 * checks that every id here exists.
 */

/** The order in which the series reads, first to last; articles of the same date follow it. */
export const READING_ORDER = [
  'what-is-a-panchang',
  'tithi',
  'nakshatra',
  'yoga-and-karana',
  'rahu-kaal-yamaganda-gulika',
  'choghadiya',
  'hora',
  'abhijit-and-brahma-muhurat',
  'ekadashi-and-parana',
  'purnima-and-amavasya',
  'sankranti',
  'how-we-compute',
  'shubh-day-for-new-work',
  'shubh-vivah-muhurat',
  'shubh-griha-pravesh-muhurat',
  'shubh-vehicle-purchase-muhurat',
  'shubh-property-purchase-muhurat',
  'shubh-namkaran-muhurat',
  'shubh-annaprashan-muhurat',
  'shubh-mundan-muhurat',
  'shubh-karnavedha-muhurat',
  'shubh-vidyarambha-muhurat',
] as const;

/** Shown as "popular" until the site measures real readership. */
export const POPULAR = [
  'rahu-kaal-yamaganda-gulika',
  'choghadiya',
  'what-is-a-panchang',
  'ekadashi-and-parana',
  'tithi',
  'abhijit-and-brahma-muhurat',
  'hora',
  'purnima-and-amavasya',
] as const;

/** Teasers on the home page. */
export const FEATURED = ['what-is-a-panchang', 'rahu-kaal-yamaganda-gulika', 'ekadashi-and-parana'] as const;
