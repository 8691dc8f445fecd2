/** `/robots.txt` (lib/seo/robots.ts). */
import type { MetadataRoute } from 'next';
import { robotsRules } from '@/lib/seo/robots';

// Read per request so the sitemap's address follows SITE_URL where the server runs, not where it was built.
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return robotsRules();
}
