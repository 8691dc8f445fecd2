/**
 * A computed page's selection comes from its path alone (lib/urls): the
 * city (the default city when the path names none), the day it shows (the
 * path's, else today at the city; a month or year page: today when it is
 * in it, else its first day), the conventions, and never a cookie.
 */
import { selectionOf } from '@/app/_loaders/selection';
import { todayInZone } from '@/lib/selection/params';
import { parsePathname } from '@/lib/urls';

const NOW = Date.parse('2026-03-19T06:00:00Z');
const at = (path: string, now = NOW) => {
  const route = parsePathname(path);
  if (!route) throw new Error(`${path} names no page`);
  return selectionOf(route.locale, route, now);
};
const sel = (path: string, now = NOW) => {
  const s = at(path, now);
  if (!s.ok) throw new Error(`${path} has no selection`);
  return s.sel;
};

describe('selectionOf', () => {
  it('shows today at the default city on a path that names neither', () => {
    const s = sel('/panchang/today');
    expect([s.city.slug, s.cityFromUrl, s.date, s.dateFromUrl, s.today, s.now]).toEqual(['new-delhi', false, '2026-03-19', false, '2026-03-19', NOW]);
  });

  it('takes the city and the day of the path; today is the city’s', () => {
    const s = sel('/hi/muhurat/hora/new-york-city/2026-03-20');
    expect([s.locale, s.city.slug, s.cityFromUrl, s.date, s.dateFromUrl]).toEqual(['hi', 'new-york-city', true, '2026-03-20', true]);
    // 06:00 UTC is still the 19th in New York.
    expect(sel('/muhurat/hora/new-york-city', Date.parse('2026-03-20T03:00:00Z')).today).toBe(todayInZone('America/New_York', new Date('2026-03-20T03:00:00Z')));
  });

  it('shows today in a month or year page that holds it, else its first day', () => {
    expect(sel('/panchang/monthly/varanasi/2026-03').date).toBe('2026-03-19');
    expect(sel('/panchang/monthly/varanasi/2026-05').date).toBe('2026-05-01');
    expect(sel('/festivals/2026/july/varanasi').date).toBe('2026-07-01');
    expect(sel('/festivals/grahan/2027/varanasi').date).toBe('2027-01-01');
    expect(sel('/festivals/grahan/2026').date).toBe('2026-03-19');
  });

  it('redirects a city named otherwise (old slug, spelling, Devanagari name) to its canonical slug, keeping the rest of the path', () => {
    expect(at('/panchang/today/dehra-dun/2025-11-22')).toEqual({ ok: false, redirect: '/panchang/today/dehradun/2025-11-22' });
    expect(at('/panchang/today/Bombay')).toEqual({ ok: false, redirect: '/panchang/today/mumbai' });
    expect(at('/hi/muhurat/hora/वाराणसी')).toEqual({ ok: false, redirect: '/muhurat/hora/varanasi' });
    // The canonical slug itself is served; nothing that names no city is guessed.
    expect(sel('/panchang/today/dehradun').city.name).toBe('Dehradun');
    expect(at('/panchang/today/no-such-city-anywhere')).toEqual({ ok: false, redirect: null });
  });
});
