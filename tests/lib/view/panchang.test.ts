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
    expect(vm.map((e) => e.slug)).toEqual(expect.arrayContaining(['kartika-purnima', 'dev-deepawali']));
    expect(vm[0].major).toBe(true);
    const dev = vm.find((e) => e.slug === 'dev-deepawali')!;
    expect(dev).toMatchObject({ name: 'Dev Deepawali', emoji: '🪔' });
    expect(dev.muhurat).toMatch(/PM – /);
  });
});
