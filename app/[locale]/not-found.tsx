import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ContentGrid } from '../_components/site/ContentGrid';
import { SiteLink } from '../_components/ui/SiteLink';
import { NAV_GROUPS } from '@/lib/nav';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('notFound');
  return { title: t('meta.title'), description: t('meta.description'), robots: { index: false } };
}

/** A few useful destinations: the first page of each navigation group. */
const SUGGESTIONS = NAV_GROUPS.map((g) => g.links[0]);

export default async function NotFound() {
  const t = await getTranslations('notFound');
  const nav = await getTranslations('nav.links');
  return (
    // No sidebar: Next renders this into every page's output, and the sidebar's dated content would cap
    // every page's cache lifetime at the sidebar's (an hour).
    <ContentGrid sidebar={null}>
      <section className="mx-auto max-w-2xl py-10 text-center" data-testid="not-found">
        <p className="text-6xl font-bold text-saffron">{t('code')}</p>
        <h1 className="mt-3 text-3xl font-bold text-maroon">{t('title')}</h1>
        <p className="mt-3 text-muted">{t('body')}</p>
        <SiteLink
          href="/"
          className="mt-6 inline-block rounded-full bg-maroon px-5 py-2.5 font-medium text-white hover:opacity-90 dark:text-bg"
        >
          {t('home')}
        </SiteLink>
        <p className="mt-8 text-sm text-muted">{t('suggestions')}</p>
        <ul className="mt-3 flex flex-wrap justify-center gap-2">
          {SUGGESTIONS.map((l) => (
            <li key={l.href}>
              <SiteLink href={l.href} className="chip-link inline-block py-1">
                {nav(l.key)}
              </SiteLink>
            </li>
          ))}
        </ul>
      </section>
    </ContentGrid>
  );
}
