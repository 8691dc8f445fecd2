/** The home page (`/`, and `/{city}` at a city): today's card, the calculator, upcoming festivals, the Knowledge Hub. */
import { getTranslations } from 'next-intl/server';
import { HomeFaq } from '@/app/_components/faq/Faq';
import { TodayGlance } from '@/app/_components/glance/TodayGlance';
import { FeaturedArticles } from '@/app/_components/home/FeaturedArticles';
import { AboutStats, CityInfoCard, TodayTimingsCard } from '@/app/_components/home/HomeCards';
import { HeroDate } from '@/app/_components/home/HeroDate';
import { KnownDates } from '@/app/_components/selection/KnownDates';
import { PanchangCalculator } from '@/app/_components/home/PanchangCalculator';
import { UpcomingFestivals } from '@/app/_components/festivals/UpcomingFestivals';
import { ClientMessages } from '@/app/_components/i18n/ClientMessages';
import { UrlSelection } from '@/app/_components/selection/SelectionProvider';
import { RelatedTools } from '@/app/_components/tool-page/ToolLayout';
import { Card } from '@/app/_components/ui/Card';
import { formatDate } from '@/lib/format/date';
import { timeZoneLabel } from '@/lib/format/zoned';
import { NAV_GROUPS } from '@/lib/nav';
import { knownDay } from '@/lib/selection/day-bounds';
import { jsonLdText } from '@/lib/seo/breadcrumbs';
import { websiteJsonLd } from '@/lib/seo/website';
import { localizedPath } from '@/lib/urls';
import type { SectionViews } from '../registry';

export const VIEWS: SectionViews = {
  async home({ sel, vm: home }) {
    const { locale } = sel;
    const city = home.summary;
    const t = await getTranslations({ locale, namespace: 'home' });
    const nav = await getTranslations({ locale, namespace: 'nav' });
    const site = await getTranslations({ locale, namespace: 'site' });
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
          <KnownDates today={knownDay(city.timezone, home.date)} locale={locale} full={{ [home.date]: formatDate(home.date, locale, 'full') }} />
          <HeroDate serverDate={home.date} serverCity={city} serverZone={timeZoneLabel(city.timezone, locale)} />
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

        <UpcomingFestivals locale={locale} upcoming={home.upcoming} cityFromUrl={home.cityFromUrl} conv={home.conventionsFromUrl} />

        <FeaturedArticles locale={locale} featured={home.featured} />

        {/* Some 30 links: plain server markup, not client links to hydrate and prefetch. */}
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
                      <a href={localizedPath(locale, l.href)} className="inline-block rounded-full border border-line px-3 py-1 text-sm text-fg hover:border-saffron hover:text-saffron">
                        {nav(`links.${l.key}`)}
                      </a>
                    </li>
                  ))}
                </ul>
              </article>
            ))}
          </div>
        </section>

        <HomeFaq locale={locale} faq={home.faq} />

        <AboutStats locale={locale} />
      </ClientMessages>
    );
  },
};
