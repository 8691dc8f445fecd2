import { eclipsesOfYear, eclipsesOnDate, jdToMs } from './engine';
const e = eclipsesOfYear({ year: 2027, lat: 25.6872, lon: 32.6396, tz: 'Africa/Cairo' }).find(x => x.id === 'solar-2027-08-02')!;
console.log(JSON.stringify(e, null, 1));
const ny = eclipsesOfYear({ year: 2025, lat: 40.7128, lon: -74.006, tz: 'America/New_York' });
console.log(ny.map(x => [x.id, x.date, x.local.visible, x.local.sutak?.start]));
const z = eclipsesOfYear({ year: 2027, lat: 0, lon: 0, tz: 'UTC' }, (jd) => new Date(jdToMs(jd)).toISOString());
console.log(z.map(x => [x.id, x.greatest, x.magnitude]));
console.log(eclipsesOnDate({ date: '2025-09-08', lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' }, jdToMs).map(x=>x.id));
