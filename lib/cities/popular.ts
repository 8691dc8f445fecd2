/**
 * The places offered before anything is typed (blank search, city picker
 * shortcuts), in display order: India's largest cities, the main pilgrimage
 * towns whose festival dates people look up, then cities with large Indian
 * diaspora communities. Slugs as assigned by scripts/build-cities.mjs; a test
 * checks that each one resolves.
 */
export const POPULAR_CITY_SLUGS: readonly string[] = [
  // Metros and state capitals
  'new-delhi',
  'mumbai',
  'kolkata',
  'chennai',
  'bengaluru',
  'hyderabad',
  'ahmedabad',
  'pune',
  'jaipur',
  'lucknow',
  'patna',
  'bhopal',
  'indore',
  'nagpur',
  'surat',
  'vadodara',
  'chandigarh',
  'amritsar',
  'dehradun',
  'guwahati',
  'bhubaneswar',
  'thiruvananthapuram',
  'kochi',
  'visakhapatnam',
  'madurai',
  'nashik',
  // Pilgrimage towns
  'varanasi',
  'ayodhya',
  'prayagraj',
  'mathura',
  'vrindavan',
  'haridwar',
  'rishikesh',
  'ujjain',
  'puri',
  'tirupati',
  'dwarka',
  'gaya',
  // Abroad
  'kathmandu',
  'london',
  'new-york-city',
  'toronto',
  'chicago',
  'houston',
  'san-francisco',
  'singapore',
  'dubai',
  'sydney',
  'port-louis',
  'durban',
];
