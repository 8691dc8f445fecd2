/** GET /api/cities/popular : the curated popular places, in display order. */
import { popularCities } from '@/lib/cities';
import { json } from '../_shared';

export const runtime = 'nodejs';

export async function GET(): Promise<Response> {
  return json({ results: popularCities() });
}
