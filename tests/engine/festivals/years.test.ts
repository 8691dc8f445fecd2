/**
 * Every year of the supported range at New Delhi: 24-26 Ekadashi days,
 * 12-13 Purnimas and Amavasyas, 12 Sankrantis, Diwali between mid-October
 * and mid-November, and each major festival once. Counts are of distinct
 * days (in the kshaya-masa years 1963 and 1983 one lunation carries the
 * rites of two months, so two named Ekadashis can share a day).
 */
import { computeFestivals, type FestivalEvent, MAX_YEAR, MIN_YEAR } from '@/engine';

const DELHI = { lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' };
const YEARS = Array.from({ length: MAX_YEAR - MIN_YEAR + 1 }, (_, i) => MIN_YEAR + i);

/** Major festivals that every Gregorian year has exactly once. */
const ONCE = [
  'lohri',
  'makar-sankranti',
  'pongal',
  'maha-shivaratri',
  'holika-dahan',
  'holi',
  'ram-navami',
  'raksha-bandhan',
  'krishna-janmashtami',
  'ganesh-chaturthi',
  'dussehra',
  'karva-chauth',
  'dhanteras',
  'diwali',
  'govardhan-puja',
  'bhai-dooj',
  'chhath-puja',
];

const days = (events: FestivalEvent[], type: string) =>
  new Set(events.filter((e) => e.type === type && e.slug !== 'somvati-amavasya').map((e) => e.date)).size;

describe(`festival years ${MIN_YEAR}-${MAX_YEAR} at New Delhi`, () => {
  const problems: string[] = [];
  beforeAll(() => {
    for (const year of YEARS) {
      const { events } = computeFestivals({ year, ...DELHI });
      const ek = days(events, 'ekadashi');
      const pu = days(events, 'purnima');
      const am = days(events, 'amavasya');
      const sa = events.filter((e) => e.type === 'sankranti').length;
      if (ek < 24 || ek > 26) problems.push(`${year}: ${ek} Ekadashi days`);
      if (pu < 12 || pu > 13) problems.push(`${year}: ${pu} Purnimas`);
      if (am < 12 || am > 13) problems.push(`${year}: ${am} Amavasyas`);
      if (sa !== 12) problems.push(`${year}: ${sa} Sankrantis`);
      const diwali = events.filter((e) => e.slug === 'diwali').map((e) => e.date);
      if (diwali.length !== 1 || diwali[0] < `${year}-10-15` || diwali[0] > `${year}-11-15`) {
        problems.push(`${year}: Diwali ${diwali.join(',') || 'missing'}`);
      }
      for (const slug of ONCE) {
        const n = events.filter((e) => e.slug === slug).length;
        if (n !== 1) problems.push(`${year}: ${slug} x${n}`);
      }
      if (events.some((e) => !e.date.startsWith(`${year}-`))) problems.push(`${year}: event outside the year`);
    }
  });

  it('yields 24-26 Ekadashis, 12-13 Purnimas and Amavasyas, 12 Sankrantis, Diwali mid-Oct to mid-Nov, each major festival once', () => {
    expect(problems).toEqual([]);
  });
});
