/**
 * GET /api/muhurat/shubh: a kind's dates of a year with windows, grades,
 * checks and gap reasons in both languages; clear 400s; the answer valid
 * against the OpenAPI document.
 */
import { GET } from '@/app/api/muhurat/shubh/route';
import { call, LONG, schemaValidator } from './helpers';

type Json = { date: string; windows: { start_time: string; end_time: string; end_date: string }[]; checks: { check: string; pass: boolean; text: string; textHindi: string }[] };

describe('GET /api/muhurat/shubh', () => {
  it('gives the wedding dates of 2026 at New Delhi with their windows, checks and the gaps’ reasons', async () => {
    const r = await call(GET, '/api/muhurat/shubh?kind=vivah&year=2026&city=new-delhi');
    expect(r.status).toBe(200);
    expect(r.cache).toBe(LONG);
    const j = r.json;
    expect(j).toMatchObject({ kind: 'vivah', name: 'Vivah (marriage)', nameHindi: 'विवाह', year: 2026, alternatives: [] });
    expect(j.location.city.slug).toBe('new-delhi');
    const d = (j.dates as Json[]).find((x) => x.date === '2026-03-11')!;
    // The worked example of tests/engine/muhurat/shubh.test.ts: Mula in Vrishchika and Dhanu lagnas, rounded to the minute.
    expect(d.windows.map((w) => [w.start_time, w.end_time, w.end_date])).toEqual([['23:14', '03:36', '2026-03-12']]);
    const mula = d.checks.find((c) => c.check === 'nakshatra' && c.pass)!;
    expect([mula.text, mula.textHindi]).toEqual(['Nakshatra Mula: allowed', 'नक्षत्र मूल: मान्य']);
    const gap = j.gaps.find((g: { startDate: string; endDate: string }) => g.startDate <= '2026-12-20' && '2026-12-20' <= g.endDate);
    expect(gap.reasons.map((x: { text: string }) => x.text)).toContain('Dec 16, 2026 – Dec 31, 2026: Kharmas, Sun in Dhanu');
    expect(j.rule.nakshatras).toEqual([4, 5, 10, 12, 13, 15, 17, 19, 21, 26, 27]);
    const validate = schemaValidator('ShubhMuhurat');
    expect({ errors: validate(j) ? null : validate.errors }).toEqual({ errors: null });
  });

  it('applies an alternative, at coordinates', async () => {
    const r = await call(GET, '/api/muhurat/shubh?kind=vivah&year=2026&lat=28.6139&lon=77.209&tz=Asia/Kolkata&alternatives=lagna-mc');
    expect(r.status).toBe(200);
    expect(r.json.alternatives).toEqual(['lagna-mc']);
    expect(r.json.rule.lagnas).toEqual([3, 6, 7]);
  });

  it.each([
    ['no kind', '/api/muhurat/shubh?year=2026&city=new-delhi', /^kind must be one of vivah/],
    ['an unknown kind', '/api/muhurat/shubh?kind=picnic&year=2026&city=new-delhi', /^kind must be one of/],
    ['a year out of range', '/api/muhurat/shubh?kind=vivah&year=1800&city=new-delhi', /^year must be a whole number from 1900 to 2100/],
    ['an alternative the kind does not offer', '/api/muhurat/shubh?kind=vehicle&year=2026&city=new-delhi&alternatives=lagna-mc', /^alternatives: Unknown alternative "lagna-mc" for vehicle/],
    ['no place', '/api/muhurat/shubh?kind=vivah&year=2026', /city|lat/],
  ])('400 for %s', async (_, path, message) => {
    const r = await call(GET, path);
    expect(r.status).toBe(400);
    expect(r.json.error).toMatch(message);
  });

  it('404 for an unknown city', async () => {
    expect((await call(GET, '/api/muhurat/shubh?kind=vivah&year=2026&city=no-such-place-xyz')).status).toBe(404);
  });
});
