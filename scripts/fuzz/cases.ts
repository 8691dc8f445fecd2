/**
 * Malformed and hostile requests, drawn from a seed: for a route template,
 * a path with good and bad segments and a query of known and unknown
 * parameters with bad values (dates, numbers, zones, slugs, broken
 * encodings, injection strings, huge and repeated values). Every one must be
 * answered without a server error.
 */
import { pick, random } from '../lib/random';
import type { Route, Segment } from './routes';

export interface FuzzCase {
  method: string;
  /** Request target as sent on the wire (ASCII; escapes as written). */
  path: string;
  headers: Record<string, string>;
}

const enc = (s: string) => encodeURIComponent(s);

const CITIES = ['new-delhi', 'varanasi', 'mumbai', 'tromso', 'reykjavik', 'sydney', 'new-york', 'longyearbyen', 'popular', 'nearest'];

const DATES = [
  '2025-11-22', '1900-01-01', '2100-12-31', '2100-11-30', '2100-12-02', '1899-12-31', '2101-01-01', '2024-02-29',
  '2025-02-29', '2025-02-30', '2025-13-01', '2025-00-10', '0000-00-00', '99999-01-01', '2025-1-1', '22-11-2025',
  '2025/11/22', '20251122', 'today', 'tomorrow', 'null', 'undefined', '2025-11-22T10:00:00Z', '-2025-01-01',
  '２０２５-１１-２２', '2025-11-22\u0000', ' 2025-11-22 ', '1e4', '',
];

const NUMBERS = [
  '0', '-0', '1', '-1', '12', '1900', '2100', '1899', '2101', '90', '-90', '90.0000001', '180', '-180.5', '1e3', '1e309',
  'NaN', 'Infinity', '-Infinity', '0x10', '+28.6', '.5', '5.', '--1', '1,5', '١٢', '９０', '9'.repeat(400), '3.14.15',
  '28.6139abc', ' 28.6 ', '1/0', 'true', '[]', '{}',
];

const ZONES = [
  'Asia/Kolkata', 'aSiA/kOlKaTa', 'AMERICA/NEW_YORK', 'Europe/Oslo', 'UTC', 'utc', 'IST', 'EST', 'PST8PDT', 'Japan',
  'GMT', 'Etc/GMT+14', 'Etc/GMT-15', 'Asia/Calcutta', 'Mars/Olympus', 'Factory', '../../etc/passwd', 'Asia/Kolkata\u0000',
  'Asia/Kolkata ', 'Z'.repeat(3000), 'America/Argentina/Buenos_Aires', '+05:30', '330', 'local',
];

const STRINGS = [
  "' OR '1'='1", "1; DROP TABLE cities;--", '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', '{{7*7}}',
  '${7*7}', '#{7*7}', '../../../../etc/passwd', '..\\..\\windows', '__proto__', 'constructor', 'prototype', '[object Object]',
  '{"$gt":""}', 'null', '\r\nSet-Cookie: a=b', '%0d%0aX: y', 'वाराणसी', 'दिल्ली', '😀', '\u202e', '\ufeff', 'a'.repeat(2000),
  'NEW-DELHI', 'new--delhi', '-', '.', '..', '~', '*', '?', '#', '&', '=', 'hi', 'en', 'fr',
];

/** Values of the URL module's slots (lib/urls/slots.ts), good and bad. */
const SLOT_VALUES: Record<string, readonly string[]> = {
  city: CITIES,
  date: DATES,
  month: ['2025-11', '2025-13', '1899-12', '2101-01', '2025-1', '2025-11-22', 'march'],
  year: ['2025', '1899', '2101', '0', '20x5', '2025-2026'],
  monthPath: ['2025', '1899', '2101'],
  conv: ['amanta', 'hindu-sunrise', '24h', 'vaishnava', 'amanta-24h', '24h-amanta', 'amanta-amanta', 'purnimanta', 'amanta-hindu-sunrise-24h-vaishnava', ''],
  festival: ['diwali-2025', 'nirjala-2026', 'kartik-2026', 'no-such-2026', 'diwali-1800', 'diwali', '-2026'],
  festivalType: ['festival', 'ekadashi', 'vrat', 'purnima', 'nothing'],
  eclipse: ['lunar-2025-09-07', 'solar-2025-09-21', 'lunar-2025-09-08', 'solar-eclipse', 'lunar-2025-02-30'],
  filter: ['ekadashi', 'festival', 'all', 'diwali'],
  time: ['06-30', '23-59', '24-00', '6-30', '06:30', '99-99'],
  tithi: ['tithi-1', 'tithi-30', 'tithi-0', 'tithi-31', 'tithi-x'],
  nakshatra: ['nakshatra-1', 'nakshatra-27', 'nakshatra-28', 'nakshatra-0'],
  years: ['2025', '2025-2027', '2027-2025', '2025-2025', '2000-2100', '1899-1900'],
  article: ['tithi', 'hora', 'no-such-article'],
  category: ['muhurat', 'festivals', 'nothing'],
};

/** Escapes written as is (not re-encoded): broken, overlong, double-encoded, control characters. */
const RAW_ESCAPES = ['%ff', '%', '%2', '%zz', '%25', '%252e', '%u0041', '%C0%AF', '%E0%A4', '%00', '%0a', '%2e%2e', '%2F', '%5C', '%E2%80%AE', '%F0%9F%98%80'];

function value(rnd: () => number): string {
  const r = rnd();
  if (r < 0.2) return enc(pick(rnd, DATES));
  if (r < 0.4) return enc(pick(rnd, NUMBERS));
  if (r < 0.55) return enc(pick(rnd, ZONES));
  if (r < 0.65) return enc(pick(rnd, CITIES));
  if (r < 0.85) return enc(pick(rnd, STRINGS));
  if (r < 0.95) return pick(rnd, RAW_ESCAPES);
  // A huge value (URLs up to ~12 KB; Node refuses longer request heads with 431).
  return enc(pick(rnd, ['x', '9', '%', 'क'])).repeat(200 + Math.floor(rnd() * 1500));
}

function segment(rnd: () => number, s: Segment): string[] {
  if (s.kind === 'static') {
    const r = rnd();
    if (r < 0.85) return [s.value];
    if (r < 0.9) return [s.value.toUpperCase()];
    if (r < 0.95) return [s.value.split('').map((c) => `%${c.charCodeAt(0).toString(16)}`).join('')];
    return [value(rnd)];
  }
  if (s.kind === 'dynamic' && s.name === 'locale') {
    // [locale] is hidden for English, /hi for Hindi; try others too.
    const r = rnd();
    return r < 0.45 ? [] : r < 0.85 ? ['hi'] : [value(rnd)];
  }
  // A slot of a page type's path (scripts/fuzz/routes.ts): often a value of its kind, good or bad.
  if (s.kind === 'dynamic' && s.name in SLOT_VALUES && rnd() < 0.6) return [enc(pick(rnd, SLOT_VALUES[s.name]))];
  const count = s.kind === 'catchAll' ? Math.floor(rnd() * (s.optional ? 3 : 3) + (s.optional ? 0 : 1)) : 1;
  const out: string[] = [];
  for (let i = 0; i < count; i++) out.push(rnd() < 0.5 ? pick(rnd, CITIES) : value(rnd));
  return out;
}

function query(rnd: () => number, params: string[]): string {
  const r = rnd();
  if (r < 0.1) return '';
  const parts: string[] = [];
  if (r < 0.15) {
    // One parameter repeated many times.
    const name = pick(rnd, params);
    const n = 20 + Math.floor(rnd() * 400);
    for (let i = 0; i < n; i++) parts.push(`${name}=${value(rnd).slice(0, 20)}`);
  } else if (r < 0.2) {
    // Many distinct junk parameters.
    const n = 50 + Math.floor(rnd() * 300);
    for (let i = 0; i < n; i++) parts.push(`p${i}=${i}`);
  } else {
    const n = 1 + Math.floor(rnd() * 5);
    for (let i = 0; i < n; i++) {
      const name = rnd() < 0.9 ? pick(rnd, params) : value(rnd).slice(0, 40);
      parts.push(rnd() < 0.05 ? name : `${name}=${value(rnd)}`);
    }
  }
  if (rnd() < 0.05) parts.push(pick(rnd, RAW_ESCAPES));
  return `?${parts.join('&')}`;
}

const METHODS = ['GET', 'GET', 'GET', 'GET', 'GET', 'GET', 'GET', 'GET', 'GET', 'GET', 'GET', 'GET', 'GET', 'GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'];

const HEADERS: Record<string, string>[] = [
  {},
  {},
  {},
  { 'accept-language': 'hi-IN,hi;q=0.9' },
  { 'accept-language': '*;q=abc,,,' },
  { accept: 'application/json' },
  { accept: '*/*;q=0' },
  { cookie: 'NEXT_LOCALE=xx; a=%ff' },
  { 'x-forwarded-proto': 'gopher' },
  { 'if-none-match': '"x"'.repeat(50) },
  { range: 'bytes=999999-1' },
];

/** Request `i` of a run with `seed`: the same (seed, i) always gives the same request. */
export function fuzzCase(routes: Route[], params: string[], seed: number, i: number): FuzzCase {
  const rnd = random(seed * 1_000_003 + i);
  const route = routes[i % routes.length];
  const segs = route.segments.flatMap((s) => segment(rnd, s));
  if (rnd() < 0.05) segs.push(value(rnd));
  let p = `/${segs.join('/')}`;
  if (rnd() < 0.05) p += '/';
  if (rnd() < 0.03) p = p.replace(/\//g, '//');
  const method = pick(rnd, METHODS);
  return { method, path: p + query(rnd, params), headers: pick(rnd, HEADERS) };
}
