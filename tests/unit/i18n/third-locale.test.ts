/**
 * A third language is one messages file plus the locale tables: every name
 * the pages, the API and the CLI show comes through the names module from
 * the messages, so a stand-in language whose messages are a transformed copy
 * of English (each Latin letter turned into its full-width form) renders
 * every view model without a single English word in its names.
 */
import {
  choghadiyaOfDay,
  computeDay,
  computeFestivals,
  festivalsOnDate,
  horaOfDay,
  jdToMs,
  lagnaAt,
  lagnaTableOfDay,
  msToJd,
  muhuratsOfDay,
  panchangWith,
  formatPanchang,
} from '@/engine';
import { namedFestivalEvent, namedPanchang } from '@/lib/names/named';
import { namesFrom, type MessageTree } from '@/lib/names/names';
import { homeTimingsView } from '@/lib/view/home';
import { currentTimeView } from '@/lib/view/sidebar';
import { nakshatraListView, nextNakshatras, nextTithis, tithiListView } from '@/lib/view/limb-lists';
import { monthDays, monthView } from '@/lib/view/month';
import { festivalBannerView, panchangCardView, segmentRows, timingsCardView, type ViewFrame } from '@/lib/view/panchang';
import { nakshatraFinderView, nakshatraPeriods, tithiAtLocal, tithiFinderView, nextTithiDates } from '@/lib/view/finders';
import { choghadiyaView, horaView, lagnaView, muhuratTableView, windowWeekView } from '@/lib/view/timings';
import en from '@/messages/en.json';
import { emphasised } from '@/lib/conventions/emphasis';

/** Latin letters outside ICU placeholders become full-width letters: readable, and certainly not English. */
function fullWidth(text: string): string {
  let depth = 0;
  let out = '';
  for (const ch of text) {
    if (ch === '{') depth++;
    if (ch === '}') depth--;
    out += depth === 0 && /[A-Za-z]/.test(ch) ? String.fromCodePoint(ch.codePointAt(0)! + 0xfee0) : ch;
  }
  return out;
}

function transform(tree: MessageTree): MessageTree {
  return Object.fromEntries(Object.entries(tree).map(([k, v]) => [k, typeof v === 'string' ? fullWidth(v) : transform(v)]));
}

const names = namesFrom(transform(en as unknown as MessageTree), 'xx');

/** The fields of the view models that hold names, not times, dates or numbers. */
const NAME_FIELDS = new Set(['name', 'tithi', 'paksha', 'vara', 'amanta', 'purnimanta', 'drik', 'vedic', 'qualityName', 'description', 'ruler', 'lord', 'gloss', 'sign', 'lunarMonths', 'chosen', 'reasonText', 'tithiNames']);

/** Every name in a value, with its path. */
function namesIn(value: unknown, at = '$', field = ''): [string, string][] {
  if (typeof value === 'string') return NAME_FIELDS.has(field) ? [[at, value]] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => namesIn(v, `${at}[${i}]`, field));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => namesIn(v, `${at}.${k}`, k));
  return [];
}

const english = (value: unknown) => namesIn(value).filter(([, s]) => /[A-Za-z]/.test(s));

describe('a third language from its messages alone', () => {
  const DELHI = { lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata', elevation: 0 };
  const date = '2025-10-20';
  const day = computeDay({ date, ...DELHI });
  const f: ViewFrame = { tz: DELHI.tz, date, locale: 'en', names };

  it('names the daily pages', () => {
    const p = panchangWith(day, jdToMs);
    const m = muhuratsOfDay(day, jdToMs);
    const views = {
      panchang: panchangCardView(p, f),
      timings: timingsCardView(m, f),
      banner: festivalBannerView(emphasised(festivalsOnDate({ date, ...DELHI }), 'smarta'), f),
      muhurats: muhuratTableView(m, f),
      week: windowWeekView('abhijit', ['brahma', 'vijaya'], m, [{ date: '2025-10-21', muhurats: muhuratsOfDay(computeDay({ date: '2025-10-21', ...DELHI }), jdToMs) }], f),
      choghadiya: choghadiyaView(choghadiyaOfDay(day, jdToMs), f),
      hora: horaView(horaOfDay(day, jdToMs), f),
      lagna: lagnaView(lagnaTableOfDay(day, jdToMs), lagnaAt(msToJd(Date.parse(`${date}T10:00:00+05:30`)), DELHI, jdToMs), f),
      home: homeTimingsView(p, m, choghadiyaOfDay(day, jdToMs), f),
      sidebarTime: currentTimeView(p, f, 'new-delhi'),
    };
    expect(namesIn(views).length).toBeGreaterThan(100);
    expect(views.banner.map((e) => e.slug)).toContain('diwali');
    expect(english(views)).toEqual([]);
  });

  it('names the month, the explainers and the finders', () => {
    const p = panchangWith(day, jdToMs);
    const views = {
      month: monthView(monthDays(2025, 10, DELHI), computeFestivals({ year: 2025, ...DELHI }).events.filter((e) => e.date.startsWith('2025-10-')), {
        date,
        today: date,
        tz: DELHI.tz,
        system: 'purnimanta',
        locale: 'en',
        names,
      }),
      tithis: tithiListView(segmentRows('tithi', p.tithi, f), p.tithi[0].number, nextTithis(date, DELHI), f),
      nakshatras: nakshatraListView(segmentRows('nakshatra', p.nakshatra, f), p.nakshatra[0].number, nextNakshatras(date, DELHI), f),
      tithiFinder: tithiFinderView(tithiAtLocal(date, '10:00', DELHI), '10:00', 11, nextTithiDates(11, date, DELHI), { date, tz: DELHI.tz, locale: 'en', names }),
      nakshatraFinder: nakshatraFinderView(4, 2025, 2025, nakshatraPeriods(4, 2025, 2025, DELHI), { tz: DELHI.tz, locale: 'en', names }),
    };
    expect(namesIn(views).length).toBeGreaterThan(100);
    expect(english(views)).toEqual([]);
  });

  it('names what the API and the CLI print', () => {
    const named = namedPanchang(formatPanchang(day), names);
    // `paksha` stays the engine's key there ('Shukla' / 'Krishna'), as the API has always had it; every name is translated.
    expect(english(named).filter(([at]) => !at.endsWith('.paksha'))).toEqual([]);
    expect(namesIn(named).length).toBeGreaterThan(20);
    expect(names.reason(computeFestivals({ year: 2025, ...DELHI }).events[0].reason)).not.toMatch(/[A-Za-z]/);
    // The API's festival events carry the English and Hindi names by design (name, nameHindi).
    expect(namedFestivalEvent(computeFestivals({ year: 2025, ...DELHI }).events[0]).name).toMatch(/[A-Za-z]/);
  });

  it('would catch an English name (the check is not vacuous)', () => {
    const englishNames = namesFrom(en as unknown as MessageTree, 'en');
    expect(english(panchangCardView(panchangWith(day, jdToMs), { ...f, names: englishNames }))).not.toEqual([]);
  });
});
