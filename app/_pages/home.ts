/** The home page (`/`, and `/{city}` at a city): its loader, metadata and card (its page: views/home.tsx). */
import { canonicalPath } from '@/app/_components/tool-page/meta';
import { loadHome, type HomePage } from '@/app/_loaders/home';
import { pageMetadata } from '@/lib/seo/page';
import { siteCard } from '@/lib/share-card/cards';
import { definePage } from './def';

export const home = definePage<HomePage>({
  load: loadHome,
  metadata: (sel) => pageMetadata({ locale: sel.locale, path: canonicalPath(sel), namespace: 'home', absoluteTitle: true }),
  card: (sel) => siteCard(sel.locale),
});
