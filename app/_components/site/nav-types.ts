/** Navigation data after translation, as the header passes it to its client parts. */
export interface NavItem {
  href: string;
  label: string;
}

export interface NavSection {
  key: string;
  label: string;
  links: NavItem[];
}
