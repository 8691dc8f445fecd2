import en from '@/messages/en.json';
import hi from '@/messages/hi.json';
import { ALL_DRAWER_ONLY_LINKS, ALL_FOOTER_LINKS, ALL_NAV_GROUPS } from '@/lib/nav';
import { QUOTE_KEYS } from '@/lib/quotes';

describe('navigation labels and footer quotes exist in both languages', () => {
  // Links still waiting for their page included: enabling one needs no new message.
  const links = [...ALL_NAV_GROUPS.flatMap((g) => g.links), ...ALL_DRAWER_ONLY_LINKS, ...ALL_FOOTER_LINKS];

  it.each([
    ['en', en],
    ['hi', hi],
  ])('%s', (_, m) => {
    for (const g of ALL_NAV_GROUPS) expect(m.nav.groups[g.key]).toBeTruthy();
    for (const l of links) expect((m.nav.links as Record<string, string>)[l.key]).toBeTruthy();
    for (const q of QUOTE_KEYS) {
      expect(m.footer.quotes[q].text).toBeTruthy();
      expect(m.footer.quotes[q].source).toBeTruthy();
    }
    expect(Object.keys(m.footer.quotes)).toHaveLength(5);
  });
});
