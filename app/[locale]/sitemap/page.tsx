/**
 * /sitemap: the human site map. The header navigation's groups (lib/site-map.ts),
 * today's Panchang in the featured cities, the Knowledge Hub with its
 * categories and articles, and the site's own pages.
 */
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { pageLocale, type LocaleProps } from '@/i18n/params';
import { categoryCounts, listArticles } from '@/lib/blog';
import { getCityBySlug } from '@/lib/cities';
import { FEATURED_CITY_SLUGS } from '@/lib/cities/popular';
import { cityDisplayName } from '@/lib/selection/params';
import { pageMetadata } from '@/lib/seo/page';
import { linkTo, pagePath } from '@/lib/urls';
import { siteMapSections, type SiteMapLink } from '@/lib/site-map';
import { Breadcrumbs } from '../../_components/Breadcrumbs';

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  return pageMetadata({ locale: await pageLocale(params), path: pagePath('sitemap'), namespace: 'siteMap' });
}

function LinkList({ links }: { links: { href: string; label: string; blurb?: string }[] }) {
  return (
    <ul className="mt-2 space-y-1.5">
      {links.map((l) => (
        <li key={l.href}>
          <Link href={l.href} className="font-medium text-saffron hover:underline">
            {l.label}
          </Link>
          {l.blurb && <span className="text-sm text-muted"> · {l.blurb}</span>}
        </li>
      ))}
    </ul>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`sitemap-${id}`} className="side-card" data-testid={`sitemap-${id}`}>
      <h2 id={`sitemap-${id}`} className="card-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default async function SiteMapPage({ params }: LocaleProps) {
  const locale = await pageLocale(params);
  const t = await getTranslations();
  const label = (l: SiteMapLink) => ({ href: l.href, label: t(l.label), blurb: l.blurb ? t(l.blurb) : undefined });
  const sections = siteMapSections();
  const cities = FEATURED_CITY_SLUGS.flatMap((slug) => {
    const city = getCityBySlug(slug);
    return city ? [{ href: linkTo('todayPanchang', { city: slug }), label: cityDisplayName(city, locale) }] : [];
  });
  const articles = listArticles(locale);
  const categories = categoryCounts(locale);

  return (
    <>
      <Breadcrumbs locale={locale} trail={[{ label: t('siteMap.title'), path: pagePath('sitemap') }]} />
      <header className="mb-6">
        <h1 className="text-3xl font-bold text-maroon">{t('siteMap.title')}</h1>
        <p className="mt-2 max-w-3xl text-fg">{t('siteMap.intro')}</p>
      </header>
      <div className="grid gap-5 md:grid-cols-2">
        {sections.map((s) =>
          s.key === 'knowledgeHub' ? (
            <Section key={s.key} id={s.key} title={t(s.title)}>
              <LinkList links={s.links.map(label)} />
              <h3 className="mt-4 text-sm font-semibold uppercase tracking-wide text-muted">{t('siteMap.categoriesTitle')}</h3>
              <LinkList links={categories.map((c) => ({ href: c.path, label: t(`blog.categories.${c.key}`) }))} />
              <h3 className="mt-4 text-sm font-semibold uppercase tracking-wide text-muted">{t('siteMap.articlesTitle')}</h3>
              <LinkList links={articles.map((a) => ({ href: a.path, label: a.title }))} />
            </Section>
          ) : (
            <Section key={s.key} id={s.key} title={t(s.title)}>
              <LinkList links={s.links.map(label)} />
              {s.key === 'panchang' && (
                <>
                  <h3 className="mt-4 text-sm font-semibold uppercase tracking-wide text-muted">{t('siteMap.citiesTitle')}</h3>
                  <LinkList links={cities} />
                </>
              )}
            </Section>
          ),
        )}
      </div>
    </>
  );
}
