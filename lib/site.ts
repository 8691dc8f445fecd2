/**
 * Site-wide constants. The public origin comes from SITE_URL so canonical and
 * hreflang URLs are right wherever the site is deployed; the fallback is the
 * production domain.
 */
export const SITE_URL = (process.env.SITE_URL ?? 'https://yourvediccalendar.com').replace(/\/+$/, '');

export const CONTACT_EMAIL = 'contact@yourvediccalendar.com';

/** Zone of the default city (New Delhi); used until a visitor's city is known. */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

/** The site's address as printed on paper: `yourvediccalendar.com`. */
export const SITE_HOST = new URL(SITE_URL).host;
