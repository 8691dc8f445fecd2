/**
 * The regional calendar pages (issue 31; lib/urls names their paths): the
 * list of the solar calendars (`/regional`) and a month of one
 * (`/regional/{region}[/{year}/{month}][/{city}]`), each its loader, view,
 * metadata and share card.
 */
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/app/_components/Breadcrumbs';
import { ConventionsLine } from '@/app/_components/conventions/ConventionsLine';
import { RegionalIndex, RegionalMonth, regionalMonthPath, type RegionalLinks } from '@/app/_components/regional/RegionalMonth';
import { canonicalPath } from '@/app/_components/tool-page/meta';
import { loadRegionalIndex, loadRegionalMonth, type RegionalMonthPage } from '@/app/_loaders/regional';
import type { PageSelection } from '@/app/_loaders/selection';
import { cityDisplayName, cityPlaceLine } from '@/lib/selection/params';
import type { Crumb } from '@/lib/seo/breadcrumbs';
import { pageMetadata } from '@/lib/seo/page';
import { regionalIndexCard, regionalMonthCard } from '@/lib/share-card/regional';
import { pagePath } from '@/lib/urls';
import { definePage } from './def';

const linksOf = (sel: PageSelection): RegionalLinks => ({ city: sel.cityFromUrl ? sel.city.slug : null, conv: sel.conventionsFromUrl });

function Heading({ title, subtitle, intro }: { title: string; subtitle: string; intro?: string }) {
  return (
    <header className="mb-5">
      <h1 className="text-2xl font-bold tracking-tight text-maroon sm:text-3xl">{title}</h1>
      <p className="mt-1 text-base text-fg" data-testid="page-subtitle">
        {subtitle}
      </p>
      {intro && <p className="mt-2 max-w-3xl text-sm text-muted">{intro}</p>}
    </header>
  );
}

export const regionalCalendars = definePage({
  load: loadRegionalIndex,
  metadata: (sel) => pageMetadata({ locale: sel.locale, path: pagePath('regionalCalendars'), namespace: 'regionalPages.index' }),
  async Page({ sel, vm }) {
    const t = await getTranslations({ locale: sel.locale, namespace: 'regionalPages.index' });
    return (
      <>
        <Breadcrumbs locale={sel.locale} trail={[{ label: t('heading'), path: pagePath('regionalCalendars') }]} />
        <Heading title={t('heading')} subtitle={cityPlaceLine(sel.city, sel.locale)} intro={t('intro')} />
        <RegionalIndex entries={vm} locale={sel.locale} links={linksOf(sel)} />
      </>
    );
  },
  card: (sel, vm) => regionalIndexCard(vm, sel.locale),
});

const monthValues = (sel: PageSelection, m: RegionalMonthPage) => ({
  month: m.view.monthName,
  year: m.view.year,
  calendar: m.view.calendarName,
  city: cityDisplayName(sel.city, sel.locale),
  start: m.view.startLabel,
  end: m.view.endLabel,
  days: m.view.days,
});

export const regionalMonth = definePage({
  load: loadRegionalMonth,
  async metadata(sel, m) {
    const t = await getTranslations({ locale: sel.locale, namespace: 'regionalPages.month.meta' });
    const values = monthValues(sel, m);
    // The canonical names the month: "this month" (`/regional/tamil`) is the same page as the month's own.
    const path = sel.route.params.regionMonth ? canonicalPath(sel) : regionalMonthPath(m.view.calendar, m.view.year, m.monthKey, { city: sel.cityFromUrl ? sel.city.slug : null, conv: {} });
    return pageMetadata({ locale: sel.locale, path, title: t('title', values), description: t('description', values) });
  },
  async Page({ sel, vm: m }) {
    const t = await getTranslations({ locale: sel.locale, namespace: 'regionalPages' });
    const v = m.view;
    const values = monthValues(sel, m);
    const links = linksOf(sel);
    const trail: Crumb[] = [
      { label: t('index.heading'), path: pagePath('regionalCalendars') },
      { label: t('month.crumb', values), path: regionalMonthPath(v.calendar, v.year, m.monthKey, links) },
    ];
    const year = v.yearName ? t('month.yearName', { era: v.eraName, year: v.year, name: v.yearName }) : t('month.yearPlain', { era: v.eraName, year: v.year });
    return (
      <>
        <Breadcrumbs locale={sel.locale} trail={trail} />
        <Heading
          title={t('month.heading', values)}
          subtitle={t('month.subtitle', { ...values, place: cityPlaceLine(sel.city, sel.locale) })}
          intro={`${year}. ${t(`rules.${v.calendar}`)}`}
        />
        <div className="grid grid-cols-[minmax(0,1fr)] gap-5">
          <RegionalMonth page={m} locale={sel.locale} links={links} />
          <ConventionsLine conventions={sel.conventions} locale={sel.locale} />
        </div>
      </>
    );
  },
  card: (sel, m) => regionalMonthCard(m.view, { locale: sel.locale, city: cityDisplayName(sel.city, sel.locale) }),
});
