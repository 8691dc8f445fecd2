/**
 * Every year of the supported range at New Delhi: 24-26 Ekadashi days,
 * 12-13 Purnimas and Amavasyas, 12 Sankrantis, Diwali between mid-October
 * and mid-November, and each major festival once. Counts are of distinct
 * days (in the kshaya-masa years 1963 and 1983 one lunation carries the
 * rites of two months, so two named Ekadashis can share a day) of the main
 * events only: the Smarta Ekadashis (not the Vaishnava days listed beside
 * them, which carry `tradition`) and the named Purnimas (not the Purnima
 * vrat days, which carry `observance`; Sharad Purnima and Dev Deepawali are
 * festivals). Each Vaishnava day and each vrat is checked against its main
 * event instead.
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
  'janmashtami',
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
  new Set(events.filter((e) => e.type === type && !e.tradition && !e.observance && e.slug !== 'somvati-amavasya').map((e) => e.date)).size;

/** The main event a Vaishnava day or a vrat belongs to: same slug family, same tithi. */
const mainOf = (events: FestivalEvent[], e: FestivalEvent) => events.find((x) => x.slug === e.relatedTo && x.tithi?.start === e.tithi?.start);
const daysFrom = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 86_400_000;

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
      // A vrat is listed only where it differs from its named Purnima: on the day before (the Chaturdashi day).
      // A Vaishnava Ekadashi only where it differs from the Smarta day: one or two days after it.
      // (The main event may lie in the year before or after, for a day at the turn of the year: skipped.)
      for (const e of events.filter((x) => x.observance || x.tradition)) {
        const main = mainOf(events, e);
        if (!main) {
          if (e.date > `${year}-01-03` && e.date < `${year}-12-31`) problems.push(`${year}: ${e.id} without its main event ${e.relatedTo}`);
          continue;
        }
        const gap = daysFrom(main.date, e.date);
        const ok = e.observance ? gap === -1 : e.type === 'ekadashi' ? gap === 1 || gap === 2 : gap !== 0;
        if (!ok) problems.push(`${year}: ${e.id} ${e.date}, ${main.id} ${main.date}`);
      }
    }
  });

  it('yields 24-26 Ekadashis, 12-13 Purnimas and Amavasyas, 12 Sankrantis, Diwali mid-Oct to mid-Nov, each major festival once, each vrat and Vaishnava day beside its main event', () => {
    expect(problems).toEqual([]);
  });
});
