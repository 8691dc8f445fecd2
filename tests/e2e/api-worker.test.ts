/**
 * /api/panchang's day is computed and written by the server's worker process
 * (lib/festivals, task 'panchang-answer'): the production server's answers
 * are the route handler's own, byte for byte, as computed in this process
 * (status, Cache-Control, body).
 */
import { GET } from '@/app/api/panchang/route';
import { fetchManual } from './helpers/browser';

const QUERIES = [
  'city=varanasi&date=2025-11-22',
  'city=new-delhi&date=1990-01-01',
  'city=chennai&date=2030-12-31&regional=tamil',
  'city=kolkata&date=2024-04-14&sunrise=hindu&masa=amanta&regional=bengali',
  'lat=40.7128&lon=-74.006&tz=America/New_York&date=2024-03-10',
  'lat=-33.8688&lon=151.2093&tz=Australia/Sydney&date=2025-06-21',
  'lat=69.6496&lon=18.956&tz=Europe/Oslo&date=2025-06-21',
  'lat=78.2232&lon=15.6267&tz=Arctic/Longyearbyen&date=2025-12-21',
  'city=varanasi&date=2100-12-31',
];

describe('/api/panchang computed by the worker process', () => {
  it.each(QUERIES)('%s answers as the handler does in-process', async (query) => {
    const path = `/api/panchang?${query}`;
    const served = await fetchManual(path);
    const local = await GET(new Request(`http://localhost${path}`));
    expect([served.status, served.headers.get('cache-control'), await served.text()]).toEqual([local.status, local.headers.get('cache-control'), await local.text()]);
  });
});
