/**
 * The site's public origin is one setting (SITE_URL, lib/site.ts): canonical
 * and hreflang links, Open Graph and share card URLs and JSON-LD are built
 * from it, and no other source file writes a host of ours.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_SITE_URL, siteOrigin } from '@/lib/site';

const ROOT = path.join(__dirname, '..', '..', '..');

function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return sources(rel);
    return /\.(ts|tsx|mjs|js|json|md)$/.test(e.name) ? [rel] : [];
  });
}

/** Absolute URLs the code may write: other sites' APIs and vocabularies, each for its reason. */
const FOREIGN = [
  'https://schema.org', // JSON-LD vocabulary
  'http://www.sitemaps.org/schemas/sitemap/0.9', // the sitemap protocol's XML namespace (lib/seo/sitemap.ts)
  'http://www.w3.org/1999/xhtml', // the XHTML namespace of the sitemaps' hreflang links
  'https://api.open-meteo.com/', // weather provider (lib/weather, overridable by env)
  'https://air-quality-api.open-meteo.com/',
  'https://calendar.google.com/calendar/render?', // Google Calendar's "add event" template (festival pages' calendar links)
  'https://spec.openapis.org/oas/', // the OpenAPI specification, named in the API document's description of itself
];

describe('the public origin', () => {
  it('is written only in lib/site.ts', () => {
    const offenders: string[] = [];
    for (const file of ['app', 'lib', 'i18n', 'messages', 'content'].flatMap(sources)) {
      if (file === path.join('lib', 'site.ts')) continue;
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      // The contact address is a mailbox, not a URL of the site.
      const hosts = [...text.matchAll(/https?:\/\/[^\s'"`)<>]+/g)].map((m) => m[0]).filter((u) => !FOREIGN.some((f) => u.startsWith(f)));
      const domain = text.replace(/contact@yourvediccalendar\.com/g, '').includes('yourvediccalendar.com');
      if (hosts.length > 0 || domain) offenders.push(`${file}: ${hosts.join(' ')}${domain ? ' yourvediccalendar.com' : ''}`);
    }
    expect(offenders).toEqual([]);
  });

  it('comes from SITE_URL as an origin, with the production domain by default', () => {
    expect(siteOrigin(undefined)).toBe(DEFAULT_SITE_URL);
    expect(siteOrigin('')).toBe(DEFAULT_SITE_URL);
    expect(siteOrigin('https://staging.example.org/')).toBe('https://staging.example.org');
    expect(siteOrigin('http://127.0.0.1:3000/some/path?q=1')).toBe('http://127.0.0.1:3000');
    expect(() => siteOrigin('yourvediccalendar.com')).toThrow(/SITE_URL must be an absolute http\(s\) URL/);
    expect(() => siteOrigin('ftp://example.org')).toThrow(/SITE_URL must be an http\(s\) URL/);
  });
});
