/**
 * The regional calendars' view models (lib/view/regional.ts): the day
 * page's "Regional dates" row, a month of a regional solar calendar, and
 * the marks of a Gregorian month grid for a chosen region.
 */
import { computeDay, festivalYearIndex, regionalDatesOf, solarDates } from '@/engine';
import { namesFor } from '@/lib/names/names';
import { regionalCalendarOptions, regionalDatesView, regionalMarks, regionalMonthData, regionalMonthView } from '@/lib/view/regional';

const DELHI = { lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' };
const CHENNAI = { lat: 13.08784, lon: 80.27847, tz: 'Asia/Kolkata' };
const EN = namesFor('en');
const HI = namesFor('hi');

describe('regionalDatesView: the day page\'s row', () => {
  it('lists the four solar calendars, then the four lunar reckonings, in the page\'s language', () => {
    const r = regionalDatesOf(computeDay({ date: '2025-11-22', ...DELHI }));
    const en = regionalDatesView(r, EN);
    expect(en.rows.map((x) => x.calendar)).toEqual(['tamil', 'bengali', 'malayalam', 'odia', 'gujarati', 'marathi', 'telugu', 'kannada']);
    expect(en.rows[0]).toEqual({
      calendar: 'tamil',
      calendarName: 'Tamil',
      monthKey: 'karthigai',
      monthName: 'Karthigai',
      monthNameInScript: 'கார்த்திகை',
      day: 7,
      eraName: 'Tamil year',
      year: 1947,
      yearName: 'Vishvavasu',
    });
    expect(en.rows[4]).toMatchObject({ calendarName: 'Gujarati', monthName: 'Magshar', monthNameInScript: 'માગશર', day: null, eraName: 'Vikram Samvat', year: 2082 });
    expect(en.pravishte).toEqual({ day: 7, sign: 'Vrishchika' });
    const hi = regionalDatesView(r, HI);
    expect(hi.rows[1]).toMatchObject({ calendarName: 'बांग्ला', monthName: 'अग्रहायण', monthNameInScript: 'অগ্রহায়ণ', eraName: 'बंगाब्द', yearName: null });
    expect(hi.pravishte.sign).toBe('वृश्चिक');
  });

  it('names an adhika lunar month so (Adhika Shravana 2023)', () => {
    const r = regionalDatesView(regionalDatesOf(computeDay({ date: '2023-07-25', ...DELHI })), EN);
    expect(r.rows.find((x) => x.calendar === 'marathi')?.monthName).toBe('Adhika Shravan');
    expect(r.rows.find((x) => x.calendar === 'tamil')?.monthName).toBe('Aadi');
  });

  it('offers the four solar calendars to the month grid\'s region selector', () => {
    expect(regionalCalendarOptions(HI)).toEqual([
      { key: 'tamil', name: 'तमिल', nameInScript: 'தமிழ்' },
      { key: 'bengali', name: 'बांग्ला', nameInScript: 'বাংলা' },
      { key: 'malayalam', name: 'मलयालम', nameInScript: 'മലയാളം' },
      { key: 'odia', name: 'ओड़िया', nameInScript: 'ଓଡ଼ିଆ' },
    ]);
  });
});

describe('regionalMonthView: a month of a regional calendar', () => {
  const data = regionalMonthData({ calendar: 'tamil', year: 1947, month: 8, ...CHENNAI });
  const festivals = festivalYearIndex({ year: 2025, ...CHENNAI }).events;
  const v = regionalMonthView(data, festivals, { today: '2025-11-22', tz: CHENNAI.tz, locale: 'en', names: EN });

  it('gives Karthigai 1947 its names, its 30 days from 16 November in Sunday-first weeks', () => {
    expect(v).toMatchObject({
      calendar: 'tamil',
      calendarName: 'Tamil',
      calendarNameInScript: 'தமிழ்',
      monthName: 'Karthigai',
      monthNameInScript: 'கார்த்திகை',
      eraName: 'Tamil year',
      year: 1947,
      yearName: 'Vishvavasu',
      startLabel: 'November 16, 2025',
      endLabel: 'December 15, 2025',
      days: 30,
    });
    expect(v.cells).toHaveLength(30);
    // 16 November 2025 is a Sunday: the first week starts with day 1.
    expect(v.weeks[0][0]).toMatchObject({ day: 1, date: '2025-11-16', gregorianDay: 16, gregorianMonth: 'November' });
    expect(v.weeks.every((w) => w.length === 7)).toBe(true);
    expect(v.cells[15]).toMatchObject({ day: 16, date: '2025-12-01', gregorianMonth: 'December' });
    expect(v.cells[6].isToday).toBe(true);
    expect(v.weekdays[0].full).toBe('Sunday');
  });

  it('shows the month\'s festivals on their days (Karthigai Deepam, 3 December)', () => {
    expect(v.cells.find((c) => c.date === '2025-12-03')?.festivals.map((x) => x.name)).toContain('Karthigai Deepam');
    expect(v.cells.flatMap((c) => c.festivals).every((x) => x.name && x.emoji)).toBe(true);
  });

  it('says when the Sun entered the signs and why each month began on its day', () => {
    expect(v.opening).toEqual({
      sign: 'Vrishchika',
      at: 'Nov 16, 2025, 1:45 PM', // 13:44:31, to the nearest minute
      firstDay: 'Sunday, November 16, 2025',
      reason: 'The Sun entered Vrishchika before sunset, so the month began that day.',
    });
    expect(v.closing.sign).toBe('Dhanu');
    expect([v.prev, v.next]).toEqual([
      { year: 1947, month: 7, monthName: 'Aippasi' },
      { year: 1947, month: 9, monthName: 'Margazhi' },
    ]);
  });

  it('has no neighbour outside 1900-2100, and turns the era year where the calendar turns it', () => {
    expect(regionalMonthData({ calendar: 'tamil', year: 1821, month: 10, ...DELHI }).prev).toBeNull();
    // Margazhi 2022 runs from 17 December 2100 into 2101: Karthigai has no next month.
    expect(regionalMonthData({ calendar: 'tamil', year: 2022, month: 8, ...DELHI }).next).toBeNull();
    expect(regionalMonthData({ calendar: 'tamil', year: 1947, month: 12, ...DELHI }).next).toEqual({ year: 1948, month: 1 });
    // The Odia year turns at Ashvina (6): Bhadraba 1432 is followed by Ashvina 1433, Chaitra by Baisakha of the same year.
    expect(regionalMonthData({ calendar: 'odia', year: 1432, month: 5, ...DELHI }).next).toEqual({ year: 1433, month: 6 });
    expect(regionalMonthData({ calendar: 'odia', year: 1433, month: 12, ...DELHI }).next).toEqual({ year: 1433, month: 1 });
    expect(regionalMonthData({ calendar: 'odia', year: 1433, month: 6, ...DELHI }).prev).toEqual({ year: 1432, month: 5 });
  });

  it('in Hindi', () => {
    const hi = regionalMonthView(data, festivals, { today: '2025-11-22', tz: CHENNAI.tz, locale: 'hi', names: HI });
    expect([hi.monthName, hi.calendarName, hi.opening.sign]).toEqual(['कार्तिगै', 'तमिल', 'वृश्चिक']);
    expect(hi.opening.reason).toBe('सूर्य ने सूर्यास्त से पहले वृश्चिक राशि में प्रवेश किया, इसलिए मास उसी दिन आरंभ हुआ।');
  });
});

describe('regionalMarks: a Gregorian month grid with a region chosen', () => {
  it('marks each day of November 2025 with its Tamil day, naming the month on the first cell and on day 1', () => {
    const dates = solarDates({ calendar: 'tamil', from: '2025-11-01', days: 30, ...CHENNAI });
    const marks = regionalMarks('2025-11-01', dates, EN);
    expect(marks.size).toBe(30);
    expect(marks.get('2025-11-01')).toEqual({ day: 16, monthName: 'Aippasi', monthNameInScript: 'ஐப்பசி' });
    expect(marks.get('2025-11-02')).toEqual({ day: 17, monthName: null, monthNameInScript: null });
    expect(marks.get('2025-11-15')?.day).toBe(30);
    expect(marks.get('2025-11-16')).toEqual({ day: 1, monthName: 'Karthigai', monthNameInScript: 'கார்த்திகை' });
    expect(marks.get('2025-11-30')?.day).toBe(15);
  });
});
