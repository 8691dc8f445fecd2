/**
 * Every page type's card: built from the page's own loader (the values are
 * the view model's, not computed again), in the page's language. A card is
 * asked for by its page's path, as the page's opengraph-image does
 * (app/_pages/route.tsx), at a fixed instant.
 */
import { loadChoghadiya, loadLagna, loadPanchangDay, loadWindowWeek } from '@/app/_loaders/day';
import { loadMonth } from '@/app/_loaders/month';
import type { PageSelection } from '@/app/_loaders/selection';
import type { Locale } from '@/i18n/routing';
import { festivalDetailAt } from '@/app/_loaders/festival-detail';
import { loadFestivalMonth, loadObservanceList } from '@/app/_loaders/festivals';
import { eclipseDetail, eclipseList, pitruPakshaOf } from '@/app/_loaders/year-pages';
import type { FestivalType } from '@/engine';
import type { Conventions } from '@/lib/conventions/conventions';
import { getArticleById } from '@/lib/blog';
import { resolveSelection } from '@/lib/selection/resolve';
import { articleCard, CARD_PAGES, pathCardAlt, staticPageCard, type CardPage } from '@/lib/share-card/cards';
import type { CardSpec } from '@/lib/share-card/spec';
import { TOOL_KEYS as ALL_TOOLS, type ToolKey } from '@/lib/tools';
import { LIST_TYPES, linkTo, localizedPath, pagePath, parsePathname, type FestivalFilter, type FestivalPageType } from '@/lib/urls';
import { cardAt, selectionAt, type LoadedCard } from '../../helpers/page-card';

const DATE = '2026-03-19';

/** A computed page's card's alt text, from its path. */
function alt(pathname: string): string {
  const route = parsePathname(pathname);
  if (!route) throw new Error(`not a page: ${pathname}`);
  return pathCardAlt(route.locale, route);
}
/** The instant the pages are computed at: today is DATE at Varanasi. */
const NOW = Date.parse('2026-03-19T06:00:00Z');
type YearTool = 'grahan' | 'pitruPaksha';
type CardTool = Exclude<ToolKey, 'home' | YearTool>;
const TOOL_KEYS = ALL_TOOLS.filter((k): k is CardTool => k !== 'home' && k !== 'grahan' && k !== 'pitruPaksha');
/** The year lists: their card's title is the list's name and year, the city is in the subtitle. */
const LISTS: readonly CardTool[] = LIST_TYPES;

/** A card as its page's path names it: a tool at a city and date (with what else its path holds), a year page, a festival, a page of text. */
type CardKey =
  | { kind: 'tool'; locale: Locale; tool: CardTool; city: string; date: string; query: { masa?: Conventions['masa']; sunrise?: Conventions['sunrise']; nakshatra?: number; from?: number; to?: number; type?: Exclude<FestivalFilter, 'all'> } }
  | { kind: 'year'; locale: Locale; tool: YearTool; city: string; year: number; eclipse?: string }
  | { kind: 'festival'; locale: Locale; type: FestivalType; param: string; city: string }
  | { kind: 'article'; locale: Locale; id: string }
  | { kind: 'page'; locale: Locale; page: CardPage };

function pathOf(key: Extract<CardKey, { kind: 'tool' | 'year' | 'festival' }>): string {
  switch (key.kind) {
    case 'tool': {
      const q = key.query;
      const conv = { ...(q.masa ? { masa: q.masa } : {}), ...(q.sunrise ? { sunrise: q.sunrise } : {}) };
      const params = { ...(q.nakshatra ? { nakshatra: q.nakshatra } : {}), ...(q.from && q.to ? { years: { from: q.from, to: q.to } } : {}), ...(q.type ? { filter: q.type } : {}) };
      return localizedPath(key.locale, linkTo(key.tool, { city: key.city, date: key.tool === 'nakshatraFinder' ? null : key.date, conv, params }));
    }
    case 'year':
      return localizedPath(key.locale, key.eclipse ? pagePath('eclipse', { year: key.year, eclipse: key.eclipse, city: key.city }) : pagePath(key.tool, { year: key.year, city: key.city }));
    case 'festival':
      return localizedPath(key.locale, pagePath('festivalDetail', { festivalType: key.type as FestivalPageType, festival: key.param, city: key.city }));
  }
}

/** The card of a page, or the 404 its page answers. */
async function loadCard(key: CardKey): Promise<LoadedCard> {
  if (key.kind === 'page') return { ok: true, spec: staticPageCard(key.locale, key.page) };
  if (key.kind === 'article') {
    const a = getArticleById(key.locale, key.id);
    return a ? { ok: true, spec: articleCard(key.locale, a) } : { ok: false, status: 404 };
  }
  return cardAt(pathOf(key), NOW);
}

async function spec(key: CardKey): Promise<CardSpec> {
  const r = await loadCard(key);
  if (!r.ok) throw new Error(`no card: ${JSON.stringify(key)}`);
  return r.spec;
}

const toolSpec = (locale: Locale, tool: CardTool, query = {}) => spec({ kind: 'tool', locale, tool, city: 'varanasi', date: DATE, query });

const selAt = (path: string) => selectionAt(path, NOW);

/** The selection of the day page at Varanasi on DATE (its conventions from `query`), as the page computes it. */
function selection(locale: Locale, query: Partial<Conventions> = {}): PageSelection {
  return selAt(localizedPath(locale, pagePath('todayPanchang', { city: 'varanasi', date: DATE, conv: query })));
}

/** Every string a card draws. */
function texts(s: CardSpec): string[] {
  const b = s.body;
  const body =
    b.kind === 'facts'
      ? b.facts.flatMap((f) => [f.label, f.value, f.note ?? ''])
      : b.kind === 'rows'
        ? [b.caption, ...b.rows.flatMap((r) => [r.name, r.value])]
        : b.kind === 'window'
          ? [b.label, b.value, b.note ?? '', ...b.rows.flatMap((r) => [r.name, r.value])]
          : [b.text];
  return [s.kicker, s.title, s.subtitle ?? '', s.strip ?? '', ...body].filter(Boolean);
}

const DEVANAGARI = /[\u0900-\u097F]/;

describe.each(TOOL_KEYS)('the %s card', (tool) => {
  it('is in English on English pages and in Hindi on Hindi pages', async () => {
    const en = await toolSpec('en', tool);
    const hi = await toolSpec('hi', tool);
    expect(texts(en).filter((t) => DEVANAGARI.test(t))).toEqual([]);
    const city = (s: CardSpec) => (LISTS.includes(tool) ? s.subtitle?.split(' · ').pop() : s.title);
    expect(city(en)).toBe('Varanasi');
    expect(city(hi)).toBe('वाराणसी');
    // Hindi words in the kicker, and Hindi names in the body (times are Latin digits with AM/PM on both).
    expect(hi.kicker).toMatch(DEVANAGARI);
    expect(texts(hi).filter((t) => DEVANAGARI.test(t)).length).toBeGreaterThan(2);
  });
});

describe('tool cards say what their page says', () => {
  it('day: the tithi and nakshatra at sunrise with their ends, sunrise, sunset, festivals', async () => {
    const vm = await loadPanchangDay(selection('en'));
    expect(await toolSpec('en', 'todayPanchang')).toMatchObject({
      kicker: 'Today’s Panchang',
      subtitle: 'Thursday, March 19, 2026',
      body: {
        kind: 'facts',
        facts: [
          { label: 'Tithi', value: vm.panchang.limbs.tithi[0].name },
          { label: 'Nakshatra', value: vm.panchang.limbs.nakshatra[0].name },
          { label: 'Sunrise', value: vm.panchang.sunrise },
          { label: 'Sunset', value: vm.panchang.sunset },
        ],
      },
      strip: `Festivals: ${vm.festivals.map((f) => f.name).join(', ')}`,
    });
    // Tithi Today and the Panchang hub share the day card.
    expect((await toolSpec('en', 'tithiToday')).body).toEqual((await toolSpec('en', 'todayPanchang')).body);
    expect((await toolSpec('en', 'panchang')).body).toEqual((await toolSpec('en', 'todayPanchang')).body);
  });

  it('month: the lunar months of the Gregorian month, in the chosen reckoning', async () => {
    for (const masa of ['amanta', 'purnimanta'] as const) {
      const vm = (await loadMonth(selection('en', { masa }))).month;
      const query = masa === 'amanta' ? { masa } : {};
      expect((await toolSpec('en', 'monthlyPanchang', query)).strip).toBe(`March 2026: ${vm.lunarMonths}`);
    }
    expect((await toolSpec('en', 'monthlyPanchang')).strip).toBe('March 2026: Phalguna – Chaitra');
  });

  it('day: computed with the sunrise the page’s URL names, as the page is', async () => {
    const sunrise = async (query: Record<string, string>) => {
      const b = (await toolSpec('en', 'todayPanchang', query)).body;
      return b.kind === 'facts' ? b.facts.find((f) => f.label === 'Sunrise')?.value : undefined;
    };
    const hindu = (await loadPanchangDay(selection('en', { sunrise: 'hindu' }))).panchang.sunrise;
    expect(await sunrise({ sunrise: 'hindu' })).toBe(hindu);
    expect(await sunrise({})).not.toBe(hindu);
  });

  it('Rahu Kaal: the day’s window with its length, and Yamaganda and Gulika', async () => {
    const vm = loadWindowWeek(selection('en'), 'rahu_kaal');
    expect((await toolSpec('en', 'rahuKaal')).body).toEqual({
      kind: 'window',
      label: 'Rahu Kaal',
      value: vm.main!.range,
      tone: 'bad',
      note: `Duration: ${vm.main!.minutes} minutes`,
      rows: [
        { name: 'Yamaganda', value: vm.others[0].range, tone: 'bad' },
        { name: 'Gulika Kaal', value: vm.others[1].range, tone: 'bad' },
      ],
    });
  });

  it('Abhijit: none on a Wednesday, and it says why', async () => {
    const body = (await spec({ kind: 'tool', locale: 'en', tool: 'abhijitMuhurat', city: 'varanasi', date: '2026-03-18', query: {} })).body;
    expect(body).toMatchObject({ kind: 'window', value: 'Not observed on Wednesdays', note: undefined });
  });

  it('Choghadiya: the eight day periods with their quality', async () => {
    const vm = loadChoghadiya(selection('hi'));
    const body = (await toolSpec('hi', 'choghadiya')).body;
    expect(body).toEqual({
      kind: 'rows',
      caption: 'दिन के चौघड़िया, सूर्योदय से सूर्यास्त तक',
      rows: vm.day.map((c) => ({ name: c.name, value: c.range, tone: { good: 'good', bad: 'bad', neutral: 'plain' }[c.quality] })),
    });
    expect(vm.day).toHaveLength(8);
  });

  it('Lagna: the twelve lagnas of the day, not the clock’s "rising now"', async () => {
    const vm = loadLagna(selection('en'));
    const body = (await toolSpec('en', 'lagna')).body;
    expect(body).toMatchObject({ kind: 'rows', caption: `Lagnas of the day, ${vm.span}` });
    expect(body.kind === 'rows' && body.rows.map((r) => r.value)).toEqual(vm.rows.map((r) => r.range));
    expect((await toolSpec('en', 'astrology')).body).toEqual(body);
  });

  it('nakshatra finder: the chosen nakshatra’s periods, or what the finder does', async () => {
    const chosen = await toolSpec('en', 'nakshatraFinder', { nakshatra: 4, from: 2026, to: 2026 });
    expect(chosen).toMatchObject({ title: 'Rohini', subtitle: 'Varanasi', body: { kind: 'rows', caption: '14 periods in 2026' } });
    expect((await toolSpec('en', 'nakshatraFinder')).body).toEqual({ kind: 'text', text: 'Every period of a nakshatra in a year.' });
  });

  it('alt text names the page type, city and date', async () => {
    expect(alt(`/muhurat/hora/varanasi/${DATE}`)).toBe('Hora: Varanasi, March 19, 2026');
    expect(alt(`/hi/muhurat/hora/varanasi/${DATE}`)).toBe('होरा: वाराणसी, 19 मार्च 2026');
    // No date in the path: the card is today's, and its alt text reads no clock.
    expect(alt('/muhurat/hora')).toBe('Hora: New Delhi, Today');
  });
});

describe('the festival calendar’s and the year lists’ cards', () => {
  const monthView = async (locale: Locale, filter: 'all' | 'ekadashi' = 'all') =>
    (await loadFestivalMonth(selAt(localizedPath(locale, pagePath('festivalMonth', { month: '2026-03', city: 'varanasi', ...(filter === 'all' ? {} : { filter }) }))))).view;

  it('month: the month’s most significant events, in date order, with the page’s dates', async () => {
    const vm = await monthView('en');
    const card = await toolSpec('en', 'festivals');
    expect(card).toMatchObject({ kicker: 'Festival Calendar', title: 'Varanasi', subtitle: 'March 2026' });
    const own = vm.rows.filter((r) => r.mark === null);
    const rows = card.body.kind === 'rows' ? card.body.rows : [];
    expect(card.body).toMatchObject({ caption: `The month’s main festivals · ${own.length} events` });
    expect(rows).toHaveLength(8);
    // Each row is one of the page's rows, named and dated as there, in the page's order.
    const shown = rows.map((r) => own.find((o) => o.name === r.name && o.dateLabel === r.value)!);
    expect(shown.every(Boolean)).toBe(true);
    expect(shown.map((r) => r.date)).toEqual([...shown.map((r) => r.date)].sort());
    // The most significant first: every major festival of March 2026 is on the card (Holi, Ram Navami ...).
    const major = own.filter((r) => r.significance === 'high');
    expect(major.length).toBeGreaterThan(3);
    expect(rows.map((r) => r.name)).toEqual(expect.arrayContaining(major.slice(0, 8).map((r) => r.name)));
    expect(rows.map((r) => r.name)).toEqual(expect.arrayContaining(['Holi', 'Ram Navami']));
  });

  it('month: a Vaishnava or vrat day repeats its main event, so it is neither named nor counted', async () => {
    const vm = (await loadFestivalMonth(selAt('/festivals/2026/august/varanasi'))).view;
    const second = vm.rows.filter((r) => r.mark !== null).map((r) => r.name);
    // August 2026 at Varanasi: the Vaishnava Shravana Putrada Ekadashi and the Shravana Purnima vrat day.
    expect(second).toHaveLength(2);
    const card = await spec({ kind: 'tool', locale: 'en', tool: 'festivals', city: 'varanasi', date: '2026-08-01', query: {} });
    expect(card.body).toMatchObject({ kind: 'rows', caption: `The month’s main festivals · ${vm.rows.length - 2} events` });
    expect(card.body.kind === 'rows' && card.body.rows.filter((r) => second.includes(r.name))).toEqual([]);
  });

  it('month: the same card for any day of the month, and the type filter the page’s URL names', async () => {
    const first = await spec({ kind: 'tool', locale: 'hi', tool: 'festivals', city: 'varanasi', date: '2026-03-01', query: {} });
    expect(first).toEqual(await toolSpec('hi', 'festivals'));
    const vm = await monthView('hi', 'ekadashi');
    const card = await toolSpec('hi', 'festivals', { type: 'ekadashi' });
    expect(card).toMatchObject({ title: 'वाराणसी', subtitle: 'मार्च 2026 · एकादशी', body: { kind: 'rows', caption: 'एकादशी · 2 पर्व' } });
    expect(card.body.kind === 'rows' && card.body.rows).toEqual(vm.rows.filter((r) => r.mark === null).map((r) => ({ name: r.name, value: r.dateLabel, tone: 'plain' })));
  });

  it('year list: its name and year, the count and city, the dates from the card’s date on', async () => {
    const vm = (await loadObservanceList('ekadashi', selAt('/festivals/ekadashi/2026/varanasi'))).view;
    const card = await toolSpec('en', 'ekadashi');
    const next = vm.rows.filter((r) => r.row.date >= DATE).slice(0, 4);
    expect(card).toEqual({
      locale: 'en',
      kicker: 'Festival Calendar',
      title: 'Ekadashi 2026',
      subtitle: `${vm.count} Ekadashis in 2026 · Varanasi`,
      body: { kind: 'rows', caption: 'Next dates from March 19, 2026', rows: next.map(({ row }) => ({ name: row.name, value: `${row.weekday}, ${row.dateLabel}`, tone: 'plain' })) },
    });
    expect(next[0].row).toMatchObject({ name: 'Kamada Ekadashi', date: '2026-03-29' });
    expect(vm.count).toBe(24);
  });

  it('year list: January 1st shows the year’s first dates, a date past the last one its last dates', async () => {
    const first = await spec({ kind: 'tool', locale: 'hi', tool: 'sankranti', city: 'varanasi', date: '2027-01-01', query: {} });
    expect(first).toMatchObject({ title: 'संक्रांति 2027', subtitle: '2027 में 12 संक्रांतियाँ · वाराणसी', body: { caption: '2027 की पहली तारीख़ें' } });
    expect(first.body.kind === 'rows' && first.body.rows[0].name).toBe('मकर संक्रांति');
    // The current year's list on its last day: its card lists the year's last dates.
    const late = await cardAt('/festivals/purnima/2026/varanasi', Date.parse('2026-12-31T12:00:00Z'));
    if (!late.ok) throw new Error('no card');
    const last = late.spec;
    expect(last.body).toMatchObject({ kind: 'rows', caption: 'None left in 2026; its last dates' });
    expect(last.body.kind === 'rows' && last.body.rows.at(-1)!.value).toMatch(/Dec \d+$/);
  });

  it('alt text names the month or the year', () => {
    expect(alt('/festivals/2026/march/varanasi')).toBe('Festival Calendar: Varanasi, March 2026');
    expect(alt('/hi/festivals/ekadashi/2026/varanasi')).toBe('एकादशी: वाराणसी, 2026');
  });
});

describe('page, article and festival cards', () => {
  it.each(CARD_PAGES)('%s has a card in both languages', async (page) => {
    expect((await spec({ kind: 'page', locale: 'en', page })).title).not.toMatch(DEVANAGARI);
    expect((await spec({ kind: 'page', locale: 'hi', page })).title).toMatch(DEVANAGARI);
  });

  it('an article shows its title, category and description in its language', async () => {
    expect(await spec({ kind: 'article', locale: 'hi', id: 'tithi' })).toMatchObject({ kicker: 'ज्ञान केंद्र · पंचांग की मूल बातें', title: 'तिथि: चंद्र दिवस को समझें' });
    expect(await loadCard({ kind: 'article', locale: 'en', id: 'no-such-article' })).toMatchObject({ ok: false, status: 404 });
  });

  it('a tool card for an unknown city is a 404', async () => {
    expect(await loadCard({ kind: 'tool', locale: 'en', tool: 'hora', city: 'no-such-city-anywhere', date: DATE, query: {} })).toMatchObject({
      ok: false,
      status: 404,
    });
  });
});

describe('year page cards: eclipses and Pitru Paksha', () => {
  const delhi = (locale: Locale): PageSelection => selAt(localizedPath(locale, '/festivals/grahan/new-delhi'));

  it('grahan: the year’s eclipses with their dates, times here where seen, and where not', async () => {
    const list = eclipseList(delhi('en'), 2026);
    const card = await spec({ kind: 'year', locale: 'en', tool: 'grahan', city: 'new-delhi', year: 2026 });
    expect(card).toMatchObject({ kicker: 'Eclipses (Grahan)', title: 'New Delhi', subtitle: '2026', body: { kind: 'rows', caption: 'Eclipses of 2026 in New Delhi' } });
    expect(card.body.kind === 'rows' && card.body.rows).toEqual(
      list.map((e) => ({ name: expect.stringContaining(e.title), value: e.localRange ?? 'Not visible from New Delhi', tone: e.visible ? 'bad' : 'plain' })),
    );
    // 2026 at New Delhi: four eclipses, the total lunar eclipse of 3 March seen (as on the page).
    expect(list.map((e) => [e.id, e.visible])).toEqual([
      ['solar-2026-02-17', false],
      ['lunar-2026-03-03', true],
      ['solar-2026-08-12', false],
      ['lunar-2026-08-28', false],
    ]);
    const hi = await spec({ kind: 'year', locale: 'hi', tool: 'grahan', city: 'new-delhi', year: 2026 });
    expect(texts(hi).filter((t) => !DEVANAGARI.test(t) && !/^[\d:APM –]+$/.test(t))).toEqual([]);
  });

  it('one eclipse: seen or not, its times, Sutak, magnitude and duration', async () => {
    const e = eclipseDetail(delhi('en'), 2026, 'lunar-2026-03-03')!;
    expect(await spec({ kind: 'year', locale: 'en', tool: 'grahan', city: 'new-delhi', year: 2026, eclipse: e.id })).toEqual({
      locale: 'en',
      kicker: 'Eclipses (Grahan)',
      title: 'Lunar eclipse (Total)',
      subtitle: 'Tuesday, March 3, 2026',
      body: {
        kind: 'window',
        label: 'Visible from New Delhi',
        value: e.localRange,
        tone: 'bad',
        note: `Sutak: ${e.sutak}`,
        rows: [
          { name: 'Magnitude', value: e.magnitude, tone: 'plain' },
          { name: 'Duration here', value: `${e.duration!.hours} h ${e.duration!.minutes} min`, tone: 'plain' },
        ],
      },
    });
    expect(await spec({ kind: 'year', locale: 'hi', tool: 'grahan', city: 'new-delhi', year: 2026, eclipse: 'solar-2026-08-12' })).toMatchObject({
      body: { label: 'नई दिल्ली से दिखाई नहीं देगा', note: 'सूतक नहीं: ग्रहण यहाँ दिखाई नहीं देगा।', tone: 'plain' },
    });
    expect(await loadCard({ kind: 'year', locale: 'en', tool: 'grahan', city: 'new-delhi', year: 2026, eclipse: 'lunar-2026-03-04' })).toMatchObject({ ok: false, status: 404 });
  });

  it('Pitru Paksha: its span, and Sarva Pitru Amavasya with its Kutup, Rohina and Aparahna', async () => {
    const vm = pitruPakshaOf(delhi('hi'), 2026);
    const amavasya = vm.rows.find((r) => r.tithi === 30)!;
    expect(await spec({ kind: 'year', locale: 'hi', tool: 'pitruPaksha', city: 'new-delhi', year: 2026 })).toEqual({
      locale: 'hi',
      kicker: 'पितृ पक्ष',
      title: 'नई दिल्ली',
      subtitle: `${vm.start} से ${vm.end} तक`,
      body: {
        kind: 'window',
        label: 'सर्वपितृ अमावस्या',
        value: amavasya.dateLabel,
        tone: 'plain',
        note: `तिथि: ${amavasya.tithiRange}`,
        rows: [
          { name: 'कुतुप मुहूर्त', value: amavasya.kutup, tone: 'plain' },
          { name: 'रौहिण मुहूर्त', value: amavasya.rohina, tone: 'plain' },
          { name: 'अपराह्न काल', value: amavasya.aparahna, tone: 'plain' },
        ],
      },
    });
    expect(amavasya.date).toBe('2026-10-10');
    expect(alt('/festivals/pitru-paksha/2026')).toBe('Pitru Paksha: New Delhi, 2026');
  });
});

describe('festival detail cards', () => {
  const festival = (locale: Locale, type: FestivalType, param: string, city = 'new-delhi') => spec({ kind: 'festival', locale, type, param, city });

  /** The page's own view model (with the years around it, as the page loads it). */
  async function pageView(locale: Locale, slug: string, year: number, city: string) {
    const sel = resolveSelection({ city });
    if (!sel.ok) throw new Error(sel.error);
    const page = await festivalDetailAt(locale, { kind: 'page', slug, year }, sel);
    if (page.kind !== 'detail') throw new Error('not a detail page');
    return page.view;
  }

  it('one date: the name and year, weekday and date, tithi with its span, the main puja window, the month', async () => {
    const v = await pageView('hi', 'diwali', 2026, 'varanasi');
    const o = v.occurrences[0];
    const main = o.timings.find((r) => r.main)!;
    const card = await festival('hi', 'festival', 'diwali-2026', 'varanasi');
    expect(card).toMatchObject({ kicker: 'त्योहार', title: `${v.name} 2026`, subtitle: `रविवार, 8 नवंबर 2026 · वाराणसी` });
    expect(card.body.kind === 'facts' && card.body.facts.slice(0, 3)).toEqual([
      { label: 'तिथि', value: 'अमावस्या', note: `${o.tithi!.start} – ${o.tithi!.end}` },
      { label: main.label, value: main.value },
      { label: 'मास (पूर्णिमांत)', value: 'कार्तिक', note: 'कृष्ण' },
    ]);
    expect(texts(await festival('en', 'festival', 'diwali-2026', 'varanasi')).filter((t) => DEVANAGARI.test(t))).toEqual([]);
  });

  it('several dates: each with its weekday and main timing, at most 12 rows', async () => {
    const v = await pageView('en', 'sankashti-chaturthi', 2026, 'new-delhi');
    const card = await festival('en', 'vrat', 'sankashti-chaturthi-2026');
    expect(card).toMatchObject({ title: 'Sankashti Chaturthi 2026', subtitle: `${v.occurrences.length} dates in 2026 · New Delhi`, body: { kind: 'rows', caption: 'Moonrise' } });
    const rows = card.body.kind === 'rows' ? card.body.rows : [];
    expect(rows).toHaveLength(12);
    expect(rows[0]).toEqual({ name: `Jan 6, 2026, ${v.occurrences[0].weekday}`, value: v.occurrences[0].timings.find((r) => r.label === 'Moonrise')!.value, tone: 'plain' });
    expect(rows[11].name).toBe(`and ${v.occurrences.length - 11} more dates`);
  });

  it('a shared name lists each event with its dates; an alias has no card (its page redirects); unknown names and cities are 404s', async () => {
    const choice = await festival('en', 'ekadashi', 'putrada-2026');
    expect(choice).toMatchObject({ title: 'Shravana Putrada Ekadashi / Pausha Putrada Ekadashi', body: { kind: 'rows' } });
    expect(await loadCard({ kind: 'festival', locale: 'en', type: 'purnima', param: 'kartik-2026', city: 'new-delhi' })).toMatchObject({ ok: false });
    expect(await loadCard({ kind: 'festival', locale: 'en', type: 'ekadashi', param: 'no-such-2026', city: 'new-delhi' })).toMatchObject({ ok: false, status: 404 });
    expect(await loadCard({ kind: 'festival', locale: 'en', type: 'ekadashi', param: 'kamada-2026', city: 'no-such-city-anywhere' })).toMatchObject({ ok: false, status: 404 });
  });
});
