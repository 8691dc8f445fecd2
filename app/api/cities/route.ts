/** GET /api/cities?q=&cc=&limit= : prefix search over all names (blank q: popular cities). */
import { searchCities } from '@/lib/cities';
import { error, firstIssue, json, params, searchQuery } from './_shared';

export const runtime = 'nodejs';

export async function GET(request: Request): Promise<Response> {
  const parsed = searchQuery.safeParse(params(request.url, ['q', 'cc', 'limit']));
  if (!parsed.success) return error(400, firstIssue(parsed.error));
  const { q, cc, limit } = parsed.data;
  return json({ results: searchCities(q, { cc, limit }) });
}
