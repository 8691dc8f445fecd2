/**
 * The site's navigation as data: the header groups (desktop dropdowns and the
 * mobile drawer), the drawer-only links and the footer links. Labels are
 * message keys under `nav.links` / `nav.groups`; hrefs are the pages'
 * locale-less paths (lib/urls).
 *
 * Every link the site shows leads to a page that exists. Links to pages that
 * another issue builds are listed here already with `awaits` naming that
 * issue, and are left out of what the site renders (`shown`, and the lists
 * exported below) until then: when the page lands, delete its `awaits`.
 */
import { pagePath, type PageKey } from '@/lib/urls';

export interface NavLink {
  key: string;
  href: string;
  /** The issue that builds this page; until it lands the link is not shown. */
  awaits?: string;
}

export interface NavGroup {
  key: 'panchang' | 'muhurat' | 'astrology' | 'festivals';
  links: NavLink[];
}

const link = (key: string, page: PageKey, awaits?: string): NavLink => ({ key, href: pagePath(page), ...(awaits ? { awaits } : {}) });

/** Every group and link, the ones still waiting for their page included. */
export const ALL_NAV_GROUPS: NavGroup[] = [
  {
    key: 'panchang',
    links: [
      link('todayPanchang', 'todayPanchang'),
      link('monthlyPanchang', 'monthlyPanchang'),
      link('tithi', 'tithi'),
      link('nakshatra', 'nakshatra'),
      link('tithiToday', 'tithiToday'),
      link('nakshatraFinder', 'nakshatraFinder'),
      link('regionalCalendars', 'regionalCalendars'),
      // Personal dates (issue #29): a person's tithi, Shraddha and birthdays by the Panchang.
      link('tithiAnniversary', 'tithiAnniversary'),
    ],
  },
  {
    key: 'muhurat',
    links: [
      link('todayMuhurat', 'todayMuhurat'),
      link('rahuKaal', 'rahuKaal'),
      link('choghadiya', 'choghadiya'),
      link('hora', 'hora'),
      link('abhijitMuhurat', 'abhijitMuhurat'),
      link('shubhMuhurat', 'shubhMuhurat'),
      link('gowriPanchangam', 'gowriPanchangam'),
      link('doGhati', 'doGhati'),
    ],
  },
  {
    key: 'astrology',
    links: [
      link('astrology', 'astrology'),
      link('lagna', 'lagna'),
      link('grahas', 'grahas'),
    ],
  },
  {
    key: 'festivals',
    links: [
      link('festivals', 'festivals'),
      link('ekadashi', 'ekadashi'),
      link('purnima', 'purnima'),
      link('amavasya', 'amavasya'),
      link('sankranti', 'sankranti'),
      link('pradosh', 'pradosh'),
      link('grahan', 'grahan'),
      link('pitruPaksha', 'pitruPaksha'),
    ],
  },
];

/** Shown in the mobile drawer below the groups (the desktop header has no room; About is in the footer there). */
export const ALL_DRAWER_ONLY_LINKS: NavLink[] = [
  link('knowledgeHub', 'blog'),
  link('widgets', 'widgets'),
  link('about', 'about'),
];

/** The seed's footer links first, then the site's own pages. */
export const ALL_FOOTER_LINKS: NavLink[] = [
  link('todayPanchang', 'todayPanchang'),
  link('monthlyPanchang', 'monthlyPanchang'),
  link('todayMuhurat', 'todayMuhurat'),
  link('rahuKaal', 'rahuKaal'),
  link('choghadiya', 'choghadiya'),
  // The seed linked /astrology/tithi-finder and /astrology/nakshatra-finder, which redirect (next.config.ts) to these.
  link('tithiToday', 'tithiToday'),
  link('nakshatraFinder', 'nakshatraFinder'),
  link('festivals', 'festivals'),
  link('ekadashi', 'ekadashi'),
  link('purnima', 'purnima'),
  link('knowledgeHub', 'blog'),
  link('about', 'about'),
  link('faq', 'faq'),
  link('privacy', 'privacy'),
  link('terms', 'terms'),
  link('stats', 'stats'),
  link('developers', 'developers'),
  link('widgets', 'widgets'),
  link('sitemap', 'sitemap'),
];

/** The links whose pages exist. */
export const shown = (links: NavLink[]): NavLink[] => links.filter((l) => !l.awaits);

/** The header groups as rendered: links whose pages exist, groups with at least one of them. */
export const NAV_GROUPS: NavGroup[] = ALL_NAV_GROUPS.map((g) => ({ ...g, links: shown(g.links) })).filter((g) => g.links.length > 0);
export const DRAWER_ONLY_LINKS: NavLink[] = shown(ALL_DRAWER_ONLY_LINKS);
export const FOOTER_LINKS: NavLink[] = shown(ALL_FOOTER_LINKS);

/** The active link and the sidebar-less pages: lib/nav-active.ts, apart so the browser does not get the URL module with them. */
export { isActivePath, NO_SIDEBAR_PATHS } from './nav-active';
