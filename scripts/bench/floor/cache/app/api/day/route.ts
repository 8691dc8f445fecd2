import { floorRows } from '../../../../rows';

/** /api/panchang's answer is ~8.6 KB of JSON (city=varanasi&date=2001-05-06); 60 floor rows make as much. */
const ROWS = 60;

/**
 * The API floor: a GET route handler that reads its query and answers JSON
 * as large as the site's /api/panchang, with none of the site's code, so
 * what a request costs is Next's route handling and the JSON's writing.
 */
export function GET(request: Request) {
  const { searchParams } = new URL(request.url);
  const id = `${searchParams.get('city')}-${searchParams.get('date')}`;
  return Response.json({ id, rows: floorRows(id, ROWS) }, { headers: { 'cache-control': 'public, max-age=86400, s-maxage=31536000' } });
}
