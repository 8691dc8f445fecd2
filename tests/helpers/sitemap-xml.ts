/**
 * Reads a sitemap or sitemap index as a crawler would: the XML must be well
 * formed (fast-xml-parser's validator) and carry what the sitemaps.org schema
 * requires (namespace; <loc> in every <url> / <sitemap>, an absolute URL under
 * 2,048 characters; <changefreq> from the schema's list; <priority> 0.0-1.0;
 * <lastmod> a W3C date) and what Google requires of hreflang alternates
 * (<xhtml:link rel="alternate" hreflang href>). Throws naming the first fault.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const CHANGEFREQ = ['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never'];
const W3C_DATE = /^\d{4}(-\d{2}(-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?)?)?$/;

export interface ParsedUrl {
  loc: string;
  alternates: Record<string, string>;
  lastmod?: string;
  changefreq?: string;
  priority?: number;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (name) => ['url', 'sitemap', 'xhtml:link'].includes(name),
});

function fail(why: string): never {
  throw new Error(`sitemap XML: ${why}`);
}

function parse(xml: string): Record<string, unknown> {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) fail(`not well formed: ${valid.err.msg} (line ${valid.err.line})`);
  if (!xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')) fail('no XML declaration with UTF-8');
  return parser.parse(xml) as Record<string, unknown>;
}

function checkLoc(loc: unknown, where: string): string {
  if (typeof loc !== 'string' || loc === '') fail(`${where}: <loc> missing`);
  const u = new URL(loc);
  if (!/^https?:$/.test(u.protocol)) fail(`${where}: <loc> ${loc} is not an http(s) URL`);
  if (loc.length >= 2048) fail(`${where}: <loc> longer than 2048 characters`);
  return loc;
}

/** The child sitemaps an index lists. */
export function readSitemapIndex(xml: string): string[] {
  const doc = parse(xml);
  const index = doc.sitemapindex as { '@xmlns'?: string; sitemap?: { loc?: unknown; lastmod?: unknown }[] } | undefined;
  if (!index) fail('root element is not <sitemapindex>');
  if (index['@xmlns'] !== SITEMAP_NS) fail(`<sitemapindex> namespace is ${index['@xmlns']}`);
  const items = index.sitemap ?? [];
  if (items.length === 0) fail('the index lists no sitemap');
  return items.map((s, i) => {
    if (s.lastmod !== undefined && !W3C_DATE.test(String(s.lastmod))) fail(`sitemap ${i}: bad <lastmod> ${String(s.lastmod)}`);
    return checkLoc(s.loc, `sitemap ${i}`);
  });
}

/** The URLs of a sitemap, checked. */
export function readUrlset(xml: string): ParsedUrl[] {
  const doc = parse(xml);
  const set = doc.urlset as { '@xmlns'?: string; '@xmlns:xhtml'?: string; url?: Record<string, unknown>[] } | undefined;
  if (!set) fail('root element is not <urlset>');
  if (set['@xmlns'] !== SITEMAP_NS) fail(`<urlset> namespace is ${set['@xmlns']}`);
  const urls = set.url ?? [];
  if (urls.length > 50_000) fail(`${urls.length} URLs, over the protocol's 50,000`);
  return urls.map((u, i) => {
    const loc = checkLoc(u.loc, `url ${i}`);
    const out: ParsedUrl = { loc, alternates: {} };
    const links = (u['xhtml:link'] ?? []) as Record<string, string>[];
    if (links.length > 0 && set['@xmlns:xhtml'] !== 'http://www.w3.org/1999/xhtml') fail('xhtml:link used without the xhtml namespace');
    for (const l of links) {
      if (l['@rel'] !== 'alternate' || !l['@hreflang'] || !l['@href']) fail(`${loc}: <xhtml:link> needs rel="alternate", hreflang and href`);
      out.alternates[l['@hreflang']] = checkLoc(l['@href'], `${loc} alternate`);
    }
    if (u.lastmod !== undefined) {
      if (!W3C_DATE.test(String(u.lastmod))) fail(`${loc}: bad <lastmod> ${String(u.lastmod)}`);
      out.lastmod = String(u.lastmod);
    }
    if (u.changefreq !== undefined) {
      if (!CHANGEFREQ.includes(String(u.changefreq))) fail(`${loc}: bad <changefreq> ${String(u.changefreq)}`);
      out.changefreq = String(u.changefreq);
    }
    if (u.priority !== undefined) {
      const p = Number(u.priority);
      if (!/^(0(\.\d+)?|1(\.0+)?)$/.test(String(u.priority)) || p < 0 || p > 1) fail(`${loc}: bad <priority> ${String(u.priority)}`);
      out.priority = p;
    }
    return out;
  });
}
