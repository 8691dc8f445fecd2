/** `/sitemap/{id}.xml`: one child sitemap (lib/seo/sitemap.ts says what each lists); 404 for any other name. */
import { sitemapFacts } from '@/lib/seo/sitemap-facts';
import { SITEMAP_IDS, sitemapPages, sitemapUrls, urlsetXml, type SitemapId } from '@/lib/seo/sitemap';
import { connection } from 'next/server';
import { z } from 'zod';

const fileName = z.templateLiteral([z.enum(SITEMAP_IDS), '.xml']);

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  // Today's year and month decide what is listed: computed per request.
  await connection();
  const parsed = fileName.safeParse((await params).id);
  if (!parsed.success) return new Response('Not Found: no such sitemap', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const id = parsed.data.slice(0, -".xml".length) as SitemapId;
  return new Response(urlsetXml(sitemapUrls(sitemapPages(id, await sitemapFacts(id)))), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
