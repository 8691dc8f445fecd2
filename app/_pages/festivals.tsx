/**
 * The festival section's pages (lib/urls names their paths): the month
 * calendar (this month, or a month at a city), the year lists of one kind of
 * observance, a festival's page, the year's eclipses and one eclipse, and
 * Pitru Paksha; each its loader, view, metadata and share card.
 */
import { getTranslations } from 'next-intl/server';
import { ECLIPSE_MAX_YEAR, ECLIPSE_MIN_YEAR, PITRU_PAKSHA_MAX_YEAR, PITRU_PAKSHA_MIN_YEAR } from '@/engine';
import { isoDate } from '@/engine/civil-date';
import { Breadcrumbs } from '@/app/_components/Breadcrumbs';
import { PendingLink } from '@/app/_components/controls/Pending';
import { FestivalMonthPrintSheet } from '@/app/_components/print/FestivalMonthPrintSheet';
import { PrintButton } from '@/app/_components/print/PrintButton';
import { PrinterIcon } from '@/app/_components/site/icons';
import { FestivalChoice, FestivalDetail } from '@/app/_components/festivals/FestivalDetailView';
import { FestivalMonth } from '@/app/_components/festivals/FestivalMonth';
import { GrahanDetail, GrahanList } from '@/app/_components/festivals/GrahanViews';
import { ObservanceList } from '@/app/_components/festivals/ObservanceList';
import { PitruPakshaTable } from '@/app/_components/festivals/PitruPakshaTable';
import { Subscribe } from '@/app/_components/festivals/Subscribe';
import { YearNav } from '@/app/_components/festivals/YearNav';
import { cardFrame, yearCardFrame } from '@/app/_components/tool-page/tool-page';
import { ToolLayout } from '@/app/_components/tool-page/ToolLayout';
import { canonicalPath } from '@/app/_components/tool-page/meta';
import { loadFestivalDetail } from '@/app/_loaders/festival-detail';
import { loadFestivalMonth, loadObservanceList, type FestivalMonthPage, type ObservanceListPage } from '@/app/_loaders/festivals';
import type { PageSelection } from '@/app/_loaders/selection';
import { loadEclipse, loadGrahan, loadPitruPaksha } from '@/app/_loaders/year-pages';
import { formatDate } from '@/lib/format/date';
import { namesFor } from '@/lib/names/names';
import { cityDisplayName, cityPlaceLine } from '@/lib/selection/params';
import type { Crumb } from '@/lib/seo/breadcrumbs';
import { pageMetadata } from '@/lib/seo/page';
import {
  eclipseCard,
  festivalChoiceCard,
  festivalDetailCard,
  festivalMonthCard,
  grahanCard,
  observanceListCard,
  pitruPakshaCard,
} from '@/lib/share-card/cards';
import { linkTo, pagePath, type ListType } from '@/lib/urls';
import { eclipseHref } from '@/lib/view/eclipses';
import { definePage } from './def';

const place = (sel: PageSelection) => cityPlaceLine(sel.city, sel.locale);

// ---------------------------------------------------------------------------
// The month calendar: /festivals[/{city}] (this month) and /festivals/{year}/{month}/{city}[/{type}].

/** The month's card names its 1st: one card for every day of the month. */
const monthFrame = (sel: PageSelection) => ({ ...cardFrame('festivals', sel), date: `${sel.date.slice(0, 8)}01` });

function festivalMonthPage(monthRoute: boolean) {
  const monthLabel = (sel: PageSelection, m: FestivalMonthPage) => formatDate(isoDate(m.year, m.month, 1), sel.locale, 'monthYear');
  return definePage<FestivalMonthPage>({
    load: loadFestivalMonth,
    async metadata(sel, m) {
      const t = await getTranslations({ locale: sel.locale, namespace: 'festivalsPage' });
      // The canonical leaves the type filter out: the month's page with every type.
      const path = monthRoute ? pagePath('festivalMonth', { month: sel.date.slice(0, 7), city: sel.city.slug }) : canonicalPath(sel);
      if (!monthRoute) return pageMetadata({ locale: sel.locale, path, namespace: 'festivalsPage' });
      const values = { month: monthLabel(sel, m), city: cityDisplayName(sel.city, sel.locale) };
      return pageMetadata({ locale: sel.locale, path, title: t('meta.monthTitle', values), description: t('meta.monthDescription', values) });
    },
    async Page({ sel, vm: m }) {
      const t = await getTranslations({ locale: sel.locale, namespace: 'festivalsPage' });
      const city = cityDisplayName(sel.city, sel.locale);
      const filterLabel = m.filter === 'all' ? undefined : t(`filters.${m.filter}`);
      const monthPath = pagePath('festivalMonth', { month: sel.date.slice(0, 7), city: sel.city.slug });
      return (
        <ToolLayout
          tool="festivals"
          sel={sel}
          title={monthRoute ? t('monthHeading', { month: m.view.title, city }) : t('heading', { city })}
          subtitle={cityPlaceLine(sel.city, sel.locale)}
          intro={t('intro')}
          crumb={monthRoute ? { label: m.view.title, path: monthPath } : undefined}
        >
          <PrintBar sel={sel} printsMonth sheet="vrats" year={m.year} />
          <FestivalMonth vm={m.view} sel={sel} />
          <FestivalMonthPrintSheet vm={m.view} sel={sel} />
          <Subscribe locale={sel.locale} city={sel.city} types={m.filter === 'all' ? [] : [m.filter]} what={filterLabel} />
        </ToolLayout>
      );
    },
    card: (sel, m) => festivalMonthCard(m.view, monthFrame(sel)),
  });
}

export const festivals = festivalMonthPage(false);
export const festivalMonth = festivalMonthPage(true);

/**
 * Print (#30): the festival month prints its own sheet (`printsMonth`: the
 * Print button), and a list links the year's print sheet (`sheet`) at the
 * page's city and conventions.
 */
async function PrintBar({ sel, printsMonth = false, sheet, year }: { sel: PageSelection; printsMonth?: boolean; sheet: 'ekadashi' | 'vrats'; year: number }) {
  const t = await getTranslations({ locale: sel.locale, namespace: 'printSheets' });
  const href = linkTo(sheet === 'ekadashi' ? 'printEkadashi' : 'printVrats', { city: sel.cityFromUrl ? sel.city.slug : null, date: `${year}-01-01`, conv: sel.conventionsFromUrl });
  return (
    <div className="flex flex-wrap items-center gap-3 print:hidden" data-testid="print-bar">
      {printsMonth && <PrintButton label={t('button')} hint={t('monthHint')} />}
      <PendingLink kind="panchang" href={href} className="inline-flex items-center gap-1.5 text-sm text-maroon underline-offset-2 hover:underline" data-testid="print-sheet-link">
        <PrinterIcon />
        {t(`${sheet}.link`)}
      </PendingLink>
    </div>
  );
}

// ---------------------------------------------------------------------------
// The year lists: /festivals/{type}[/{year}][/{city}].

function observanceListPage(type: ListType) {
  return definePage<ObservanceListPage>({
    load: (sel) => loadObservanceList(type, sel),
    async metadata(sel, l) {
      const t = await getTranslations({ locale: sel.locale, namespace: `festivalLists.${type}` });
      const values = { year: l.year, city: cityDisplayName(sel.city, sel.locale) };
      return pageMetadata({ locale: sel.locale, path: canonicalPath(sel), title: t('meta.title', values), description: t('meta.description', values) });
    },
    async Page({ sel, vm: l }) {
      const t = await getTranslations({ locale: sel.locale, namespace: 'festivalLists' });
      const filters = await getTranslations({ locale: sel.locale, namespace: 'festivalsPage.filters' });
      return (
        <ToolLayout
          tool={type}
          sel={sel}
          title={t(`${type}.heading`, { count: l.view.count, year: l.view.year })}
          subtitle={t('subtitle', { year: l.view.year, place: cityPlaceLine(sel.city, sel.locale) })}
          intro={t(`${type}.intro`, { tradition: sel.conventions.ekadashi })}
          cityOnly
        >
          {type === 'ekadashi' && <PrintBar sel={sel} sheet="ekadashi" year={l.year} />}
          <ObservanceList vm={l.view} sel={sel} />
          <Subscribe locale={sel.locale} city={sel.city} types={[type]} what={filters(type)} />
        </ToolLayout>
      );
    },
    card: (sel, l) => observanceListCard(l.view, yearCardFrame(type, sel, l.year)),
  });
}

export const ekadashi = observanceListPage('ekadashi');
export const purnima = observanceListPage('purnima');
export const amavasya = observanceListPage('amavasya');
export const pradosh = observanceListPage('pradosh');
export const sankranti = observanceListPage('sankranti');

// ---------------------------------------------------------------------------
// A festival's page: /festivals/{type}/{slug}-{year}[/{city}].

/** Types with a list page of their own; the others are listed on /festivals. */
const LISTED = new Set<string>(['ekadashi', 'purnima', 'amavasya', 'pradosh', 'sankranti']);

export const festivalDetail = definePage({
  load: loadFestivalDetail,
  async metadata(sel, d) {
    const t = await getTranslations({ locale: sel.locale, namespace: 'festivalDetail.meta' });
    const city = cityDisplayName(sel.city, sel.locale);
    if (d.kind === 'choice') {
      const names = d.view.names.join(' / ');
      return pageMetadata({
        locale: sel.locale,
        path: canonicalPath(sel),
        title: t('choiceTitle', { names, year: d.view.year }),
        description: t('choiceDescription', { names, year: d.view.year, city }),
        noIndex: true,
      });
    }
    const v = d.view;
    return pageMetadata({
      locale: sel.locale,
      path: canonicalPath(sel),
      title: t('title', { name: v.name, year: v.year, city }),
      description: v.datesLine ? t('description', { name: v.name, year: v.year, city, dates: v.datesLine }) : t('descriptionNone', { name: v.name, year: v.year, city }),
      // A year without the event says so; it is not a page to find in search.
      noIndex: v.occurrences.length === 0,
    });
  },
  async Page({ sel, vm: d }) {
    const type = sel.route.params.festivalType ?? 'festival';
    const nav = await getTranslations({ locale: sel.locale, namespace: 'nav.groups' });
    const trail: Crumb[] = [{ label: nav('festivals'), path: pagePath('festivals') }];
    if (LISTED.has(type)) trail.push({ label: namesFor(sel.locale).festivalType(type), path: pagePath(type as ListType) });
    if (d.kind === 'choice') {
      const t = await getTranslations({ locale: sel.locale, namespace: 'festivalDetail' });
      trail.push({ label: t('choice.heading', { year: d.view.year }), path: canonicalPath(sel) });
      return (
        <>
          <Breadcrumbs locale={sel.locale} trail={trail} />
          <FestivalChoice page={d} />
        </>
      );
    }
    trail.push({ label: `${d.view.name} ${d.view.year}`, path: d.view.path });
    return (
      <>
        <Breadcrumbs locale={sel.locale} trail={trail} />
        <FestivalDetail page={d} />
      </>
    );
  },
  card: (sel, d) => (d.kind === 'detail' ? festivalDetailCard(d.view, sel.locale) : festivalChoiceCard(d.view, sel.locale, cityDisplayName(sel.city, sel.locale))),
});

// ---------------------------------------------------------------------------
// Eclipses: /festivals/grahan[/{year}][/{city}] and /festivals/grahan/{year}/{id}[/{city}].

const yearFrame = (sel: PageSelection, year: number) => ({ locale: sel.locale, city: cityDisplayName(sel.city, sel.locale), year });
const citySlugOf = (sel: PageSelection) => (sel.cityFromUrl ? sel.city.slug : null);

/** A year page's metadata: `meta.title` / `meta.description` with the year, `meta.cityTitle` / `meta.cityDescription` at a city the path names. */
async function yearPageMetadata(sel: PageSelection, namespace: string, year: number) {
  const t = await getTranslations({ locale: sel.locale, namespace });
  const city = cityDisplayName(sel.city, sel.locale);
  return pageMetadata({
    locale: sel.locale,
    path: canonicalPath(sel),
    title: sel.cityFromUrl ? t('meta.cityTitle', { year, city }) : t('meta.title', { year }),
    description: sel.cityFromUrl ? t('meta.cityDescription', { year, city }) : t('meta.description', { year }),
  });
}

export const grahan = definePage({
  load: loadGrahan,
  metadata: (sel, g) => yearPageMetadata(sel, 'grahanPage', g.year),
  async Page({ sel, vm: g }) {
    const t = await getTranslations({ locale: sel.locale, namespace: 'grahanPage' });
    const city = cityDisplayName(sel.city, sel.locale);
    return (
      <ToolLayout tool="grahan" sel={sel} cityOnly title={t('heading', { year: g.year, city })} subtitle={place(sel)} intro={t('intro')}>
        <YearNav locale={sel.locale} page="grahan" city={citySlugOf(sel)} conv={sel.conventionsFromUrl} year={g.year} min={ECLIPSE_MIN_YEAR} max={ECLIPSE_MAX_YEAR} />
        <GrahanList eclipses={g.eclipses} city={city} locale={sel.locale} />
      </ToolLayout>
    );
  },
  card: (sel, g) => grahanCard(g.eclipses, yearFrame(sel, g.year)),
});

export const eclipse = definePage({
  load: loadEclipse,
  async metadata(sel, { year, eclipse: e }) {
    const t = await getTranslations({ locale: sel.locale, namespace: 'grahanPage' });
    const values = { kind: e.kindName, type: e.typeName, date: e.dateLabel, city: cityDisplayName(sel.city, sel.locale) };
    return pageMetadata({ locale: sel.locale, path: eclipseHref(year, e.id, citySlugOf(sel)), title: t('detailMeta.title', values), description: t('detailMeta.description', values) });
  },
  async Page({ sel, vm: { year, eclipse: e } }) {
    const t = await getTranslations({ locale: sel.locale, namespace: 'grahanPage' });
    const city = cityDisplayName(sel.city, sel.locale);
    return (
      <ToolLayout tool="grahan" sel={sel} cityOnly title={t('detailHeading', { kind: e.kindName, type: e.typeName, date: e.dateLabel })}
        subtitle={place(sel)}
        intro={t('intro')}
        crumb={{ label: t('crumb', { kind: e.kindName, date: e.dateLabel }), path: eclipseHref(year, e.id, citySlugOf(sel)) }}
      >
        <GrahanDetail e={e} city={city} year={year} listHref={linkTo('grahan', { city: citySlugOf(sel), date: `${year}-01-01`, conv: sel.conventionsFromUrl })} locale={sel.locale} />
      </ToolLayout>
    );
  },
  card: (sel, { year, eclipse: e }) => eclipseCard(e, yearFrame(sel, year)),
});

// ---------------------------------------------------------------------------
// Pitru Paksha: /festivals/pitru-paksha[/{year}][/{city}].

export const pitruPaksha = definePage({
  load: loadPitruPaksha,
  metadata: (sel, p) => yearPageMetadata(sel, 'pitruPakshaPage', p.year),
  async Page({ sel, vm: p }) {
    const t = await getTranslations({ locale: sel.locale, namespace: 'pitruPakshaPage' });
    const city = cityDisplayName(sel.city, sel.locale);
    return (
      <ToolLayout tool="pitruPaksha" sel={sel} cityOnly title={t('heading', { year: p.year, city })} subtitle={place(sel)} intro={t('intro')}>
        <YearNav locale={sel.locale} page="pitruPaksha" city={citySlugOf(sel)} conv={sel.conventionsFromUrl} year={p.year} min={PITRU_PAKSHA_MIN_YEAR} max={PITRU_PAKSHA_MAX_YEAR} />
        <PitruPakshaTable vm={p.view} locale={sel.locale} />
      </ToolLayout>
    );
  },
  card: (sel, p) => pitruPakshaCard(p.view, yearFrame(sel, p.year)),
});
