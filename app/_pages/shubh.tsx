/**
 * The Shubh Muhurat pages (lib/urls names their paths): the hub of the kinds
 * at a city (/muhurat/shubh[/{city}[/{date}]]), a kind's year
 * (/muhurat/shubh/{kind}[/{year}][/{city}]) and one date judged for a kind
 * (/muhurat/shubh/{kind}/{date}[/{city}]); each its loader, view, metadata
 * and share card. The year and the date are pages below the hub's tool: its
 * breadcrumbs, info and related tools, their own pickers (ToolLayout `page`).
 */
import { getTranslations } from 'next-intl/server';
import { MAX_YEAR, MIN_YEAR } from '@/engine';
import { YearNav } from '@/app/_components/festivals/YearNav';
import { ShubhDetail, ShubhFeed, ShubhHub, ShubhYearList, shubhDateHref, shubhYearHref } from '@/app/_components/shubh/ShubhViews';
import { toolPage } from '@/app/_components/tool-page/tool-page';
import { ToolLayout } from '@/app/_components/tool-page/ToolLayout';
import { canonicalPath } from '@/app/_components/tool-page/meta';
import type { PageSelection } from '@/app/_loaders/selection';
import { loadShubhDetail, loadShubhHub, loadShubhYear } from '@/app/_loaders/shubh';
import { cityDisplayName, cityPlaceLine } from '@/lib/selection/params';
import { pageMetadata } from '@/lib/seo/page';
import { shubhDetailCard, shubhHubCard, shubhYearCard } from '@/lib/share-card/cards';
import { definePage } from './def';

type Translate = (key: string, values?: Record<string, string | number>) => string;

const pageT = async (sel: PageSelection) => (await getTranslations({ locale: sel.locale, namespace: 'shubhPage' })) as unknown as Translate;

/** Values of the year and date pages' titles: the city is named only where the path names it. */
const cityOf = (sel: PageSelection) => cityDisplayName(sel.city, sel.locale);

// ---------------------------------------------------------------------------
// The hub: /muhurat/shubh[/{city}[/{date}]].

export const shubhMuhurat = toolPage({
  tool: 'shubhMuhurat',
  namespace: 'shubhPage',
  cityInHeading: true,
  load: loadShubhHub,
  intro: (t, sel) => t('intro', { year: Number(sel.date.slice(0, 4)) }),
  View: ({ vm, sel }) => <ShubhHub vm={vm.view} sel={sel} />,
  card: (vm, f) => shubhHubCard(vm.view, f),
});

// ---------------------------------------------------------------------------
// A kind's year: /muhurat/shubh/{kind}[/{year}][/{city}].

export const shubhYear = definePage({
  load: loadShubhYear,
  async metadata(sel, { view }) {
    const t = await pageT(sel);
    const values = { kind: view.name, year: view.year, city: cityOf(sel), count: view.count };
    return pageMetadata({
      locale: sel.locale,
      path: canonicalPath(sel),
      title: sel.cityFromUrl ? t('yearMeta.cityTitle', values) : t('yearMeta.title', values),
      description: sel.cityFromUrl ? t('yearMeta.cityDescription', values) : t('yearMeta.description', values),
    });
  },
  async Page({ sel, vm: { view, article } }) {
    const t = await pageT(sel);
    const city = sel.cityFromUrl ? sel.city.slug : null;
    return (
      <ToolLayout
        tool="shubhMuhurat"
        page="shubhYear"
        sel={sel}
        cityOnly
        title={t('yearHeading', { kind: view.name, year: view.year, city: cityOf(sel) })}
        subtitle={t('yearSubtitle', { count: view.count, year: view.year, place: cityPlaceLine(sel.city, sel.locale) })}
        intro={view.description}
        crumb={{ label: t('yearCrumb', { kind: view.name, year: view.year }), path: shubhYearHref(sel, view.kind, view.year) }}
      >
        <YearNav locale={sel.locale} page="shubhYear" city={city} conv={sel.conventionsFromUrl} year={view.year} min={MIN_YEAR} max={MAX_YEAR} params={{ shubhKind: view.kind }} />
        <ShubhYearList vm={view} sel={sel} article={article} />
        <ShubhFeed vm={view} sel={sel} />
      </ToolLayout>
    );
  },
  card: (sel, { view }) =>
    shubhYearCard(view, { locale: sel.locale, city: cityOf(sel), year: view.year, date: sel.today.startsWith(`${view.year}-`) ? sel.today : `${view.year}-01-01` }),
});

// ---------------------------------------------------------------------------
// One date: /muhurat/shubh/{kind}/{date}[/{city}].

export const shubhDetail = definePage({
  load: loadShubhDetail,
  async metadata(sel, { view }) {
    const t = await pageT(sel);
    const values = { kind: view.kindName, date: view.dateLabel, city: cityOf(sel), windows: view.windows.join('; ') };
    return pageMetadata({
      locale: sel.locale,
      path: canonicalPath(sel),
      title: t('detailMeta.title', values),
      description: view.listed ? t('detailMeta.description', values) : t('detailMeta.descriptionNone', values),
      // A date without a muhurat is an answer to a visitor's question, not a page to find in search.
      noIndex: !view.listed,
    });
  },
  async Page({ sel, vm: { view, article } }) {
    const t = await pageT(sel);
    const year = Number(view.date.slice(0, 4));
    return (
      <ToolLayout
        tool="shubhMuhurat"
        page="shubhDetail"
        sel={sel}
        cityOnly
        dayNav
        title={t('detailHeading', { kind: view.kindName, date: view.dateLabel })}
        subtitle={cityPlaceLine(sel.city, sel.locale)}
        intro={t('detailIntro', { city: cityOf(sel) })}
        crumb={[
          { label: t('yearCrumb', { kind: view.kindName, year }), path: shubhYearHref(sel, view.kind, year) },
          { label: view.dateLabel, path: shubhDateHref(sel, view.kind, view.date) },
        ]}
      >
        <ShubhDetail vm={view} sel={sel} article={article} />
      </ToolLayout>
    );
  },
  card: (sel, { view }) => shubhDetailCard(view, { locale: sel.locale, city: cityOf(sel) }),
});

