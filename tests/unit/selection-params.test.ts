import {
  cityCookie,
  cityDisplayName,
  firstParam,
  parseCitySlug,
  parseDate,
  storedCityOr,
  storedDateOr,
  todayInZone,
} from '@/lib/selection/params';
import { citySlugSchema, dateSchema } from '@/lib/selection/schemas';

describe('parseDate', () => {
  it('accepts yyyy-MM-dd in 1900-2100', () => {
    expect(parseDate('2025-11-22')).toEqual({ ok: true, value: '2025-11-22' });
    expect(parseDate('1900-01-01').ok).toBe(true);
    expect(parseDate('2100-12-31').ok).toBe(true);
    expect(parseDate('2024-02-29').ok).toBe(true);
  });

  it('rejects other forms, impossible days and years outside the range, naming the field', () => {
    for (const bad of ['22-11-2025', '2025-11-22T00:00', '2025-02-30', '2025-13-01', '1899-12-31', '2101-01-01', '', 'today']) {
      const r = parseDate(bad);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.field).toBe('date');
    }
    const r = parseDate('1800-01-01');
    expect(r.ok === false && r.error).toMatch(/1900-01-01/);
    expect(parseDate(undefined).ok).toBe(false);
    expect(parseDate(20251122).ok).toBe(false);
  });
});

describe('the server schemas', () => {
  it('apply the same rules with the same messages', () => {
    expect(dateSchema.safeParse('2025-11-22').success).toBe(true);
    const r = dateSchema.safeParse('2025-02-30');
    expect(r.success === false && r.error.issues[0].message).toBe('No such calendar day');
    expect(citySlugSchema.safeParse('New Delhi').success).toBe(false);
  });
});

describe('parseCitySlug', () => {
  it('accepts slugs', () => {
    for (const s of ['new-delhi', 'varanasi', 'columbus-ohio-us', 'x1']) expect(citySlugSchema.safeParse(s).success).toBe(true);
  });
  it('rejects anything else', () => {
    for (const s of ['New-Delhi', 'new delhi', '-delhi', 'delhi-', 'a--b', '../etc', '', 'दिल्ली']) {
      const r = parseCitySlug(s);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.field).toBe('city');
    }
  });
});

describe('stored values fall back when empty or unparseable', () => {
  it('date', () => {
    expect(storedDateOr('2025-11-22', '2026-01-01')).toBe('2025-11-22');
    expect(storedDateOr(null, '2026-01-01')).toBe('2026-01-01');
    expect(storedDateOr('garbage', '2026-01-01')).toBe('2026-01-01');
    expect(storedDateOr('1800-05-05', '2026-01-01')).toBe('2026-01-01');
  });
  it('city', () => {
    expect(storedCityOr('mumbai', 'new-delhi')).toBe('mumbai');
    expect(storedCityOr(null, 'new-delhi')).toBe('new-delhi');
    expect(storedCityOr('{"slug":"x"}', 'new-delhi')).toBe('new-delhi');
  });
});

describe('todayInZone', () => {
  const instant = new Date('2025-11-22T20:00:00Z');
  it('is the civil date in the zone, not on the server', () => {
    expect(todayInZone('Asia/Kolkata', instant)).toBe('2025-11-23'); // 01:30 IST
    expect(todayInZone('America/New_York', instant)).toBe('2025-11-22'); // 15:00 EST
    expect(todayInZone('Pacific/Kiritimati', new Date('2025-12-31T10:30:00Z'))).toBe('2026-01-01'); // UTC+14
  });
  it('falls back to UTC for an unknown zone instead of throwing', () => {
    expect(todayInZone('Mars/Olympus', instant)).toBe('2025-11-22');
  });
});

describe('helpers', () => {
  it('firstParam takes the first of repeated query values', () => {
    expect(firstParam(['a', 'b'])).toBe('a');
    expect(firstParam('a')).toBe('a');
    expect(firstParam(undefined)).toBeUndefined();
  });
  it('cityDisplayName uses the Hindi name on Hindi pages when there is one', () => {
    expect(cityDisplayName({ name: 'Varanasi', nameHindi: 'वाराणसी' }, 'hi')).toBe('वाराणसी');
    expect(cityDisplayName({ name: 'Varanasi', nameHindi: 'वाराणसी' }, 'en')).toBe('Varanasi');
    expect(cityDisplayName({ name: 'Reykjavik' }, 'hi')).toBe('Reykjavik');
  });
});

describe('cityCookie', () => {
  it('remembers a well-formed slug for 400 days, site-wide, and forgets with null', () => {
    expect(cityCookie('mumbai', false)).toBe('vc_city=mumbai; Max-Age=34560000; Path=/; SameSite=Lax');
    expect(cityCookie('mumbai', true)).toBe('vc_city=mumbai; Max-Age=34560000; Path=/; SameSite=Lax; Secure');
    expect(cityCookie(null, false)).toBe('vc_city=; Max-Age=0; Path=/; SameSite=Lax');
    expect(cityCookie('Mumbai; Path=/x', false)).toBeNull();
  });
});
