/** `/sitemap.xml`: the index of the child sitemaps (app/sitemap.ts). */
import { childSitemapUrl, SITEMAP_IDS, sitemapIndexXml } from '@/lib/seo/sitemap';

export function GET() {
  return new Response(sitemapIndexXml(SITEMAP_IDS.map((id) => ({ loc: childSitemapUrl(id) }))), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
