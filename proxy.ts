import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing';

export default createMiddleware(routing);

export const config = {
  // Locale routing applies to pages only. Route handlers (/api), Next's own
  // assets (/_next, /_vercel), share images (/og), the sitemap/robots routes
  // and any path with a file extension are served as they are.
  matcher: ['/((?!api|_next|_vercel|og|sitemap|robots|.*\\..*).*)'],
};
