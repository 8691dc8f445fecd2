import { pitruPaksha } from './engine';
for (const year of [2022, 2025]) {
const t = performance.now();
const p = pitruPaksha({ year, lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' });
console.log(year, (performance.now()-t).toFixed(0), 'ms', p.start, p.end);
for (const d of p.days) console.log(d.tithi, d.date, d.reason.choice, d.tithiStart.slice(5,16), d.tithiEnd.slice(5,16), d.windows.kutup?.start.slice(11,16), d.windows.aparahna?.start.slice(11,16));
}
