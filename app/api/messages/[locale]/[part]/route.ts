/**
 * GET /api/messages/<locale>/<part>: the messages of a client part that
 * opens on interaction (i18n/messages.ts LAZY_MESSAGES), picked from
 * messages/*.json, their one source. The browser fetches them with that
 * part's code (app/_components/i18n/lazy-messages.ts) rather than every
 * page's router payload carrying them (issue 24). Not part of the public
 * API: no OpenAPI entry. An unknown locale or part is a 404 naming it.
 */
import { z } from 'zod';
import { cacheForSeconds } from '@/lib/api/cache';
import { errorResponse } from '@/lib/api/errors';
import { LAZY_MESSAGES, MESSAGES, pickMessages } from '@/i18n/messages';
import { routing } from '@/i18n/routing';

const paramsSchema = z.object({
  locale: z.enum(routing.locales),
  part: z.enum(Object.keys(LAZY_MESSAGES) as [keyof typeof LAZY_MESSAGES, ...(keyof typeof LAZY_MESSAGES)[]]),
});

/** An hour, as the written pages: the texts change only with a deploy, and the path names no version. */
const CACHE_MESSAGES = cacheForSeconds(3600);

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; part: string }> }): Promise<Response> {
  const parsed = paramsSchema.safeParse(await params);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? 'part');
    return errorResponse(404, `${field}: no such ${field === 'locale' ? 'language' : 'message part'}`);
  }
  const { locale, part } = parsed.data;
  return Response.json(pickMessages(MESSAGES[locale], LAZY_MESSAGES[part]), { headers: { 'Cache-Control': CACHE_MESSAGES } });
}
