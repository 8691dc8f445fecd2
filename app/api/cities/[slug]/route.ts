/** GET /api/cities/{slug} : one place by its slug. */
import { getCityBySlug } from '@/lib/cities';
import { error, json, slugParam } from '../_shared';

export const runtime = 'nodejs';

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }): Promise<Response> {
  const parsed = slugParam.safeParse((await params).slug);
  if (!parsed.success) return error(400, parsed.error.issues[0].message);
  const city = getCityBySlug(parsed.data);
  if (!city) return error(404, `No city with slug "${parsed.data}"`);
  return json(city);
}
