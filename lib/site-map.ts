/**
 * The site's pages for people: the human site map (/sitemap) and the search's
 * "Pages" results. Grouped as the header navigation groups them
 * (lib/nav.ts), then the Knowledge Hub and the site's own pages. Labels are
 * message keys (full paths such as `nav.links.tithi`); hrefs are
 * locale-less. Only pages that exist are listed (lib/nav.ts holds back the
 * links whose page awaits another issue).
 */
import { NAV_GROUPS, type NavGroup } from '@/lib/nav';
import { isTool, type ToolKey } from '@/lib/tools';
import { pagePath, parsePathname } from '@/lib/urls';

export interface SiteMapLink {
  href: string;
  /** Message key of the label. */
  label: string;
  /** Message key of a one-line description, where the page has one. */
  blurb?: string;
}

export interface SiteMapSection {
  key: NavGroup['key'] | 'knowledgeHub' | 'site';
  /** Message key of the heading. */
  title: string;
  links: SiteMapLink[];
}

/** The tool a path is the page of, for its blurb (`tools.<key>.blurb`), or null. */
function toolOf(href: string): ToolKey | null {
  const key = parsePathname(href)?.key;
  return key && isTool(key) ? key : null;
}

const navLink = (key: string, href: string): SiteMapLink => {
  const tool = toolOf(href);
  return { href, label: `nav.links.${key}`, ...(tool ? { blurb: `tools.${tool}.blurb` } : {}) };
};

/** The hubs the navigation does not name (their group heading stands for them), first in their group. */
const HUBS: Partial<Record<NavGroup['key'], ToolKey>> = { panchang: 'panchang', muhurat: 'muhurat' };

/** The Knowledge Hub's index; its categories and articles are added by the page from lib/blog. */
export const KNOWLEDGE_HUB: SiteMapLink = { href: pagePath('blog'), label: 'nav.links.knowledgeHub' };

/** The site's own pages. */
export const SITE_PAGES: SiteMapLink[] = (['about', 'faq', 'widgets', 'stats', 'privacy', 'terms', 'search', 'sitemap'] as const).map((key) => ({ href: pagePath(key), label: `nav.links.${key}` }));

/** The navigation's groups, with their hub first, and the site's own pages. */
export function siteMapSections(): SiteMapSection[] {
  const groups: SiteMapSection[] = NAV_GROUPS.map((g) => {
    const hub = HUBS[g.key];
    const links = g.links.map((l) => navLink(l.key, l.href));
    const hubLink: SiteMapLink[] = hub ? [{ href: pagePath(hub), label: `tools.${hub}.label`, blurb: `tools.${hub}.blurb` }] : [];
    return { key: g.key, title: `nav.groups.${g.key}`, links: [...hubLink, ...links] };
  }).filter((s) => s.links.length > 0);
  return [...groups, { key: 'knowledgeHub', title: 'nav.links.knowledgeHub', links: [KNOWLEDGE_HUB] }, { key: 'site', title: 'siteMap.siteTitle', links: SITE_PAGES }];
}
