/**
 * Site-wide constants. The public origin comes from one setting, the
 * `SITE_URL` environment variable (default: the production domain), and is
 * the only host the site writes: canonical and hreflang links, Open Graph
 * URLs and share card images (lib/seo), JSON-LD, and the host printed on the
 * share cards. A value that is not an http(s) URL stops the server at start
 * with a message naming the variable, rather than producing broken links.
 */
export const DEFAULT_SITE_URL = 'https://yourvediccalendar.com';

/** The origin (scheme, host, port) of an http(s) URL; a path, query or trailing slash is dropped. */
export function siteOrigin(raw: string | undefined): string {
  const value = raw === undefined || raw.trim() === '' ? DEFAULT_SITE_URL : raw.trim();
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SITE_URL must be an absolute http(s) URL such as ${DEFAULT_SITE_URL}, got "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`SITE_URL must be an http(s) URL such as ${DEFAULT_SITE_URL}, got "${value}"`);
  }
  return url.origin;
}

/**
 * The public origin. The site's build reads SITE_URL once (next.config.ts
 * writes it into the build as BUILT_SITE_URL): pages rendered when the site
 * is built and pages rendered later must name the same origin, so a server
 * started with another SITE_URL refuses to start (lib/startup.ts).
 * Outside a build (tests, scripts) it is read from SITE_URL directly.
 */
export const SITE_URL = process.env.BUILT_SITE_URL || siteOrigin(process.env.SITE_URL);

export const CONTACT_EMAIL = 'contact@yourvediccalendar.com';

/** The city of a page whose path names none (lib/urls), and its zone. */
export const DEFAULT_CITY_SLUG = 'new-delhi';

/** Zone of the default city (New Delhi); used until a visitor's city is known. */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

/** The site's address as printed on paper: `yourvediccalendar.com`. */
export const SITE_HOST = new URL(SITE_URL).host;
