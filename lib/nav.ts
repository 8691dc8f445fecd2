/**
 * The site's navigation as data: the header groups (desktop dropdowns and the
 * mobile drawer), the drawer-only links and the footer links. Labels are
 * message keys under `nav.links` / `nav.groups`; hrefs are locale-less paths.
 *
 * Every link the site shows leads to a page that exists. Links to pages that
 * another issue builds are listed here already with `awaits` naming that
 * issue, and are left out of what the site renders (`shown`, and the lists
 * exported below) until then: when the page lands, delete its `awaits`.
 */
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

/** Every group and link, the ones still waiting for their page included. */
export const ALL_NAV_GROUPS: NavGroup[] = [
  {
    key: 'panchang',
    links: [
      { key: 'todayPanchang', href: '/panchang/today' },
      { key: 'monthlyPanchang', href: '/panchang/monthly' },
      { key: 'tithi', href: '/panchang/tithi' },
      { key: 'nakshatra', href: '/panchang/nakshatra' },
      { key: 'tithiToday', href: '/tithi-today' },
      { key: 'nakshatraFinder', href: '/nakshatra-finder' },
    ],
  },
  {
    key: 'muhurat',
    links: [
      { key: 'todayMuhurat', href: '/muhurat/today' },
      { key: 'rahuKaal', href: '/muhurat/rahu-kaal' },
      { key: 'choghadiya', href: '/muhurat/choghadiya' },
      { key: 'hora', href: '/muhurat/hora' },
      { key: 'abhijitMuhurat', href: '/muhurat/abhijit-muhurat' },
    ],
  },
  {
    key: 'astrology',
    links: [
      { key: 'astrology', href: '/astrology' },
      { key: 'lagna', href: '/lagna' },
    ],
  },
  {
    key: 'festivals',
    links: [
      { key: 'festivals', href: '/festivals' },
      { key: 'ekadashi', href: '/festivals/ekadashi' },
      { key: 'purnima', href: '/festivals/purnima' },
      { key: 'amavasya', href: '/festivals/amavasya' },
      { key: 'sankranti', href: '/festivals/sankranti' },
      { key: 'pradosh', href: '/festivals/pradosh' },
      { key: 'grahan', href: '/festivals/grahan' },
      { key: 'pitruPaksha', href: '/festivals/pitru-paksha' },
    ],
  },
];

/** Shown in the mobile drawer below the groups (the desktop header has no room; About is in the footer there). */
export const ALL_DRAWER_ONLY_LINKS: NavLink[] = [
  { key: 'knowledgeHub', href: '/blog' },
  { key: 'about', href: '/about' },
];

/** The seed's footer links first, then the site's own pages. */
export const ALL_FOOTER_LINKS: NavLink[] = [
  { key: 'todayPanchang', href: '/panchang/today' },
  { key: 'monthlyPanchang', href: '/panchang/monthly' },
  { key: 'todayMuhurat', href: '/muhurat/today' },
  { key: 'rahuKaal', href: '/muhurat/rahu-kaal' },
  { key: 'choghadiya', href: '/muhurat/choghadiya' },
  // The seed linked /astrology/tithi-finder and /astrology/nakshatra-finder, which redirect (next.config.ts) to these.
  { key: 'tithiToday', href: '/tithi-today' },
  { key: 'nakshatraFinder', href: '/nakshatra-finder' },
  { key: 'festivals', href: '/festivals' },
  { key: 'ekadashi', href: '/festivals/ekadashi' },
  { key: 'purnima', href: '/festivals/purnima' },
  { key: 'knowledgeHub', href: '/blog' },
  { key: 'about', href: '/about' },
  { key: 'faq', href: '/faq' },
  { key: 'privacy', href: '/privacy' },
  { key: 'terms', href: '/terms' },
  { key: 'stats', href: '/stats' },
  { key: 'developers', href: '/developers' },
  { key: 'sitemap', href: '/sitemap' },
];

/** The links whose pages exist. */
export const shown = (links: NavLink[]): NavLink[] => links.filter((l) => !l.awaits);

/** The header groups as rendered: links whose pages exist, groups with at least one of them. */
export const NAV_GROUPS: NavGroup[] = ALL_NAV_GROUPS.map((g) => ({ ...g, links: shown(g.links) })).filter((g) => g.links.length > 0);
export const DRAWER_ONLY_LINKS: NavLink[] = shown(ALL_DRAWER_ONLY_LINKS);
export const FOOTER_LINKS: NavLink[] = shown(ALL_FOOTER_LINKS);

/** Routes whose layout has no sidebar (the month grid needs the full width). */
export const NO_SIDEBAR_PATHS = ['/panchang/monthly'];

/** A link is active on its own page and on pages below it (`/lagna` and `/lagna/x`), never by a mere prefix (`/lagna-x`). */
export function isActivePath(current: string, href: string): boolean {
  if (href === '/') return current === '/';
  return current === href || current.startsWith(`${href}/`);
}
