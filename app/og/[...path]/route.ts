/**
 * GET /og/...png: the share card of a page (lib/share-card/keys.ts lists the
 * paths). The path and query are parsed with zod (a malformed value is a 400
 * naming it, an unknown page type, city or article a 404), the card is built
 * from the page's own loader (app/_loaders/share-card.ts) and drawn as PNG.
 */
import { loadCard } from '@/app/_loaders/share-card';
import { errorResponse, responseForError, withField } from '@/lib/api/errors';
import { cardCacheControl, pngResponse, renderCardPng } from '@/lib/share-card';
import { parseCardPath } from '@/lib/share-card/keys';

export const runtime = 'nodejs';

export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }): Promise<Response> {
  try {
    const { path } = await params;
    const parsed = parseCardPath(path, new URL(request.url).searchParams);
    if (!parsed.ok) return errorResponse(parsed.status, withField(parsed.field, parsed.error));
    const card = await loadCard(parsed.key);
    if (!card.ok) return errorResponse(card.status, withField(card.field, card.error));
    return pngResponse(await renderCardPng(card.spec), cardCacheControl(parsed.key));
  } catch (e) {
    return responseForError(e);
  }
}
