/**
 * View models of the Gowri Panchangam and Do Ghati pages: names, quality and
 * ranges in the page's language, from the engine's tables.
 */
import { computeDay, doGhatiOfDay, gowriOfDay, jdToMs } from '@/engine';
import { namesFor } from '@/lib/names/names';
import { doGhatiView, gowriView } from '@/lib/view/daily-muhurtas';
import type { ViewFrame } from '@/lib/view/panchang';

const VARANASI = { lat: 25.31668, lon: 83.01041, tz: 'Asia/Kolkata' };
const frame = (date: string, locale: 'en' | 'hi'): ViewFrame => ({ tz: VARANASI.tz, date, locale, names: namesFor(locale) });
// Saturday 2025-11-22: sunrise 06:20:01, sunset 17:07:56.
const day = computeDay({ date: '2025-11-22', ...VARANASI });

describe('gowriView', () => {
  it('names the day and night parts with their quality, in English and in Hindi', () => {
    const en = gowriView(gowriOfDay(day, jdToMs), frame('2025-11-22', 'en'));
    expect([en.day.length, en.night.length, en.noSunrise]).toEqual([8, 8, false]);
    expect(en.day[2]).toMatchObject({ key: 'visham', name: 'Visham', quality: 'inauspicious', qualityName: 'Inauspicious' });
    // The third part of the day: 06:20:01 + 2 x 1 h 20 min 59.4 s = 09:01:59.8 to 10:22:59, shown to the nearest minute.
    expect(en.day[2].range).toMatch(/^9:02\s?AM\s?[–-]\s?10:23\s?AM$/);
    const hi = gowriView(gowriOfDay(day, jdToMs), frame('2025-11-22', 'hi'));
    expect(hi.day.map((r) => r.name)).toEqual(['चोर', 'उद्योग', 'विष', 'अमृत', 'रोग', 'लाभ', 'धन', 'सुख']);
    expect(hi.night[0]).toMatchObject({ name: 'लाभ', qualityName: 'शुभ' });
  });
});

describe('doGhatiView', () => {
  it('numbers the fifteen muhurtas of day and night and marks the weekday\u2019s Durmuhurta', () => {
    const en = doGhatiView(doGhatiOfDay(day, jdToMs), frame('2025-11-22', 'en'));
    expect([en.day.length, en.night.length]).toEqual([15, 15]);
    expect(en.day.slice(0, 3).map((r) => [r.number, r.name, r.qualityName, r.durmuhurta])).toEqual([
      [1, 'Rudra', 'Inauspicious', 'Dur Muhurta'],
      [2, 'Ahi', 'Inauspicious', 'Dur Muhurta'],
      [3, 'Mitra', 'Auspicious', null],
    ]);
    expect(en.night[13]).toMatchObject({ number: 14, key: 'brahma', name: 'Brahma' });
    const hi = doGhatiView(doGhatiOfDay(day, jdToMs), frame('2025-11-22', 'hi'));
    expect([hi.day[7].name, hi.night[13].name, hi.day[0].durmuhurta]).toEqual(['विधि', 'ब्रह्म', 'दुर्मुहूर्त']);
  });
});
