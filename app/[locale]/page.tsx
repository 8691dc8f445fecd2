import { ClientMessages } from '../_components/i18n/ClientMessages';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { pageLocale, type LocaleProps } from '@/i18n/params';
import { NAV_GROUPS } from '@/lib/nav';
import { firstParam } from '@/lib/selection/params';
import { jsonLdText } from '@/lib/seo/breadcrumbs';
import { pageMetadata } from '@/lib/seo/page';
import { websiteJsonLd } from '@/lib/seo/website';
import { pageCardImage } from '@/lib/share-card/images';
import { loadConventions } from '../_loaders/conventions';
import { loadHome, loadHomeHub } from '../_loaders/home';
import { RelatedTools } from '../_components/tool-page/ToolLayout';
import { HomeFaq } from '../_components/faq/Faq';
import { FeaturedArticles } from '../_components/home/FeaturedArticles';
import { AboutStats, CityInfoCard, TodayTimingsCard } from '../_components/home/HomeCards';
import { UpcomingFestivals } from '../_components/festivals/UpcomingFestivals';
import { HeroDate } from '../_components/home/HeroDate';
import { TodayGlance } from '../_components/glance/TodayGlance';
import { PanchangCalculator } from '../_components/home/PanchangCalculator';
import { UrlSelection } from '../_components/selection/SelectionProvider';
import { Card } from '../_components/ui/Card';

type Props = LocaleProps & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  return pageMetadata({ locale, path: '/', namespace: 'home', absoluteTitle: true, image: pageCardImage(locale, 'home') });
}

export default async function HomePage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const sp = await searchParams;
  const { conventions } = await loadConventions(sp);
  const home = await loadHome(locale, firstParam(sp.city), conventions);
  const city = home.summary;
  const hub = await loadHomeHub(locale);
  const t = await getTranslations('home');
  const nav = await getTranslations('nav');
  const site = await getTranslations('site');
  const jsonLd = websiteJsonLd(locale, { name: site('name'), description: site('description') });

  return (
    <ClientMessages group="home">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(jsonLd) }} />
      {home.cityFromUrl && <UrlSelection city={city} />}
      <section
        aria-labelledby="hero-title"
        className="relative overflow-hidden rounded-3xl border border-line bg-gradient-to-br from-saffron-soft via-surface to-maroon-soft px-6 py-8 shadow-sm sm:px-10 sm:py-12"
      >
        <p className="text-sm font-semibold uppercase tracking-widest text-saffron">{t('heroEyebrow')}</p>
        <h1 id="hero-title" className="mt-2 text-3xl font-bold tracking-tight text-maroon sm:text-5xl">
          {t('heroTitle')}
        </h1>
        <HeroDate serverDate={home.date} serverCity={city} />
        <p className="mt-5 max-w-2xl text-base text-fg/80">{t('heroIntro')}</p>
      </section>
      <TodayGlance locale={locale} city={home.city} now={home.now} />

      <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-5 md:grid-cols-2">
        <Card id="calculator" title={t('calculatorTitle')} subtitle={t('calculatorIntro')} tone="accent">
          <PanchangCalculator serverCity={city} cityFromUrl={home.cityFromUrl} />
        </Card>
        <TodayTimingsCard home={home} locale={locale} />
        <CityInfoCard city={home.city} locale={locale} />
        <RelatedTools tool="home" sel={{ locale, cityFromUrl: home.cityFromUrl, city: home.city }} />
      </div>

      <UpcomingFestivals locale={locale} city={home.city} cityFromUrl={home.cityFromUrl} />

      <FeaturedArticles locale={locale} featured={hub.featured} />

      <section aria-labelledby="explore-title" className="mt-10">
        <h2 id="explore-title" className="text-xl font-semibold text-fg">
          {t('exploreTitle')}
        </h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          {NAV_GROUPS.map((g) => (
            <article key={g.key} className="side-card">
              <h3 className="card-title">{nav(`groups.${g.key}`)}</h3>
              <p className="mt-1 text-sm text-muted">{t(`groupIntro.${g.key}`)}</p>
              <ul className="mt-3 flex flex-wrap gap-2">
                {g.links.map((l) => (
                  <li key={l.href}>
                    <Link
                      href={l.href}
                      className="inline-block rounded-full border border-line px-3 py-1 text-sm text-fg hover:border-saffron hover:text-saffron"
                    >
                      {nav(`links.${l.key}`)}
                    </Link>
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </section>

      <HomeFaq locale={locale} faq={hub.faq} />

      <AboutStats locale={locale} />
    </ClientMessages>
  );
}
