/**
 * The people parameter: the browser's encoding (lib/personal/people.ts) and
 * the server's zod check of it (lib/personal/param.ts). A tampered, truncated
 * or over-long value is refused with its reason.
 */
import { peopleParamSchema } from '@/lib/personal/param';
import { decodePeople, encodePeople, MAX_PARAM_LENGTH, MAX_PEOPLE, type Person } from '@/lib/personal/people';

const AMMA: Person = { name: 'अम्मा', date: '1965-03-12', time: '09:30', place: 'varanasi', reckoning: 'shraddha' };
const RAVI: Person = { name: '  Ravi   Kumar ', date: '2010-07-04', time: null, place: null, reckoning: 'nakshatra' };

const parse = (p: string) => peopleParamSchema.safeParse(p);
const reason = (p: string) => {
  const r = parse(p);
  return r.success ? null : r.error.issues[0].message;
};
/** A value with a valid check, as a client that knows the encoding would build it. */
const b64 = (text: string | Buffer) => {
  const bytes = Buffer.from(text);
  let h = 0x811c9dc5;
  for (const b of bytes) h = Math.imul(h ^ b, 0x01000193) >>> 0;
  return `1.${bytes.toString('base64url')}.${h.toString(16).padStart(8, '0')}`;
};

describe('the people parameter', () => {
  it('round-trips a list, Devanagari names included, names tidied', () => {
    const p = encodePeople([AMMA, RAVI]);
    expect(p.startsWith('1.')).toBe(true);
    expect(/^1\.[A-Za-z0-9_-]+\.[0-9a-f]{8}$/.test(p)).toBe(true);
    const r = parse(p);
    expect(r.success && r.data).toEqual([AMMA, { ...RAVI, name: 'Ravi Kumar' }]);
  });

  it('ten people with 20-letter Hindi names (or 40-letter Latin ones) and their cities fit in the stated limit', () => {
    const name = 'क'.repeat(20);
    const people = Array.from({ length: MAX_PEOPLE }, (_, i): Person => ({ ...AMMA, name, place: 'thiruvananthapuram', date: `19${10 + i}-01-01` }));
    const p = encodePeople(people);
    expect(p.length).toBeLessThanOrEqual(MAX_PARAM_LENGTH);
    expect(parse(p).success).toBe(true);
    const latin = encodePeople(people.map((x) => ({ ...x, name: 'a'.repeat(40) })));
    expect(latin.length).toBeLessThanOrEqual(MAX_PARAM_LENGTH);
    // Longer names can pass the limit: the tool says so before it happens.
    expect(encodePeople(people.map((x) => ({ ...x, name: 'क'.repeat(40) }))).length).toBeGreaterThan(MAX_PARAM_LENGTH);
  });

  it.each([
    ['2.abc', /version/],
    ['abc', /version/],
    ['1.abc', /check/],
    ['1.***.00000000', /base64url/],
    [encodePeople([AMMA]).replace(/\.[0-9a-f]{8}$/, '.00000000'), /damaged/],
    [encodePeople([AMMA, RAVI]).replace(/(.{8})\./, '.'), /damaged/],
    [b64(Buffer.from([0xff, 0xfe])), /UTF-8/],
    [b64(''), /no person/],
    [b64('s\t19650312\t0930\tvaranasi'), /person 1 .*five fields/],
    [b64('x\t19650312\t0930\t\tA'), /person 1: reckoning/],
    [b64('s\t19650230\t\t\tA'), /person 1: No such calendar day/],
    [b64('s\t18991231\t\t\tA'), /person 1: Date must be between/],
    [b64('s\t19650312\t2460\t\tA'), /person 1: time/],
    [b64('s\t19650312\t\tNew Delhi\tA'), /person 1: City must be a slug/],
    [b64('s\t19650312\t\t\t'), /person 1: name is empty/],
    [b64(`s\t19650312\t\t\t${'a'.repeat(41)}`), /person 1: name is longer than 40/],
    [b64(`t\t19650312\t\t\tA\ns\t19650312\t\t\tB\u0007`), /person 2: name holds a control character/],
    [b64(Array.from({ length: 11 }, () => 's\t19650312\t\t\tA').join('\n')), /more than 10 people/],
    [`1.${'A'.repeat(MAX_PARAM_LENGTH)}`, /longer than 1500/],
    [`1.${Buffer.from([0xff, 0xfe]).toString('base64url')}.${'0'.repeat(8)}`, /damaged/],
  ])('refuses %s', (p, why) => {
    expect(reason(p)).toMatch(why);
  });

  it('decodes without zod in the browser (the same reasons)', () => {
    expect(decodePeople('2.x')).toEqual({ ok: false, reason: 'p must start with "1." (the encoding\'s version)' });
    expect(decodePeople(encodePeople([AMMA]))).toEqual({ ok: true, people: [{ reckoning: 'shraddha', date: '1965-03-12', time: '09:30', place: 'varanasi', name: 'अम्मा' }] });
  });
});
