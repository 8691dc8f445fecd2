/**
 * The site's navigation as data: the header groups (desktop dropdowns and the
 * mobile drawer), the drawer-only links and the footer links. Labels are
 * message keys under `nav.links` / `nav.groups`; hrefs are locale-less paths.
 * Pages that later issues build are linked here already, so adding such a
 * page needs no navigation change.
 */
export interface NavLink {
  key: string;
  href: string;
}

export interface NavGroup {
  key: 'panchang' | 'muhurat' | 'astrology' | 'festivals';
  links: NavLink[];
}

export const NAV_GROUPS: NavGroup[] = [
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
      { key: 'grahan', href: '/festivals/grahan' },
      { key: 'pitruPaksha', href: '/festivals/pitru-paksha' },
    ],
  },
];

/** Shown in the mobile drawer below the groups (the desktop header has no room; About is in the footer there). */
export const DRAWER_ONLY_LINKS: NavLink[] = [
  { key: 'knowledgeHub', href: '/blog' },
  { key: 'about', href: '/about' },
];

export const FOOTER_LINKS: NavLink[] = [
  { key: 'todayPanchang', href: '/panchang/today' },
  { key: 'monthlyPanchang', href: '/panchang/monthly' },
  { key: 'todayMuhurat', href: '/muhurat/today' },
  { key: 'festivals', href: '/festivals' },
  { key: 'knowledgeHub', href: '/blog' },
  { key: 'about', href: '/about' },
  { key: 'privacy', href: '/privacy' },
  { key: 'terms', href: '/terms' },
  { key: 'stats', href: '/stats' },
  { key: 'sitemap', href: '/sitemap' },
];

/** Routes whose layout has no sidebar (the month grid needs the full width). */
export const NO_SIDEBAR_PATHS = ['/panchang/monthly'];

/** A link is active on its own page and on pages below it (`/lagna` and `/lagna/x`), never by a mere prefix (`/lagna-x`). */
export function isActivePath(current: string, href: string): boolean {
  if (href === '/') return current === '/';
  return current === href || current.startsWith(`${href}/`);
}
