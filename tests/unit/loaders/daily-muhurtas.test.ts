/**
 * The loaders of /muhurat/gowri-panchangam and /muhurat/do-ghati: the day's
 * table at the path's city and date, in the path's language, from the same
 * engine tables the API answers with.
 */
import { computeDay, doGhatiOfDay, gowriOfDay, jdToMs } from '@/engine';
import { loadDoGhati, loadGowri } from '@/app/_loaders/daily-muhurtas';
import { cityPlace, getCityBySlug } from '@/lib/cities';
import { cardSpecAt, selectionAt } from '../../helpers/page-card';

const NOW = Date.parse('2026-03-19T06:00:00Z');
const sel = (path: string) => selectionAt(path, NOW);

describe('the Gowri Panchangam page', () => {
  it('lists the Thursday rows from Chennai’s sunrise and sunset', () => {
    // Thursday 2026-03-19 at Chennai: sunrise 6:14 AM, each day part ~1 h 31 min.
    const g = loadGowri(sel('/muhurat/gowri-panchangam/chennai/2026-03-19'));
    expect(g.day.map((r) => r.key)).toEqual(['dhanam', 'sugam', 'soram', 'udhyogam', 'amirdha', 'visham', 'rogam', 'labham']);
    expect(g.night.map((r) => r.key)).toEqual(['amirdha', 'rogam', 'labham', 'dhanam', 'sugam', 'soram', 'visham', 'udhyogam']);
    expect(g.day.slice(0, 3).map((r) => [r.name, r.qualityName, r.range.replace(/\s/g, ' ')])).toEqual([
      ['Dhanam', 'Auspicious', '6:14 AM – 7:45 AM'],
      ['Sugam', 'Auspicious', '7:45 AM – 9:15 AM'],
      ['Soram', 'Inauspicious', '9:15 AM – 10:46 AM'],
    ]);
    // The night's parts run from the sunset to the next sunrise, edge to edge.
    expect(g.night[0].start).toBe(g.day[7].end);
  });

  it('is the engine’s table of the day, in Hindi on a Hindi path', () => {
    const g = loadGowri(sel('/hi/muhurat/gowri-panchangam/chennai/2026-03-19'));
    const chennai = getCityBySlug('chennai')!;
    const table = gowriOfDay(computeDay({ date: '2026-03-19', ...cityPlace(chennai), elevation: 0 }), jdToMs);
    expect([...g.day, ...g.night].map((r) => [r.key, r.start, r.end])).toEqual(table.periods.map((p) => [p.name, p.start, p.end]));
    expect(g.day[0]).toMatchObject({ name: 'धन', qualityName: 'शुभ' });
  });
});

describe('the Do Ghati page', () => {
  it('numbers fifteen day and fifteen night muhurtas, in Hindi on a Hindi path', () => {
    const d = loadDoGhati(sel('/hi/muhurat/do-ghati/chennai/2026-03-19'));
    expect([d.day.length, d.night.length, d.noSunrise]).toEqual([15, 15, false]);
    expect(d.day.slice(0, 2).map((r) => [r.number, r.name, r.qualityName, r.range.replace(/\s/g, ' ')])).toEqual([
      [1, 'रुद्र', 'अशुभ', '6:14 AM – 7:02 AM'],
      [2, 'अहि', 'अशुभ', '7:02 AM – 7:51 AM'],
    ]);
    expect(d.day[7].key).toBe('vidhi');
    expect(d.night[13].key).toBe('brahma');
  });

  it('marks the weekday’s Durmuhurta, the same muhurtas the engine’s table marks', () => {
    const chennai = getCityBySlug('chennai')!;
    const table = doGhatiOfDay(computeDay({ date: '2026-03-19', ...cityPlace(chennai), elevation: 0 }), jdToMs);
    const d = loadDoGhati(sel('/muhurat/do-ghati/chennai/2026-03-19'));
    const marked = [...d.day, ...d.night].filter((r) => r.durmuhurta !== null).map((r) => r.key);
    expect(marked).toEqual(table.muhurtas.filter((m) => m.durmuhurta).map((m) => m.name));
    expect(marked.length).toBeGreaterThan(0);
  });
});

describe('their share cards', () => {
  it('list the day’s parts from sunrise, good and bad by tone, as the page has them', async () => {
    const g = await cardSpecAt('/muhurat/gowri-panchangam/chennai/2026-03-19', NOW);
    expect([g.kicker, g.title, g.subtitle]).toEqual(['Gowri Panchangam', 'Chennai', 'Thursday, March 19, 2026']);
    const page = loadGowri(sel('/muhurat/gowri-panchangam/chennai/2026-03-19'));
    expect(g.body).toEqual({
      kind: 'rows',
      caption: 'Day Gowri Panchangam, sunrise to sunset',
      rows: page.day.map((r) => ({ name: r.name, value: r.range, tone: r.quality === 'auspicious' ? 'good' : 'bad' })),
    });
    const d = await cardSpecAt('/hi/muhurat/do-ghati/chennai/2026-03-19', NOW);
    expect(d.kicker).toBe('दो घटी मुहूर्त');
    expect(d.body.kind === 'rows' && d.body.rows.slice(0, 3).map((r) => [r.name, r.tone])).toEqual([
      ['रुद्र', 'bad'],
      ['अहि', 'bad'],
      ['मित्र', 'good'],
    ]);
  });
});
