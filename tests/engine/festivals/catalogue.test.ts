/**
 * The catalogue of issue 26: the observances added to the rule table in its
 * "Catalogue rows" blocks, each with a computed example at New Delhi (the
 * date the engine gives, with the hand check beside it: the tithi's span as
 * the engine's Panchang gives it, and the kaal the rule asks for), and the
 * new rule kinds checked against the daily Panchang's own sunrise limbs
 * (sunriseSummary, a separate computation from the festival year's).
 *
 * "Published" marks a date that the trusted site's yearly lists or the
 * Government of India's holiday lists gave for that year, as remembered from
 * them: not a fixture (festivals-dev.json stops in 2022 and has none of these
 * observances), so a disagreement is a question to check against the source,
 * not proof of a bug.
 */
import { computeFestivals, EVENT_SLUGS, type FestivalEvent, jdToMs, RULES, sunriseSummary, type TithiRule } from '@/engine';

const DELHI = { lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' };

const years = new Map<number, readonly FestivalEvent[]>();
const year = (y: number) => {
  if (!years.has(y)) years.set(y, computeFestivals({ year: y, ...DELHI }).events);
  return years.get(y)!;
};
const datesOf = (y: number, slug: string) => year(y).filter((e) => e.slug === slug).map((e) => e.date);
const only = (y: number, slug: string) => {
  const list = year(y).filter((e) => e.slug === slug);
  if (list.length !== 1) throw new Error(`${slug} ${y}: ${list.length} events`);
  return list[0];
};
const nextDate = (d: string, n = 1) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The rows of the catalogue blocks (issue 26): from the first of them to the regional block (issue 31, tested in tests/engine/regional). */
const CATALOGUE = RULES.slice(
  RULES.findIndex((r) => r.slug === 'govatsa-dwadashi'),
  RULES.findIndex((r) => r.slug === 'puthandu'),
);

describe('the catalogue', () => {
  it('has at least 250 observances, and at least 250 rows in the 2026 New Delhi list', () => {
    expect(EVENT_SLUGS.length).toBeGreaterThanOrEqual(250);
    expect(CATALOGUE).toHaveLength(104);
    expect(year(2026).length).toBeGreaterThanOrEqual(250);
  });

  it('lists every catalogue observance in 2025 at New Delhi', () => {
    const listed = new Set(year(2025).map((e) => e.slug));
    expect(CATALOGUE.map((r) => r.slug).filter((s) => !listed.has(s))).toEqual([]);
  });
});

/**
 * One computed date per observance, New Delhi 2025 (IST). The comment is the
 * hand check: tithi T from start to end, and the kaal the rule asks for.
 */
const EXAMPLES_2025: readonly (readonly [string, string])[] = [
  // Diwali week. Dwadashi 11:11 Oct 17 - 12:18 Oct 18: pradosh 17:49-20:20 only on Oct 17 (published Oct 17).
  ['govatsa-dwadashi', '2025-10-17'],
  // Dhanteras (Trayodashi 12:18 Oct 18 - 13:51 Oct 19, in Oct 18's pradosh): Dhanvantari Jayanti and the Yama lamp with it.
  ['dhanvantari-jayanti', '2025-10-18'],
  ['yama-deepam', '2025-10-18'],
  // Chaturdashi 13:51 Oct 19 - 15:44 Oct 20: midnight 23:41-00:31 of Oct 19 holds it; Oct 20's does not.
  ['kali-chaudas', '2025-10-19'],
  // The same Chaturdashi at Arunodaya (04:49-06:25) only on Oct 20.
  ['tamil-deepavali', '2025-10-20'],
  // Amavasya 15:44 Oct 20 - 17:54 Oct 21: Oct 20's midnight (23:40-00:31) holds it (published Kali Puja Oct 20); the ledgers on Lakshmi Puja's day.
  ['kali-puja', '2025-10-20'],
  ['chopda-puja', '2025-10-20'],
  // Pratipada 17:54 Oct 21 - 20:16 Oct 22, at Oct 22's sunrise only: Govardhan Puja, and with it Annakut and Bali Pratipada.
  ['annakut', '2025-10-22'],
  ['bali-pratipada', '2025-10-22'],
  ['gujarati-new-year', '2025-10-22'],
  // Dwitiya 20:16 Oct 22 - 22:46 Oct 23 in Oct 23's aparahna: Bhai Dooj and its names.
  ['bhau-beej', '2025-10-23'],
  ['bhai-phonta', '2025-10-23'],
  ['chitragupta-puja', '2025-10-23'],
  // Chhath: Shashthi 06:04 Oct 27 - 07:59 Oct 28 holds at Oct 27's sunrise; the four days Oct 25-28 (published).
  ['nahay-khay', '2025-10-25'],
  ['kharna', '2025-10-26'],
  ['sandhya-arghya', '2025-10-27'],
  ['usha-arghya', '2025-10-28'],
  // Shashthi 23:49 Apr 2 - 21:40 Apr 3, at Apr 3's sunrise.
  ['chaiti-chhath', '2025-04-03'],
  // Kartika Shukla. Ashtami 09:22 Oct 29 - 10:06 Oct 30, at Oct 30's sunrise.
  ['gopashtami', '2025-10-30'],
  // Navami 10:06 Oct 30 - 10:03 Oct 31: forenoon of Oct 30 from 10:06 (119 min), Oct 31 to 10:03 (211 min): the longer (published Oct 31).
  ['amla-navami', '2025-10-31'],
  ['jagaddhatri-puja', '2025-10-31'],
  // Dwadashi 07:31 Nov 2 - 05:06 Nov 3 holds at no sunrise (06:34, 06:35): the day it begins (published Nov 2).
  ['tulsi-vivah', '2025-11-02'],
  // Dev Uthani Ekadashi Nov 1 to Kartika Purnima Nov 5.
  ['bhishma-panchak', '2025-11-01'],
  // Chaturdashi 02:05 Nov 4 - 22:35 Nov 4 touches no midnight: the day it holds at sunrise.
  ['vaikuntha-chaturdashi', '2025-11-04'],
  // Monthly (one of each): Shashthi 22:00 Jan 4 - 20:14 Jan 5 fills Jan 5's daytime, not Jan 4's.
  ['skanda-sashti', '2025-01-05'],
  // Rohini 13:45 Jan 10 - 12:29 Jan 11: at Jan 11's sunrise (07:15) only.
  ['rohini-vrat', '2025-01-11'],
  // Ashtami 12:39 Jan 21 - 15:17 Jan 22: Jan 21's midnight (00:05-00:59) only.
  ['masik-krishna-janmashtami', '2025-01-21'],
  // Dwitiya 16:10 Jan 30 - 13:58 Jan 31: at Jan 30's sunset (17:58) only.
  ['chandra-darshan', '2025-01-30'],
  // Sankashti at moonrise on Tuesday Aug 12 (Chaturthi 08:40 Aug 12 - 06:35 Aug 13, moonrise 20:59).
  ['angarki-chaturthi', '2025-08-12'],
  // Amavasya 19:54 Mar 28 - 16:26 Mar 29, at Saturday Mar 29's sunrise.
  ['shani-amavasya', '2025-03-29'],
  // Purnimanta Shravana Jul 11 - Aug 9: its first Monday and Tuesday (published Sawan Somvar Jul 14).
  ['sawan-somvar', '2025-07-14'],
  ['mangala-gauri-vrat', '2025-07-15'],
  // Jayantis. Tritiya 09:10 Mar 31 - 05:41 Apr 1 holds at no sunrise: the day it begins.
  ['matsya-jayanti', '2025-03-31'],
  // Trayodashi 22:54 Apr 9 - 01:00 Apr 11, at Apr 10's sunrise (published Apr 10).
  ['mahavir-jayanti', '2025-04-10'],
  // Varuthini Ekadashi Apr 24.
  ['vallabhacharya-jayanti', '2025-04-24'],
  // Tritiya 17:30 Apr 29 - 14:11 Apr 30: Apr 29's pradosh (18:55-21:04) holds it, Apr 30's does not.
  ['parashurama-jayanti', '2025-04-29'],
  // Panchami 11:23 May 1 - 09:14 May 2, at May 2's sunrise.
  ['shankaracharya-jayanti', '2025-05-02'],
  ['surdas-jayanti', '2025-05-02'],
  // Saptami 07:51 May 3 - 07:18 May 4: only May 3's madhyahna (10:58-13:38).
  ['ganga-saptami', '2025-05-03'],
  // Navami 07:35 May 5 - 08:38 May 6: only May 5's madhyahna.
  ['sita-navami', '2025-05-05'],
  // Chaturdashi 17:29 May 10 - 20:01 May 11: 92 min of May 10's sayahna, all 162 of May 11's: the longer (published May 11).
  ['narasimha-jayanti', '2025-05-11'],
  // Purnima 20:01 May 11 - 22:24 May 12, at May 12's sunrise.
  ['kurma-jayanti', '2025-05-12'],
  // Krishna Pratipada 22:24 May 12 - 00:35 May 14, at May 13's sunrise.
  ['narada-jayanti', '2025-05-13'],
  // Krishna Dashami 03:21 May 22 - 01:11 May 23, at May 22's sunrise.
  ['telugu-hanuman-jayanti', '2025-05-22'],
  // Amavasya 12:11 May 26 - 08:31 May 27, at May 27's sunrise (Vat Savitri, at midday, May 26).
  ['shani-jayanti', '2025-05-27'],
  // Ashtami 20:34 Jun 2 - 21:55 Jun 3; Navami to 23:53 Jun 4.
  ['dhumavati-jayanti', '2025-06-03'],
  ['mahesh-navami', '2025-06-04'],
  // Purnima 11:35 Jun 10 - 13:12 Jun 11, at Jun 11's sunrise.
  ['kabir-jayanti', '2025-06-11'],
  // Shashthi 00:46 Jul 30 - 02:41 Jul 31; Saptami to 04:57 Aug 1.
  ['kalki-jayanti', '2025-07-30'],
  ['tulsidas-jayanti', '2025-07-31'],
  // Purnima 14:11 Aug 8 - 13:24 Aug 9, at Aug 9's sunrise.
  ['balarama-jayanti', '2025-08-09'],
  // Shukla Tritiya 12:34 Aug 25 - 13:54 Aug 26, at Aug 26's sunrise.
  ['varaha-jayanti', '2025-08-26'],
  // Ashtami 22:46 Aug 30 - 00:57 Sep 1: only Aug 31's madhyahna.
  ['radha-ashtami', '2025-08-31'],
  // Dwadashi 04:21 Sep 4 - 04:07 Sep 5, at Sep 4's sunrise.
  ['vamana-jayanti', '2025-09-04'],
  // Purnima 12:23 Oct 6 - 09:16 Oct 7, at Oct 7's sunrise (published Valmiki Jayanti Oct 7).
  ['valmiki-jayanti', '2025-10-07'],
  ['meerabai-jayanti', '2025-10-07'],
  // Purnima 22:35 Nov 4 - 18:48 Nov 5, at Nov 5's sunrise (published Nov 5).
  ['guru-nanak-jayanti', '2025-11-05'],
  // Ashtami 23:08 Nov 11 - 22:57 Nov 12: only Nov 12's pradosh (17:28-20:07) (published Nov 12).
  ['kalabhairav-jayanti', '2025-11-12'],
  // Trayodashi 15:56 Dec 2 - 12:25 Dec 3, at Dec 3's sunrise.
  ['kannada-hanuman-jayanti', '2025-12-03'],
  // Purnima 08:37 Dec 4 - 04:43 Dec 5: Dec 4's pradosh (17:23-20:07); at no sunrise, so Annapurna's is the day it begins.
  ['dattatreya-jayanti', '2025-12-04'],
  ['annapurna-jayanti', '2025-12-04'],
  // Saptami 20:14 Jan 5 - 18:23 Jan 6, at Jan 6's sunrise (published Jan 6).
  ['guru-gobind-singh-jayanti', '2025-01-06'],
  // Amanta Pausha Krishna Saptami 09:58 Jan 20 - 12:39 Jan 21, at Jan 21's sunrise.
  ['vivekananda-jayanti', '2025-01-21'],
  // Saptami 04:36 Feb 4 - 02:30 Feb 5; Magha Purnima 18:54 Feb 11 - 19:22 Feb 12 (published Ravidas Jayanti Feb 12).
  ['narmada-jayanti', '2025-02-04'],
  ['ravidas-jayanti', '2025-02-12'],
  // Phalguna Shukla Dwitiya 03:15 Mar 1 - 00:08 Mar 2.
  ['ramakrishna-jayanti', '2025-03-01'],
  // Krishna Shashthi 04:52 Feb 18 - 07:31 Feb 19 holds at both sunrises: the first. Saptami to 09:57 Feb 20, Ashtami to 11:57 Feb 21.
  ['yashoda-jayanti', '2025-02-18'],
  ['shabari-jayanti', '2025-02-20'],
  ['janaki-jayanti', '2025-02-21'],
  // Purnima 10:35 Mar 13 - 12:23 Mar 14, at Mar 14's sunrise.
  ['gaura-purnima', '2025-03-14'],
  // Regional. Krishna Panchami 22:08 Mar 18 - 00:36 Mar 20; Saptami 02:44 Mar 21 - 04:23 Mar 22; Ashtami to 05:22 Mar 23.
  ['rang-panchami', '2025-03-19'],
  ['sheetala-saptami', '2025-03-21'],
  ['sheetala-ashtami', '2025-03-22'],
  // Dwitiya 12:48 Mar 30 - 09:10 Mar 31: at Mar 30's sunset (18:38) (published Cheti Chand Mar 30).
  ['cheti-chand', '2025-03-30'],
  ['gangaur', '2025-03-31'],
  ['yamuna-chhath', '2025-04-03'],
  // Purnima from 11:35 Jun 10: in the madhyahna of Jun 10 (10:57-13:44) and Jun 11: the first (published Vat Purnima Jun 10).
  ['vat-purnima', '2025-06-10'],
  ['snana-yatra', '2025-06-11'],
  // Ashadha Shukla Dashami 16:31 Jul 4 - 18:58 Jul 5.
  ['bahuda-yatra', '2025-07-05'],
  // Pratipada 16:00 Jun 25 - 13:24 Jun 26, at Jun 26's sunrise; Navami 14:06 Jul 3 - 16:31 Jul 4.
  ['ashadha-gupta-navratri', '2025-06-26'],
  ['bhadli-navami', '2025-07-04'],
  // Pratipada 18:04 Jan 29 - 16:10 Jan 30, at Jan 30's sunrise.
  ['magha-gupta-navratri', '2025-01-30'],
  // Shravana Purnima Aug 9 (Saturday): the Friday before (published Aug 8).
  ['varalakshmi-vratam', '2025-08-08'],
  // Krishna Tritiya 10:33 Aug 11 - 08:40 Aug 12, at Aug 12's sunrise (published Aug 12).
  ['kajari-teej', '2025-08-12'],
  // Krishna Chaturthi 08:40 Aug 12 - 06:35 Aug 13: at Aug 12's moonrise (20:59).
  ['bahula-chaturthi', '2025-08-12'],
  // Krishna Shashthi 04:23 Aug 14 - 02:06 Aug 15.
  ['hal-shashti', '2025-08-14'],
  // Smarta Janmashtami Aug 15 (Ashtami 23:49 Aug 15 - 21:34 Aug 16, at that night's midnight only): the day after.
  ['dahi-handi', '2025-08-16'],
  // Panchami 15:43 Aug 27 - 17:56 Aug 28: only Aug 28's madhyahna (11:05-13:39).
  ['rishi-panchami', '2025-08-28'],
  // Shukla Ashtami 22:46 Aug 30 - 00:57 Sep 1, at Aug 31's sunrise; closes with Jivitputrika.
  ['mahalakshmi-vrat', '2025-08-31'],
  // Krishna Ashtami 05:03 Sep 14 - 03:05 Sep 15, at Sep 14's sunrise (published Sep 14).
  ['jivitputrika', '2025-09-14'],
  // Panchami 09:32 Sep 26 - 12:03 Sep 27; Shashthi to 14:26 Sep 28; Saptami to 16:31 Sep 29.
  ['lalita-panchami', '2025-09-27'],
  ['kalparambha', '2025-09-28'],
  ['navpatrika-puja', '2025-09-29'],
  // Dashami 19:00 Oct 1 - 19:10 Oct 2: only Oct 2's pratahkal (06:14-08:36).
  ['durga-visarjan', '2025-10-02'],
  ['sindoor-khela', '2025-10-02'],
  // Margashirsha Shukla Shashthi 22:56 Nov 25 - 00:01 Nov 27.
  ['champa-shashthi', '2025-11-26'],
  // Magha Krishna Chaturthi 04:05 Jan 17 - 05:29 Jan 18: at Jan 17's moonrise (21:08).
  ['sakat-chauth', '2025-01-17'],
  // Magha Shukla Ashtami 02:30 Feb 5 - 00:35 Feb 6: Feb 5's madhyahna; Dwadashi 20:15 Feb 8 - 19:24 Feb 9.
  ['bhishma-ashtami', '2025-02-05'],
  ['bhishma-dwadashi', '2025-02-09'],
  ['phulera-dooj', '2025-03-01'],
  // Holi Mar 14: the day after.
  ['hola-mohalla', '2025-03-15'],
  // Jain: Shukla Chaturthi 13:54 Aug 26 - 15:43 Aug 27, at Aug 27's sunrise; Paryushana Aug 20-27 (published); Das Lakshana from Panchami.
  ['samvatsari', '2025-08-27'],
  ['paryushana', '2025-08-20'],
  ['das-lakshana', '2025-08-28'],
];

describe('computed examples (New Delhi 2025)', () => {
  it('covers every catalogue row once', () => {
    expect(EXAMPLES_2025.map(([s]) => s).sort()).toEqual(CATALOGUE.map((r) => r.slug).sort());
  });

  it.each(EXAMPLES_2025)('%s on %s', (slug, date) => {
    expect(datesOf(2025, slug)).toContain(date);
  });
});

describe('dates published for 2024 (New Delhi)', () => {
  it.each([
    // Janmashtami Aug 26 (Ashtami 03:39 Aug 26 - 02:19 Aug 27): Dahi Handi the day after, not the udaya Ashtami day.
    ['dahi-handi', '2024-08-27'],
    // Ashtami 18:07 Nov 22 - 19:56 Nov 23 in both pradoshes (118 and 152 min): the first, not the longer.
    ['kalabhairav-jayanti', '2024-11-22'],
    // Dwadashi 16:04 Nov 12 - 13:00 Nov 13: at Nov 13's sunrise, not Nov 12's pradosh.
    ['tulsi-vivah', '2024-11-13'],
    // Amavasya 15:52 Oct 31 - 18:16 Nov 1: Oct 31's midnight.
    ['kali-puja', '2024-10-31'],
    // Purnima 16:58 Dec 14 - 14:30 Dec 15: Dec 14's pradosh.
    ['dattatreya-jayanti', '2024-12-14'],
    ['nahay-khay', '2024-11-05'],
    ['usha-arghya', '2024-11-08'],
    ['paryushana', '2024-08-31'],
    ['varalakshmi-vratam', '2024-08-16'],
    ['guru-nanak-jayanti', '2024-11-15'],
    ['mahavir-jayanti', '2024-04-21'],
    ['guru-gobind-singh-jayanti', '2024-01-17'],
  ])('%s on %s', (slug, date) => {
    expect(datesOf(2024, slug)).toContain(date);
  });
});

describe('the rule kinds the catalogue added', () => {
  it('keeps the udaya rows on the day the daily Panchang shows their tithi at sunrise, or the day a kshaya tithi begins', () => {
    const udaya = CATALOGUE.filter((r): r is TithiRule => r.kind === 'tithi' && r.kaal === 'sunrise');
    expect(udaya.length).toBeGreaterThan(50);
    for (const y of [2024, 2026]) {
      for (const r of udaya) {
        for (const e of year(y).filter((x) => x.slug === r.slug)) {
          const at = sunriseSummary(e.date, DELHI).tithi;
          if (e.reason.choice === 'neither-begin') {
            // Kshaya: begins after this sunrise and ends before the next.
            expect([r.slug, e.date, at, sunriseSummary(nextDate(e.date), DELHI).tithi]).toEqual([r.slug, e.date, r.tithi === 1 ? 30 : r.tithi - 1, r.tithi === 30 ? 1 : r.tithi + 1]);
          } else {
            expect([r.slug, e.date, at]).toEqual([r.slug, e.date, r.tithi]);
          }
        }
      }
    }
  });

  it('nakshatra: the Rohini vrat on the day Rohini holds at sunrise, or (kshaya) the day it begins and ends in', () => {
    const events = year(2025).filter((e) => e.slug === 'rohini-vrat');
    expect(events).toHaveLength(13);
    for (const e of events) {
      const here = sunriseSummary(e.date, DELHI).nakshatra;
      const before = sunriseSummary(nextDate(e.date, -1), DELHI).nakshatra;
      const w = e.windows.find((x) => x.kind === 'nakshatra')!;
      if (e.reason.choice === 'nakshatra-kshaya') {
        // 2025-05-27: Krittika at sunrise (05:25), Rohini 05:32 - 02:50 May 28, Mrigashira at the next sunrise.
        expect([e.date, here, sunriseSummary(nextDate(e.date), DELHI).nakshatra]).toEqual(['2025-05-27', 3, 5]);
        expect([w.start.slice(0, 16), w.end.slice(0, 16)]).toEqual(['2025-05-27T05:32', '2025-05-28T02:50']);
      } else {
        // Rohini at this sunrise, not at the one before (else this would be the second of two days).
        expect([e.date, here]).toEqual([e.date, 4]);
        expect([e.date, before === 4]).toEqual([e.date, false]);
        expect(Date.parse(w.start)).toBeLessThan(jdToMs(sunriseSummary(e.date, DELHI).sunrise!));
      }
      expect(e.reason).toMatchObject({ nakshatra: 4 });
      expect(e.tithi).toBeNull();
    }
  });

  it('month-weekday: every Monday of purnimanta Shravana (Sawan Somvar), the adhika month included', () => {
    // 2025: Shravana from the day after Ashadha Purnima (Jul 10) to Shravana Purnima (Aug 9).
    expect(datesOf(2025, 'sawan-somvar')).toEqual(['2025-07-14', '2025-07-21', '2025-07-28', '2025-08-04']);
    expect(datesOf(2025, 'mangala-gauri-vrat')).toEqual(['2025-07-15', '2025-07-22', '2025-07-29', '2025-08-05']);
    // 2023, adhika Shravana (Jul 18 - Aug 16 amanta): eight Mondays, Jul 10 - Aug 28.
    const y2023 = datesOf(2023, 'sawan-somvar');
    expect(y2023).toEqual(['2023-07-10', '2023-07-17', '2023-07-24', '2023-07-31', '2023-08-07', '2023-08-14', '2023-08-21', '2023-08-28']);
    for (const d of [...y2023, ...datesOf(2025, 'sawan-somvar')]) {
      const s = sunriseSummary(d, DELHI);
      // Purnimanta Shravana: amanta Ashadha's Krishna paksha, or amanta Shravana (adhika or not) in Shukla paksha.
      const purnimanta = s.tithi > 15 && !s.adhika ? (s.amantaMasa % 12) + 1 : s.amantaMasa;
      expect([d, new Date(`${d}T12:00:00Z`).getUTCDay(), purnimanta]).toEqual([d, 1, 5]);
    }
    expect(year(2025).find((e) => e.slug === 'sawan-somvar')!.reason).toEqual({ choice: 'month-weekday', weekday: 1, masa: 5 });
  });

  it('offset to a weekday: Varalakshmi Vratam on the last Friday before Shravana Purnima, even when the Purnima is a Friday', () => {
    expect(only(2025, 'varalakshmi-vratam').reason).toEqual({ choice: 'offset-weekday', weekday: 5, of: 'shravana-purnima', offsetDays: -1 });
    // 2026: Shravana Purnima Friday Aug 28: the Friday before, Aug 21.
    expect(only(2026, 'shravana-purnima').date).toBe('2026-08-28');
    expect(only(2026, 'varalakshmi-vratam')).toMatchObject({ date: '2026-08-21', weekday: 5, reason: { offsetDays: -7 } });
  });

  it('weekday of one event: Angarki Chaturthi is every Sankashti Chaturthi on a Tuesday, and only those', () => {
    for (const y of [2025, 2026]) {
      const tuesdays = year(y).filter((e) => e.slug === 'sankashti-chaturthi' && e.weekday === 2).map((e) => e.date);
      expect(tuesdays.length).toBeGreaterThan(0);
      expect(datesOf(y, 'angarki-chaturthi')).toEqual(tuesdays);
    }
    expect(only(2025, 'angarki-chaturthi').reason).toEqual({ choice: 'weekday-of', weekday: 2, of: 'sankashti-chaturthi', offsetDays: 0 });
  });

  it('the sayahna and day kaals (Narasimha Jayanti, Skanda Sashti)', () => {
    const n = only(2025, 'narasimha-jayanti');
    expect(n.reason).toMatchObject({ choice: 'both-more', kaal: 'sayahna' });
    expect(n.reason.days).toEqual([
      { date: '2025-05-10', prevails: true, minutes: 92 },
      { date: '2025-05-11', prevails: true, minutes: 162 },
    ]);
    // Sayahna is the last fifth of the day: the puja window ends at sunset.
    expect(Math.abs(Date.parse(n.muhurat!.end) - jdToMs(sunriseSummary('2025-05-11', DELHI).sunset!))).toBeLessThan(1000);
    // Skanda Sashti 2025-03-04: Shashthi begins 15:16, in that day's daytime; it also fills the next day's, and the first is taken.
    const s = year(2025).find((e) => e.slug === 'skanda-sashti' && e.date === '2025-03-04')!;
    expect(s.reason).toMatchObject({ choice: 'both-first', kaal: 'day' });
  });

  it('multi-day observances close on their rows’ events', () => {
    expect(only(2025, 'paryushana')).toMatchObject({ date: '2025-08-20', endDate: '2025-08-27' });
    expect(only(2025, 'das-lakshana')).toMatchObject({ date: '2025-08-28', endDate: only(2025, 'anant-chaturdashi').date });
    expect(only(2025, 'mahalakshmi-vrat')).toMatchObject({ date: '2025-08-31', endDate: '2025-09-14' });
    expect(only(2025, 'bhishma-panchak')).toMatchObject({ date: '2025-11-01', endDate: '2025-11-05' });
    expect(only(2025, 'ashadha-gupta-navratri')).toMatchObject({ date: '2025-06-26', endDate: '2025-07-04' });
  });

  it('reports the Chhath days’ sunset and sunrise, and the Yama lamp’s pradosh', () => {
    const moment = (slug: string, kind: string) => only(2025, slug).moments.find((m) => m.kind === kind)?.at.slice(0, 10);
    expect(moment('kharna', 'sunset')).toBe('2025-10-26');
    expect(moment('sandhya-arghya', 'sunset')).toBe('2025-10-27');
    expect(moment('usha-arghya', 'sunrise')).toBe('2025-10-28');
    expect(only(2025, 'yama-deepam').windows.map((w) => w.kind)).toEqual(['pradosh']);
  });
});
