/**
 * /search?q=: the site search (lib/search), server-rendered in the page's
 * language, results grouped by kind. Without a query: a short guide and
 * suggestions; with an unusable one (too long): a message. Never indexed.
 */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { pageLocale } from '@/i18n/params';
import type { Locale } from '@/i18n/routing';
import { DEFAULT_CITY_SLUG, getCityBySlug } from '@/lib/cities';
import { MAX_QUERY_LENGTH, parseSearchQuery } from '@/lib/search/query';
import { searchSite } from '@/lib/search/sources';
import { cityDisplayName, todayInZone } from '@/lib/selection/params';
import { pageMetadata } from '@/lib/seo/page';
import { localizedPath, pagePath } from '@/lib/urls';
import { DEFAULT_TIME_ZONE } from '@/lib/site';
import { Breadcrumbs } from '../../_components/Breadcrumbs';
import { SearchForm } from '../../_components/site/SearchForm';

interface Props {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata({ locale: await pageLocale(params), path: pagePath('search'), namespace: 'search', noIndex: true });
}

/** A page per query (`?q=`): rendered for each request, never kept (and never indexed). */
export const instant = false;

const SUGGESTIONS = ['diwali', 'ekadashi', 'rahuKaal', 'varanasi', 'choghadiya', 'holi'] as const;

/**
 * Each suggestion loads its results as a document, as the search form does,
 * not through the client router. Next 16.4's rewrite of English paths to /en
 * (next.config.ts) answers a router request for /search?q=… with
 * `x-nextjs-rewritten-query: ""` (prepare-destination keeps the query but
 * not its `search`), so the router files a prefetched /search?q=… under an
 * empty query and may show the page it is on again under the new address.
 */
async function Suggestions({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'search' });
  const action = localizedPath(locale, pagePath('search'));
  return (
    <ul className="mt-3 flex flex-wrap gap-2" data-testid="search-suggestions">
      {SUGGESTIONS.map((key) => (
        <li key={key}>
          <a
            href={`${action}?${new URLSearchParams({ q: t(`suggestions.${key}`) })}`}
            className="inline-block rounded-full border border-line px-3 py-1 text-sm text-fg hover:border-saffron hover:text-saffron"
          >
            {t(`suggestions.${key}`)}
          </a>
        </li>
      ))}
    </ul>
  );
}

export default async function SearchPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('search');
  const query = parseSearchQuery((await searchParams).q);
  const q = query.kind === 'ok' ? query.q : '';
  const results = query.kind === 'ok' ? await searchSite(locale, q, todayInZone(DEFAULT_TIME_ZONE)) : null;
  const defaultCity = getCityBySlug(DEFAULT_CITY_SLUG);

  return (
    <>
      <Breadcrumbs locale={locale} trail={[{ label: t('title'), path: pagePath('search') }]} />
      <h1 className="text-3xl font-bold text-maroon">{t('title')}</h1>
      <SearchForm
        action={localizedPath(locale, pagePath('search'))}
        labels={{ label: t('label'), form: t('pageForm'), placeholder: t('placeholder'), submit: t('submit') }}
        defaultValue={q}
        maxLength={MAX_QUERY_LENGTH}
        id="page-search"
        className="mt-4 max-w-xl"
      />

      {query.kind === 'tooLong' && (
        <p role="alert" className="mt-6 text-fg" data-testid="search-error">
          {t('tooLong', { max: MAX_QUERY_LENGTH })}
        </p>
      )}

      {query.kind === 'empty' && (
        <section className="mt-6" data-testid="search-empty">
          <p className="max-w-2xl text-fg">{t('emptyIntro')}</p>
          <h2 className="mt-4 text-sm font-semibold uppercase tracking-wide text-muted">{t('suggestionsTitle')}</h2>
          <Suggestions locale={locale} />
        </section>
      )}

      {results && results.total === 0 && (
        <section className="mt-6" data-testid="search-none">
          <p className="font-medium text-fg">{t('noResults', { q })}</p>
          <p className="mt-1 text-sm text-muted">{t('noResultsHint')}</p>
          <Suggestions locale={locale} />
        </section>
      )}

      {results && results.total > 0 && (
        <div className="mt-6" data-testid="search-results">
          <p className="text-sm text-muted" role="status">
            {t('resultsFor', { count: results.total, q })}
          </p>
          {results.groups.map((g) => (
            <section key={g.kind} aria-labelledby={`results-${g.kind}`} className="mt-6" data-testid={`search-group-${g.kind}`}>
              <h2 id={`results-${g.kind}`} className="card-title">
                {t(`groups.${g.kind}`)}
              </h2>
              {g.kind === 'festivals' && defaultCity && (
                <p className="text-xs text-muted">{t('festivalNote', { city: cityDisplayName(defaultCity, locale) })}</p>
              )}
              <ul className="mt-2 divide-y divide-line rounded-2xl border border-line bg-surface">
                {g.hits.map(({ doc }) => (
                  <li key={`${doc.href} ${doc.title}`} className="px-4 py-3">
                    <Link href={doc.href} className="font-medium text-saffron hover:underline" data-testid="search-hit">
                      {doc.title}
                    </Link>
                    {doc.detail && <p className="mt-0.5 text-sm text-muted">{doc.detail}</p>}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </>
  );
}
