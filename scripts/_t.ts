import { ascendantModel, ascendantAt, tropicalAscendant } from '../engine/timings/ascendant';
import { isoToJd } from '../engine/time';
import { DEFAULT_MODELS } from '../engine/models';
import { siderealTimeDeg, obliquity } from '../engine/ephemeris';
const lat = 13.08784, lon = 80.27847;
const t0 = isoToJd('2012-11-13T17:44:29+05:30'), t1 = isoToJd('2012-11-13T19:46:40+05:30');
const m = ascendantModel(lat, lon, t0 - 0.5, t1 + 0.5, DEFAULT_MODELS);
for (const t of [t0, t1]) {
  const a = ascendantAt(m, t);
  const rate = (ascendantAt(m, t + 1 / 1440) - a) * 60; // deg per hour
  console.log('sid asc', a.toFixed(4), 'rate deg/h', rate.toFixed(2), 'ayan', DEFAULT_MODELS.ayanamsa.at(t).toFixed(4), 'eps', obliquity(t, DEFAULT_MODELS.deltaT).toFixed(4));
  // with geocentric latitude
  const phiG = Math.atan(0.99330562 * Math.tan(lat * Math.PI / 180)) * 180 / Math.PI;
  const asc2 = tropicalAscendant(m.ramc(t), m.eps(t), phiG) - m.ayanamsa(t);
  console.log('  geocentric lat asc', asc2.toFixed(4));
}
