/**
 * The festival section's pages (`/festivals/...`, app/_pages/festivals.ts): the
 * month calendar, the year lists of one kind of observance, a festival's page,
 * the year's eclipses and one eclipse, and Pitru Paksha.
 */
import { getTranslations } from 'next-intl/server';
import { ECLIPSE_MAX_YEAR, ECLIPSE_MIN_YEAR, PITRU_PAKSHA_MAX_YEAR, PITRU_PAKSHA_MIN_YEAR } from '@/engine';
import { Breadcrumbs } from '@/app/_components/Breadcrumbs';
import { PendingLink } from '@/app/_components/controls/Pending';
import { FestivalChoice, FestivalDetail } from '@/app/_components/festivals/FestivalDetailView';
import { FestivalMonth } from '@/app/_components/festivals/FestivalMonth';
import { GrahanDetail, GrahanList } from '@/app/_components/festivals/GrahanViews';
import { ObservanceList } from '@/app/_components/festivals/ObservanceList';
import { PitruPakshaTable } from '@/app/_components/festivals/PitruPakshaTable';
import { Subscribe } from '@/app/_components/festivals/Subscribe';
import { YearNav } from '@/app/_components/festivals/YearNav';
import { FestivalMonthPrintSheet } from '@/app/_components/print/FestivalMonthPrintSheet';
import { PrintButton } from '@/app/_components/print/PrintButton';
import { PrinterIcon } from '@/app/_components/site/icons';
import { canonicalPath } from '@/app/_components/tool-page/meta';
import { ToolLayout } from '@/app/_components/tool-page/ToolLayout';
import type { FestivalMonthPage, ObservanceListPage } from '@/app/_loaders/festivals';
import type { PageSelection } from '@/app/_loaders/selection';
import { namesFor } from '@/lib/names/names';
import { cityDisplayName, cityPlaceLine } from '@/lib/selection/params';
import type { Crumb } from '@/lib/seo/breadcrumbs';
import { linkTo, pagePath, type ListType } from '@/lib/urls';
import { eclipseHref } from '@/lib/view/eclipses';
import { citySlugOf } from '../festivals';
import type { SectionViews } from '../registry';

const place = (sel: PageSelection) => cityPlaceLine(sel.city, sel.locale);

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

/** The month calendar: /festivals[/{city}] (this month) and /festivals/{year}/{month}/{city}[/{type}]. */
function festivalMonthView(monthRoute: boolean) {
  return async function FestivalMonthPage({ sel, vm: m }: { sel: PageSelection; vm: FestivalMonthPage }) {
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
  };
}

/** A year list: /festivals/{type}[/{year}][/{city}]. */
function observanceListView(type: ListType) {
  return async function ObservanceListPage({ sel, vm: l }: { sel: PageSelection; vm: ObservanceListPage }) {
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
  };
}

/** Types with a list page of their own; the others are listed on /festivals. */
const LISTED = new Set<string>(['ekadashi', 'purnima', 'amavasya', 'pradosh', 'sankranti']);

export const VIEWS: SectionViews = {
  festivals: festivalMonthView(false),
  festivalMonth: festivalMonthView(true),
  ekadashi: observanceListView('ekadashi'),
  purnima: observanceListView('purnima'),
  amavasya: observanceListView('amavasya'),
  pradosh: observanceListView('pradosh'),
  sankranti: observanceListView('sankranti'),
  async festivalDetail({ sel, vm: d }) {
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
  async grahan({ sel, vm: g }) {
    const t = await getTranslations({ locale: sel.locale, namespace: 'grahanPage' });
    const city = cityDisplayName(sel.city, sel.locale);
    return (
      <ToolLayout tool="grahan" sel={sel} cityOnly title={t('heading', { year: g.year, city })} subtitle={place(sel)} intro={t('intro')}>
        <YearNav locale={sel.locale} page="grahan" city={citySlugOf(sel)} conv={sel.conventionsFromUrl} year={g.year} min={ECLIPSE_MIN_YEAR} max={ECLIPSE_MAX_YEAR} />
        <GrahanList eclipses={g.eclipses} city={city} locale={sel.locale} />
      </ToolLayout>
    );
  },
  async eclipse({ sel, vm: { year, eclipse: e } }) {
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
  async pitruPaksha({ sel, vm: p }) {
    const t = await getTranslations({ locale: sel.locale, namespace: 'pitruPakshaPage' });
    const city = cityDisplayName(sel.city, sel.locale);
    return (
      <ToolLayout tool="pitruPaksha" sel={sel} cityOnly title={t('heading', { year: p.year, city })} subtitle={place(sel)} intro={t('intro')}>
        <YearNav locale={sel.locale} page="pitruPaksha" city={citySlugOf(sel)} conv={sel.conventionsFromUrl} year={p.year} min={PITRU_PAKSHA_MIN_YEAR} max={PITRU_PAKSHA_MAX_YEAR} />
        <PitruPakshaTable vm={p.view} locale={sel.locale} />
      </ToolLayout>
    );
  },
};
