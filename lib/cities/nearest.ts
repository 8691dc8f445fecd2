/**
 * Nearest place to a point by great-circle (haversine) distance, R = 6371 km.
 * Places are stored grouped by 1-degree grid cell; the search visits square
 * rings of cells around the point's cell and stops once no unvisited cell can
 * hold anything closer than the best place found so far.
 */
import type { CityStore } from './store';

export const EARTH_RADIUS_KM = 6371;
const DEG = Math.PI / 180;
/** Beyond this ring radius a plain scan of everything is simpler than more rings. */
const MAX_RING = 45;

export function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * DEG;
  const dLon = (lon2 - lon1) * DEG;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * DEG) * Math.cos(lat2 * DEG) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * Lower bound on the distance from the query to any place outside the rings
 * 0..r already visited. Such a place differs from the query by more than r
 * degrees of latitude (>= r * 111.2 km) or of longitude; a point more than r
 * degrees of longitude away is at least as far as the meridian r degrees away,
 * whose distance is asin(cos(lat) * sin(r)) (or 90 - |lat| degrees past 90).
 */
function outsideBoundKm(lat: number, r: number, cols: number): number {
  const latBound = r * DEG * EARTH_RADIUS_KM;
  if (2 * r + 1 >= cols) return latBound;
  const lonAngle = r >= 90 ? (90 - Math.abs(lat)) * DEG : Math.asin(Math.cos(lat * DEG) * Math.sin(r * DEG));
  return Math.min(latBound, lonAngle * EARTH_RADIUS_KM);
}

/**
 * Lower bound on the distance from the query to any point of a 1-degree cell
 * (row 0 starts at -90 degrees, column 0 at -180): the larger of the latitude
 * gap and the distance to the cell's nearest bounding meridian (same reasoning
 * as outsideBoundKm). Only a bound, so cheap and never too large.
 */
function cellLowerBoundKm(lat: number, lon: number, cosLat: number, row: number, col: number): number {
  const south = row - 90;
  const latGap = lat < south ? south - lat : lat > south + 1 ? lat - south - 1 : 0;
  // Circular longitude gap to [west, west + 1] via the signed offset from the cell's centre.
  const centre = col - 180 + 0.5;
  const offset = ((((lon - centre) % 360) + 540) % 360) - 180;
  const lonGap = Math.max(0, Math.abs(offset) - 0.5);
  const lonAngle = lonGap >= 90 ? (90 - Math.abs(lat)) * DEG : Math.asin(cosLat * Math.sin(lonGap * DEG));
  return Math.max(latGap * DEG * EARTH_RADIUS_KM, lonAngle * EARTH_RADIUS_KM);
}

/** Index of the nearest place and its distance in km. lat/lon must be valid degrees. */
export function nearestIndex(store: CityStore, lat: number, lon: number): { index: number; distanceKm: number } {
  const rows = store.gridRows;
  const cols = store.gridCols;
  const row0 = Math.min(rows - 1, Math.max(0, Math.floor(lat + 90)));
  const col0 = (((Math.floor(lon + 180) % cols) + cols) % cols);
  let bestIndex = -1;
  let bestKm = Infinity;

  const cosLat = Math.cos(lat * DEG);
  const visitCell = (row: number, col: number) => {
    const wrapped = ((col % cols) + cols) % cols;
    if (bestIndex >= 0 && cellLowerBoundKm(lat, lon, cosLat, row, wrapped) > bestKm) return;
    const c = row * cols + wrapped;
    for (let i = store.cellStart[c], end = store.cellStart[c + 1]; i < end; i++) {
      const d = haversineKm(lat, lon, store.lat[i] / 1e5, store.lon[i] / 1e5);
      if (d < bestKm || (d === bestKm && store.id[i] < store.id[bestIndex])) {
        bestKm = d;
        bestIndex = i;
      }
    }
  };

  for (let r = 0; r <= MAX_RING; r++) {
    for (let dr = -r; dr <= r; dr++) {
      const row = row0 + dr;
      if (row < 0 || row >= rows) continue;
      if (dr === -r || dr === r) {
        for (let dc = -r; dc <= r; dc++) visitCell(row, col0 + dc);
      } else {
        visitCell(row, col0 - r);
        visitCell(row, col0 + r);
      }
    }
    if (bestIndex >= 0 && bestKm <= outsideBoundKm(lat, r, cols)) return { index: bestIndex, distanceKm: bestKm };
  }

  // Far from every place (mid-ocean, polar): settle it over all cells, the
  // per-cell bound still skipping most of them.
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) visitCell(row, col);
  }
  return { index: bestIndex, distanceKm: bestKm };
}
