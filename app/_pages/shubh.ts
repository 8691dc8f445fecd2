/**
 * The Shubh Muhurat pages (lib/urls names their paths): the hub of the kinds
 * at a city (/muhurat/shubh[/{city}[/{date}]]), a kind's year
 * (/muhurat/shubh/{kind}[/{year}][/{city}]) and one date judged for a kind
 * (/muhurat/shubh/{kind}/{date}[/{city}]); each its loader, metadata
 * and share card (their pages: views/shubh.tsx). The year and the date are pages below the hub's tool: its
 * breadcrumbs, info and related tools, their own pickers (ToolLayout `page`).
 */
import { getTranslations } from 'next-intl/server';
import { canonicalPath } from '@/app/_components/tool-page/meta';
import type { PageSelection } from '@/app/_loaders/selection';
import { loadShubhDetail, loadShubhHub, loadShubhYear } from '@/app/_loaders/shubh';
import { cityDisplayName } from '@/lib/selection/params';
import { pageMetadata } from '@/lib/seo/page';
import { shubhDetailCard, shubhHubCard, shubhYearCard } from '@/lib/share-card/cards';
import { definePage } from './def';
import { toolPage } from './tool-def';

type Translate = (key: string, values?: Record<string, string | number>) => string;

export const pageT = async (sel: PageSelection) => (await getTranslations({ locale: sel.locale, namespace: 'shubhPage' })) as unknown as Translate;

/** Values of the year and date pages' titles: the city is named only where the path names it. */
export const cityOf = (sel: PageSelection) => cityDisplayName(sel.city, sel.locale);

// ---------------------------------------------------------------------------
// The hub: /muhurat/shubh[/{city}[/{date}]].

export const shubhMuhurat = toolPage({
  tool: 'shubhMuhurat',
  namespace: 'shubhPage',
  load: loadShubhHub,
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
  card: (sel, { view }) => shubhDetailCard(view, { locale: sel.locale, city: cityOf(sel) }),
});

