/**
 * Every Panchang endpoint answers bad location parameters the same way: 400
 * (404 for an unknown city) with `{ error }` naming the field, never a 500,
 * and nothing cached.
 */
import { GET as panchang } from '@/app/api/panchang/route';
import { GET as muhurats } from '@/app/api/muhurats/route';
import { GET as choghadiya } from '@/app/api/choghadiya/route';
import { GET as hora } from '@/app/api/hora/route';
import { GET as lagna } from '@/app/api/lagna/route';
import { call, type Handler } from './helpers';

const ENDPOINTS: [string, Handler][] = [
  ['panchang', panchang],
  ['muhurats', muhurats],
  ['choghadiya', choghadiya],
  ['hora', hora],
  ['lagna', lagna],
];

const CASES: [string, number, RegExp][] = [
  ['date=2025/11/22&city=new-delhi', 400, /^date must be in YYYY-MM-DD form/],
  ['date=22-11-2025&city=new-delhi', 400, /^date must be in YYYY-MM-DD form/],
  ['date=2025-13-01&city=new-delhi', 400, /^date: No such calendar day/],
  ['date=1899-12-31&city=new-delhi', 400, /^date must be between 1900-01-01 and 2100-12-31/],
  ['date=2101-01-01&lat=28.6&lon=77.2&tz=Asia/Kolkata', 400, /^date must be between 1900-01-01 and 2100-12-31/],
  ['date=2025-11-22&lat=abc&lon=77.2&tz=Asia/Kolkata', 400, /^lat must be a decimal number from -90 to 90/],
  ['date=2025-11-22&lat=91&lon=77.2&tz=Asia/Kolkata', 400, /^lat must be a decimal number from -90 to 90/],
  ['date=2025-11-22&lat=28.6&lon=-181&tz=Asia/Kolkata', 400, /^lon must be a decimal number from -180 to 180/],
  ['date=2025-11-22&lat=28.6&lon=NaN&tz=Asia/Kolkata', 400, /^lon must be a decimal number/],
  ['date=2025-11-22&lon=77.2&tz=Asia/Kolkata', 400, /^lat is required unless city is given/],
  ['date=2025-11-22&lat=28.6&lon=77.2', 400, /^tz is required unless city is given/],
  ['date=2025-11-22&lat=28.6&lon=77.2&tz=Asia/Atlantis', 400, /^tz "Asia\/Atlantis" is not a known IANA time zone/],
  ['date=2025-11-22', 400, /^city or lat, lon and tz are required/],
  ['date=2025-11-22&city=New%20Delhi', 400, /^city must be a slug such as new-delhi/],
  ['date=2025-11-22&city=new-delhi&tz=UTC', 400, /^city cannot be combined with tz/],
  ['date=2025-11-22&city=new-delhi&sunrise=centre', 400, /^sunrise must be upper-limb or hindu/],
  ['date=2025-11-22&city=atlantis-under-the-sea', 404, /^city: Unknown city "atlantis-under-the-sea"/],
];

describe.each(ENDPOINTS)('GET /api/%s', (name, GET) => {
  it.each(CASES)(`?%s -> %i`, async (query, status, message) => {
    const r = await call(GET, `/api/${name}?${query}`);
    expect(r.status).toBe(status);
    expect(r.json).toEqual({ error: expect.stringMatching(message) });
    expect(r.cache).toBe('no-store');
  });

  it('ignores unknown parameters', async () => {
    const r = await call(GET, `/api/${name}?date=2025-11-22&city=new-delhi&lang=hi&utm_source=x`);
    expect(r.status).toBe(200);
    expect(r.json.date).toBe('2025-11-22');
  });
});
