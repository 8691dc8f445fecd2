import { getTranslations } from 'next-intl/server';
import { SiteLink } from '@/app/_components/ui/SiteLink';
import type { Locale } from '@/i18n/routing';
import { breadcrumbJsonLd, jsonLdText, type Crumb } from '@/lib/seo/breadcrumbs';

/**
 * The trail above every page but home, with its BreadcrumbList JSON-LD.
 * `trail` lists the pages after Home, the current page last, e.g.
 * `[{ label: t('nav.groups.panchang'), path: '/panchang' }, { label: t('nav.links.tithi'), path: '/panchang/tithi' }]`.
 */
export async function Breadcrumbs({ locale, trail }: { locale: Locale; trail: Crumb[] }) {
  const t = await getTranslations({ locale, namespace: 'common' });
  const full: Crumb[] = [{ label: t('home'), path: '/' }, ...trail];
  return (
    <>
      {/* The steps, their separators and links are styled by .crumbs (app/globals.css): no classes repeated per step. */}
      <nav aria-label={t('breadcrumb')} className="mb-4 text-sm text-muted print:hidden">
        <ol className="crumbs">
          {full.map((c, i) => (
            <li key={i}>
              {i === full.length - 1 ? <span aria-current="page">{c.label}</span> : <SiteLink href={c.path}>{c.label}</SiteLink>}
            </li>
          ))}
        </ol>
      </nav>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(breadcrumbJsonLd(locale, full)) }} />
    </>
  );
}
