/**
 * The Shubh Muhurat pages' loaders (app/_loaders/shubh.ts) read the kind,
 * the year or date and the city from the path, and give the engine's
 * values (tests/engine/muhurat/shubh.test.ts, tests/lib/view/shubh.test.ts:
 * New Delhi's Vivah dates of 2026) as the view models the pages render.
 */
import { isGone } from '@/app/_pages/def';
import { loadShubhDetail, loadShubhHub, loadShubhYear, SHUBH_ARTICLES, shubhArticle, type ShubhDetailPage, type ShubhYearPage } from '@/app/_loaders/shubh';
import { SHUBH_KINDS } from '@/engine';
import { shubhDetailCard, shubhHubCard } from '@/lib/share-card/cards';
import { cardSpecAt, selectionAt } from '../../helpers/page-card';

// 19 March 2026, 11:30 AM in New Delhi.
const NOW = Date.parse('2026-03-19T06:00:00Z');
const sel = (path: string) => selectionAt(path, NOW);
const page = <T,>(x: T | { gone: string }): T => {
  if (isGone(x)) throw new Error('no page');
  return x as T;
};

describe('a kind’s year', () => {
  it('lists New Delhi’s Vivah dates of 2026 by month, each with its windows to the minute, and every gap with its reasons', async () => {
    const y = page<ShubhYearPage>(await loadShubhYear(sel('/muhurat/shubh/vivah/2026/new-delhi')));
    const v = y.view;
    expect([v.kind, v.year, y.yearFromUrl, v.months.length]).toEqual(['vivah', 2026, true, 12]);
    expect(v.months.reduce((n, m) => n + m.dates.length, 0)).toBe(v.count);
    // January: Shukra asta and Kharmas.
    expect(v.months[0].dates).toEqual([]);
    const d = v.months[2].dates.find((x) => x.date === '2026-03-11')!;
    expect([d.windows, d.gradeName, d.tithis, d.nakshatras]).toEqual([['11:14 PM – 3:36 AM, Mar 12'], 'Excellent', ['Krishna Ashtami'], ['Mula']]);
    expect(v.gaps.find((g) => g.startDate === '2026-03-15')!.reasons).toEqual(['Mar 15, 2026 – Apr 14, 2026: Kharmas, Sun in Meena']);
    expect(y.article).toEqual({ path: '/blog/vivah-marriage-muhurat', title: 'Vivah muhurat: how the wedding dates of a year are chosen' });
  });

  it('is this year at the city without a year, in Hindi under /hi, in the 24-hour clock the path names', async () => {
    const y = page<ShubhYearPage>(await loadShubhYear(sel('/hi/muhurat/shubh/vivah/new-delhi/24h')));
    expect([y.view.year, y.yearFromUrl]).toEqual([2026, false]);
    const d = y.view.months[2].dates.find((x) => x.date === '2026-03-11')!;
    expect([d.gradeName, d.nakshatras, d.windows[0].startsWith('23:14')]).toEqual(['उत्तम', ['मूल'], true]);
    expect(y.article?.path).toBe('/blog/vivah-muhurat-niyam');
  });

  it('gives a card of the dates still to come from today', async () => {
    const card = await cardSpecAt('/muhurat/shubh/vivah/2026/new-delhi', NOW);
    expect([card.kicker, card.title]).toEqual(['Shubh Muhurat', 'Vivah (marriage) 2026']);
    expect(card.body.kind === 'rows' && card.body.rows.every((r) => r.tone === 'good')).toBe(true);
    // Kharmas runs to April 14th: the next date after March 19th is past it.
    expect(card.body.kind === 'rows' && card.body.rows[0].name.startsWith('Apr')).toBe(true);
  });
});

describe('one date', () => {
  it('shows a listed date’s windows, and every check with the value that decided it', async () => {
    const d = page<ShubhDetailPage>(await loadShubhDetail(sel('/muhurat/shubh/vivah/2026-03-11/new-delhi')));
    expect([d.view.listed, d.view.windows, d.view.kindName]).toEqual([true, ['11:14 PM – 3:36 AM, Mar 12'], 'Vivah (marriage)']);
    expect(d.view.passed.map((c) => c.text)).toEqual(expect.arrayContaining(['Nakshatra Mula: allowed', 'Shukra: not combust']));
    expect(d.view.failed.map((c) => c.text)).toContain('Lagna Tula: not allowed');
    const card = shubhDetailCard(d.view, { locale: 'en', city: 'New Delhi' });
    expect(card.body).toMatchObject({ kind: 'window', value: '11:14 PM – 3:36 AM, Mar 12', tone: 'good' });
  });

  it('says what ruled out a date in Kharmas', async () => {
    const d = page<ShubhDetailPage>(await loadShubhDetail(sel('/muhurat/shubh/vivah/2026-03-20/new-delhi')));
    expect([d.view.listed, d.view.noWindows]).toEqual([false, 'No muhurat on this date']);
    expect(d.view.failed.map((c) => c.text)).toEqual(expect.arrayContaining(['Sun in Meena: not allowed', 'Kharmas, Sun in Meena']));
  });
});

describe('the hub', () => {
  it('lists every kind with its count and next dates from the page’s day', async () => {
    const s = sel('/muhurat/shubh/new-delhi');
    const h = await loadShubhHub(s);
    expect(h.view.kinds.map((k) => k.kind)).toEqual(SHUBH_KINDS);
    const vivah = page<ShubhYearPage>(await loadShubhYear(sel('/muhurat/shubh/vivah/2026/new-delhi'))).view;
    const next = vivah.months.flatMap((m) => m.dates).filter((x) => x.date >= '2026-03-19');
    expect(h.view.kinds[0]).toMatchObject({ count: vivah.count, next: { date: next[0].date } });
    expect(h.view.kinds[0].upcoming.map((u) => u.date)).toEqual(next.slice(0, 3).map((x) => x.date));
    const card = shubhHubCard(h.view, { locale: 'en', tool: 'shubhMuhurat', city: 'New Delhi', date: s.date });
    expect(card.body.kind === 'rows' && card.body.rows.length).toBe(SHUBH_KINDS.length);
  });
});

describe('the articles', () => {
  it.each(['en', 'hi'] as const)('every kind has its article in %s', (locale) => {
    for (const kind of SHUBH_KINDS) expect([kind, shubhArticle({ locale }, kind)?.path.startsWith('/blog/')]).toEqual([kind, true]);
    expect(new Set(Object.values(SHUBH_ARTICLES)).size).toBe(10);
  });
});
