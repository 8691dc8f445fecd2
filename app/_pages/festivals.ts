/**
 * The festival section's pages (lib/urls names their paths): the month
 * calendar (this month, or a month at a city), the year lists of one kind of
 * observance, a festival's page, the year's eclipses and one eclipse, and
 * Pitru Paksha; each its loader, metadata and share card (their pages:
 * views/festivals.tsx).
 */
import { getTranslations } from 'next-intl/server';
import { isoDate } from '@/engine/civil-date';
import { canonicalPath } from '@/app/_components/tool-page/meta';
import { loadFestivalDetail } from '@/app/_loaders/festival-detail';
import { loadFestivalMonth, loadObservanceList, type FestivalMonthPage, type ObservanceListPage } from '@/app/_loaders/festivals';
import type { PageSelection } from '@/app/_loaders/selection';
import { loadEclipse, loadGrahan, loadPitruPaksha } from '@/app/_loaders/year-pages';
import { formatDate } from '@/lib/format/date';
import { cityDisplayName } from '@/lib/selection/params';
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
import { pagePath, type ListType } from '@/lib/urls';
import { eclipseHref } from '@/lib/view/eclipses';
import { definePage } from './def';
import { cardFrame, yearCardFrame } from './tool-def';

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
    card: (sel, m) => festivalMonthCard(m.view, monthFrame(sel)),
  });
}

export const festivals = festivalMonthPage(false);
export const festivalMonth = festivalMonthPage(true);

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
  card: (sel, d) => (d.kind === 'detail' ? festivalDetailCard(d.view, sel.locale) : festivalChoiceCard(d.view, sel.locale, cityDisplayName(sel.city, sel.locale))),
});

// ---------------------------------------------------------------------------
// Eclipses: /festivals/grahan[/{year}][/{city}] and /festivals/grahan/{year}/{id}[/{city}].

const yearFrame = (sel: PageSelection, year: number) => ({ locale: sel.locale, city: cityDisplayName(sel.city, sel.locale), year });
export const citySlugOf = (sel: PageSelection) => (sel.cityFromUrl ? sel.city.slug : null);

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
  card: (sel, g) => grahanCard(g.eclipses, yearFrame(sel, g.year)),
});

export const eclipse = definePage({
  load: loadEclipse,
  async metadata(sel, { year, eclipse: e }) {
    const t = await getTranslations({ locale: sel.locale, namespace: 'grahanPage' });
    const values = { kind: e.kindName, type: e.typeName, date: e.dateLabel, city: cityDisplayName(sel.city, sel.locale) };
    return pageMetadata({ locale: sel.locale, path: eclipseHref(year, e.id, citySlugOf(sel)), title: t('detailMeta.title', values), description: t('detailMeta.description', values) });
  },
  card: (sel, { year, eclipse: e }) => eclipseCard(e, yearFrame(sel, year)),
});

// ---------------------------------------------------------------------------
// Pitru Paksha: /festivals/pitru-paksha[/{year}][/{city}].

export const pitruPaksha = definePage({
  load: loadPitruPaksha,
  metadata: (sel, p) => yearPageMetadata(sel, 'pitruPakshaPage', p.year),
  card: (sel, p) => pitruPakshaCard(p.view, yearFrame(sel, p.year)),
});
