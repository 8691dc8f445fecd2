import { buildMetadata } from '@/lib/seo/metadata';
import { articleJsonLd } from '@/lib/seo/article';
import { breadcrumbJsonLd, jsonLdText } from '@/lib/seo/breadcrumbs';
import { absoluteUrl, localizedPath } from '@/lib/seo/urls';
import { websiteJsonLd } from '@/lib/seo/website';
import { SITE_URL } from '@/lib/site';

describe('localizedPath (as-needed prefix)', () => {
  it('leaves English unprefixed and puts Hindi under /hi', () => {
    expect(localizedPath('en', '/')).toBe('/');
    expect(localizedPath('en', '/about')).toBe('/about');
    expect(localizedPath('hi', '/')).toBe('/hi');
    expect(localizedPath('hi', '/about')).toBe('/hi/about');
    expect(localizedPath('hi', 'about')).toBe('/hi/about');
  });
});

describe('buildMetadata', () => {
  const meta = buildMetadata({
    locale: 'hi',
    path: '/about',
    title: 'परिचय',
    description: 'विवरण',
    siteName: 'वैदिक कैलेंडर',
  });

  it('sets canonical and hreflang alternates for en, hi and x-default', () => {
    expect(meta.alternates?.canonical).toBe(`${SITE_URL}/hi/about`);
    expect(meta.alternates?.languages).toEqual({
      en: `${SITE_URL}/about`,
      hi: `${SITE_URL}/hi/about`,
      'x-default': `${SITE_URL}/about`,
    });
  });

  it('points hreflang at each language’s own path when they differ (an article’s slugs)', () => {
    const article = buildMetadata({
      locale: 'hi',
      path: '/blog/tithi-kya-hai',
      alternatePaths: { en: '/blog/tithi', hi: '/blog/tithi-kya-hai' },
      title: 'तिथि',
      description: 'विवरण',
      siteName: 'वैदिक कैलेंडर',
      ogType: 'article',
    });
    expect(article.alternates).toEqual({
      canonical: `${SITE_URL}/hi/blog/tithi-kya-hai`,
      languages: { en: `${SITE_URL}/blog/tithi`, hi: `${SITE_URL}/hi/blog/tithi-kya-hai`, 'x-default': `${SITE_URL}/blog/tithi` },
    });
  });

  it('fills Open Graph and Twitter consistently', () => {
    expect(meta.title).toBe('परिचय');
    expect(meta.description).toBe('विवरण');
    expect(meta.openGraph).toMatchObject({
      title: 'परिचय · वैदिक कैलेंडर',
      description: 'विवरण',
      url: `${SITE_URL}/hi/about`,
      siteName: 'वैदिक कैलेंडर',
      locale: 'hi_IN',
      alternateLocale: ['en_IN'],
      type: 'website',
    });
    // Every page has a large share card: its own opengraph-image, or the site's.
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', title: 'परिचय · वैदिक कैलेंडर' });
  });

  it('uses an absolute title on home, and leaves the image to the page’s opengraph-image', () => {
    const home = buildMetadata({ locale: 'en', path: '/', title: 'Vedic Calendar: Today', description: 'd', siteName: 'Vedic Calendar', absoluteTitle: true });
    expect(home.title).toEqual({ absolute: 'Vedic Calendar: Today' });
    expect(home.alternates?.canonical).toBe(`${SITE_URL}/`);
    expect(home.openGraph).not.toHaveProperty('images');
  });
});

describe('breadcrumbs JSON-LD', () => {
  it('lists the trail as a BreadcrumbList with absolute URLs', () => {
    const ld = breadcrumbJsonLd('en', [
      { label: 'Home', path: '/' },
      { label: 'About', path: '/about' },
    ]);
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: absoluteUrl('en', '/') },
        { '@type': 'ListItem', position: 2, name: 'About', item: `${SITE_URL}/about` },
      ],
    });
  });
  it('escapes < so the JSON cannot close its script tag', () => {
    expect(jsonLdText({ name: '</script><b>' })).toBe('{"name":"\\u003c/script>\\u003cb>"}');
  });
});

describe('articleJsonLd', () => {
  it('describes a Knowledge Hub article in its language, the site as author and publisher', () => {
    const ld = articleJsonLd({
      locale: 'hi',
      path: '/blog/tithi-kya-hai',
      title: 'तिथि',
      description: 'विवरण',
      datePublished: '2026-11-23',
      section: 'पंचांग की मूल बातें',
      words: 856,
      siteName: 'वैदिक कैलेंडर',
    });
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'तिथि',
      inLanguage: 'hi',
      datePublished: '2026-11-23',
      wordCount: 856,
      url: `${SITE_URL}/hi/blog/tithi-kya-hai`,
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${SITE_URL}/hi/blog/tithi-kya-hai` },
      author: { '@type': 'Organization', name: 'वैदिक कैलेंडर' },
    });
  });
});

describe('keywords', () => {
  it('lists the page terms first, without duplicates, and leaves them out when there are none', () => {
    const meta = buildMetadata({ locale: 'en', path: '/x', title: 'X', description: 'd', siteName: 'S', keywords: ['Rahu Kaal', 'Varanasi', 'panchang', 'Rahu Kaal'] });
    expect(meta.keywords).toEqual(['Rahu Kaal', 'Varanasi', 'panchang']);
    expect(buildMetadata({ locale: 'en', path: '/x', title: 'X', description: 'd', siteName: 'S' }).keywords).toBeUndefined();
  });
});

describe('websiteJsonLd', () => {
  it('offers the site search in the page language', () => {
    const ld = websiteJsonLd('hi', { name: 'वैदिक कैलेंडर', description: 'd' });
    expect(ld).toMatchObject({ '@type': 'WebSite', url: `${SITE_URL}/hi`, inLanguage: 'hi' });
    expect(ld.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${SITE_URL}/hi/search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    });
  });
});
