/**
 * The daily page's view models, from the engine's numbers (instants as
 * epoch ms) and the names of the page's language: labels with the date of
 * another day, the limbs' "till" badges, the timings card and the banner.
 */
import { computeDay, festivalsOnDate, jdToMs, muhuratsOfDay, panchangWith, type Segment } from '@/engine';
import { dateTimeLabel, rangeLabel, timeLabel } from '@/lib/format/time';
import { namesFor } from '@/lib/names/names';
import { festivalBannerView, panchangCardView, segmentRows, timingsCardView, type ViewFrame } from '@/lib/view/panchang';
import { emphasised } from '@/lib/conventions/emphasis';

const VARANASI = { lat: 25.31668, lon: 83.01041, tz: 'Asia/Kolkata' };
const TZ = VARANASI.tz;
const day = computeDay({ ...VARANASI, date: '2025-11-22' });
const p = panchangWith(day, jdToMs);
const frame = (locale: 'en' | 'hi', date = '2025-11-22'): ViewFrame => ({ tz: TZ, date, locale, names: namesFor(locale) });
const ms = (iso: string) => Date.parse(iso);

describe('time labels of instants', () => {
  it('print the minute, rounded, with the date when it is another day', () => {
    expect(timeLabel(ms('2025-11-22T17:11:49+05:30'), TZ, '2025-11-22', 'en')).toBe('5:12 PM');
    expect(timeLabel(ms('2025-11-23T02:37:10+05:30'), TZ, '2025-11-22', 'en')).toBe('2:37 AM, Nov 23');
    // Rounded past midnight: the next day's date.
    expect(timeLabel(ms('2025-11-22T23:59:40+05:30'), TZ, '2025-11-22', 'en')).toBe('12:00 AM, Nov 23');
    expect(timeLabel(null, TZ, '2025-11-22', 'en')).toBe('--:--');
    // The second first, as the ISO strings and the API do: 29.6 s is 30 s, which rounds up.
    expect(timeLabel(ms('2025-11-22T17:11:29.600+05:30'), TZ, '2025-11-22', 'en')).toBe('5:12 PM');
  });

  it('name the other day in Hindi on Hindi pages, and full dates across months', () => {
    expect(timeLabel(ms('2025-11-23T02:37:10+05:30'), TZ, '2025-11-22', 'hi')).toMatch(/^2:37 AM, 23 /);
    expect(dateTimeLabel(ms('2025-01-10T13:46:35+05:30'), TZ, 'en')).toBe('Jan 10, 2025, 1:47 PM');
    expect(rangeLabel(ms('2025-11-22T23:40:00+05:30'), ms('2025-11-23T00:32:00+05:30'), TZ, '2025-11-22', 'en')).toBe('11:40 PM – 12:32 AM, Nov 23');
  });

  it('read the zone of the place, historical offsets included', () => {
    // New York on a summer and a winter day; Madras time (+05:21:10) in 1900, printed on the minute-rounded offset as the API does.
    expect(timeLabel(ms('2025-07-01T06:00:00-04:00'), 'America/New_York', '2025-07-01', 'en')).toBe('6:00 AM');
    expect(timeLabel(ms('2025-01-01T06:00:00-05:00'), 'America/New_York', '2025-01-01', 'en')).toBe('6:00 AM');
    expect(timeLabel(ms('1900-06-01T06:00:00+05:21'), 'Asia/Kolkata', '1900-06-01', 'en')).toBe('6:00 AM');
  });
});

describe('segment rows', () => {
  it('give each limb a "till" badge, and the one running past the next sunrise its own', () => {
    const rows = segmentRows('tithi', p.tithi, frame('en'));
    expect(rows.map((r) => r.name)).toEqual(['Shukla Dwitiya', 'Shukla Tritiya']);
    expect(rows[0].badge).toEqual({ kind: 'till', time: timeLabel(p.tithi[0].end, TZ, '2025-11-22', 'en') });
    expect(rows[1].badge).toEqual({ kind: 'fullNight' });
  });

  it('say "all day" when one limb holds the whole day', () => {
    const seg: Segment<number> = { number: 8, start: ms('2025-11-22T05:00:00+05:30'), end: null };
    expect(segmentRows('yoga', [seg], frame('en'))[0]).toMatchObject({ name: 'Dhriti', badge: { kind: 'allDay' } });
  });

  it('write Hindi names from the messages, karanas by their kind, Purnima and Amavasya without a paksha', () => {
    expect(segmentRows('tithi', p.tithi, frame('hi'))[0].name).toBe('शुक्ल द्वितीया');
    expect(segmentRows('karana', p.karana, frame('hi')).map((r) => r.name)).toEqual(p.karana.map((k) => namesFor('hi').karana(k.kind)));
    expect(segmentRows('nakshatra', p.nakshatra, frame('hi'))[0].name).toBe('ज्येष्ठा');
    const amavasya = { number: 30, start: 0, end: null, paksha: 'Krishna' as const, kshaya: false, vriddhi: false };
    expect(segmentRows('tithi', [amavasya], frame('en', '2025-11-20'))[0].name).toBe('Amavasya');
  });
});

describe('the Panchang card', () => {
  it('names the calendar facts and labels the day’s instants', () => {
    const vm = panchangCardView(p, frame('en'));
    expect(vm).toMatchObject({ vara: 'Saturday', paksha: 'Shukla', amanta: 'Margashirsha', purnimanta: 'Margashirsha', polar: null });
    expect(vm.samvat.vikram).toBe('2082 Kalayukta');
    expect(vm.sunrise).toBe(timeLabel(p.sunrise, TZ, '2025-11-22', 'en'));
    expect(vm.ritu).toEqual({ drik: 'Hemant', vedic: 'Hemant' });
    expect(panchangCardView(p, frame('hi')).vara).toBe('शनिवार');
  });
});

describe('the timings card', () => {
  it('lists Rahu Kaal first and says why a window is missing', () => {
    const vm = timingsCardView(muhuratsOfDay(day, jdToMs), frame('en'));
    expect(vm.rows[0]).toMatchObject({ type: 'rahu_kaal', name: 'Rahu Kaal', auspicious: false });
    expect(vm.rows[0].window?.range).toMatch(/AM – /);
    // 2025-11-19 is a Wednesday: no Abhijit, and the card says why.
    const wednesday = timingsCardView(muhuratsOfDay(computeDay({ ...VARANASI, date: '2025-11-19' }), jdToMs), frame('en', '2025-11-19'));
    expect(wednesday.rows.find((r) => r.type === 'abhijit')).toMatchObject({ window: null, none: 'noAbhijit', auspicious: true });
  });
});

describe('the festival banner', () => {
  it('shows the date’s events in the order they begin, with their emoji and window', () => {
    const vm = festivalBannerView(emphasised(festivalsOnDate({ date: '2025-11-05', ...VARANASI }), 'smarta'), frame('en', '2025-11-05'));
    // Bhishma Panchak, running since Dev Uthani Ekadashi, by its own start; then the Purnima's events.
    expect(vm.map((e) => e.slug)).toEqual(['bhishma-panchak', 'kartika-purnima', 'dev-deepawali', 'guru-nanak-jayanti']);
    expect(vm.map((e) => e.major)).toEqual([false, true, true, true]);
    const dev = vm.find((e) => e.slug === 'dev-deepawali')!;
    expect(dev).toMatchObject({ name: 'Dev Deepawali', emoji: '🪔' });
    expect(dev.muhurat).toMatch(/PM – /);
  });

  it('shows a multi-day observance’s muhurat on its first day only (Ghatasthapana, Chaitra Navratri 2025)', () => {
    const banner = (date: string) => festivalBannerView(emphasised(festivalsOnDate({ date, ...VARANASI }), 'smarta'), frame('en', date));
    const first = banner('2025-03-30').find((e) => e.slug === 'chaitra-navratri')!;
    expect(first.muhurat).toMatch(/^\d{1,2}:\d{2} AM – \d{1,2}:\d{2} AM$/);
    for (const date of ['2025-03-31', '2025-04-03', '2025-04-06']) {
      const later = banner(date).find((e) => e.slug === 'chaitra-navratri');
      expect(later).toMatchObject({ name: 'Chaitra Navratri', muhurat: null });
    }
    expect(banner('2025-04-03').find((e) => e.slug === 'chaitra-navratri')?.dayOf).toEqual({ day: 5, days: 8 });
    expect(first).toMatchObject({ name: 'Chaitra Navratri (Ghatasthapana)', dayOf: null });
    // Ram Navami, on the last day, keeps its own emoji and window.
    expect(banner('2025-04-06').find((e) => e.slug === 'ram-navami')).toMatchObject({ emoji: '🏹', muhurat: expect.stringMatching(/AM – /) });
  });
});

describe('the timings card lists the muhurat windows as the trusted site’s day page does', () => {
  it('Rahu Kaal, then Brahma, Pratah Sandhya, Abhijit, Vijaya, Godhuli, Sayahna Sandhya, Amrit Kalam, Nishita, then the inauspicious ones', () => {
    // New Delhi 2020-12-31, the reference day that prints these windows (drik-days-dev.json).
    const delhi = { lat: 28.63576, lon: 77.22445, tz: 'Asia/Kolkata' };
    const d = computeDay({ ...delhi, date: '2020-12-31' });
    const vm = timingsCardView(muhuratsOfDay(d, jdToMs), { ...frame('en', '2020-12-31'), tz: delhi.tz });
    expect(vm.rows.map((r) => r.type)).toEqual([
      'rahu_kaal', 'brahma', 'pratah_sandhya', 'abhijit', 'vijaya', 'godhuli', 'sayahna_sandhya', 'amrit_kalam', 'nishita',
      'yamaganda', 'gulika', 'durmuhurta', 'durmuhurta', 'varjyam', 'varjyam',
    ]);
    const range = (type: string) => vm.rows.find((r) => r.type === type)?.window?.range;
    // As printed: Pratah Sandhya 05:52-07:14, Vijaya 14:08-14:49, Sayahna Sandhya 17:35-18:57, Amrit Kalam 17:20-18:59, Nishita 23:57-00:52.
    expect(range('pratah_sandhya')).toBe('5:52 AM – 7:14 AM');
    expect(range('vijaya')).toBe('2:08 PM – 2:49 PM');
    expect(range('sayahna_sandhya')).toBe('5:35 PM – 6:57 PM');
    expect(range('amrit_kalam')).toBe('5:20 PM – 6:59 PM');
    expect(range('nishita')).toBe('11:57 PM – 12:52 AM, Jan 1');
    // Two varjyams start in that Panchang day (Punarvasu's and Pushya's); the page's text of it was cut off, so they are not compared.
    expect(vm.rows.filter((r) => r.type === 'varjyam').every((r) => r.window !== null)).toBe(true);
    // A day without one says so (New Delhi 2000-08-15: Dhanishtha's varjyam began before sunrise).
    const none = timingsCardView(muhuratsOfDay(computeDay({ ...delhi, date: '2000-08-15' }), jdToMs), { ...frame('en', '2000-08-15'), tz: delhi.tz });
    expect(none.rows.find((r) => r.type === 'varjyam')).toMatchObject({ window: null, none: 'none' });
  });
});

describe('a multi-day observance in the banner', () => {
  it('shows the first day’s window only on the first day; later days say which day they are (Chaitra Navratri 2025)', () => {
    const delhi = { lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' };
    const first = festivalBannerView(emphasised(festivalsOnDate({ date: '2025-03-30', ...delhi }), 'smarta'), { ...frame('en', '2025-03-30'), tz: delhi.tz });
    const navratri = first.find((e) => e.slug === 'chaitra-navratri')!;
    expect(navratri).toMatchObject({ name: 'Chaitra Navratri (Ghatasthapana)', dayOf: null });
    expect(navratri.muhurat).toMatch(/AM – /);
    const later = festivalBannerView(emphasised(festivalsOnDate({ date: '2025-04-06', ...delhi }), 'smarta'), { ...frame('en', '2025-04-06'), tz: delhi.tz });
    expect(later.find((e) => e.slug === 'chaitra-navratri')).toMatchObject({ name: 'Chaitra Navratri', muhurat: null, dayOf: { day: 8, days: 8 } });
    // Ram Navami, the event of that date, keeps its own window.
    expect(later.find((e) => e.slug === 'ram-navami')?.muhurat).toMatch(/AM – /);
    const hi = festivalBannerView(emphasised(festivalsOnDate({ date: '2025-04-06', ...delhi }), 'smarta'), { ...frame('hi', '2025-04-06'), tz: delhi.tz });
    expect(hi.find((e) => e.slug === 'chaitra-navratri')?.name).toBe('चैत्र नवरात्रि');
  });
});
