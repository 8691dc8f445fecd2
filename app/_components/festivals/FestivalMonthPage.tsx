import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { isoDate } from '@/engine/civil-date';
import { loadFestivalMonth, type FestivalMonthSelection } from '@/app/_loaders/festivals';
import { formatDate } from '@/lib/format/date';
import { festivalMonthPath } from '@/lib/festivals/routes';
import { cityDisplayName, cityPlaceLine } from '@/lib/selection/params';
import { pageMetadata } from '@/lib/seo/page';
import { toolCardImage } from '@/lib/share-card/images';
import { ToolLayout } from '../tool-page/ToolLayout';
import { FestivalMonth } from './FestivalMonth';
import { Subscribe } from './Subscribe';

/** The month a festival page shows, as its path names it (the canonical of a month page). */
const monthPath = (m: FestivalMonthSelection) => festivalMonthPath(m.sel.date, m.sel.city.slug);
const monthLabel = (m: FestivalMonthSelection) => formatDate(isoDate(m.year, m.month, 1), m.sel.locale, 'monthYear');

/**
 * Metadata of `/festivals` (the hub's title, its own canonical) and of a
 * month page (the month and city in title and description, the month path
 * as canonical, the type filter left out).
 */
export async function festivalMonthMetadata(m: FestivalMonthSelection, monthRoute: boolean): Promise<Metadata> {
  const t = await getTranslations({ locale: m.sel.locale, namespace: 'festivalsPage' });
  const city = cityDisplayName(m.sel.city, m.sel.locale);
  // The card of the month and city the page shows, with its type filter (the canonical leaves the filter out).
  const image = toolCardImage({ locale: m.sel.locale, tool: 'festivals', citySlug: m.sel.city.slug, cityName: city, date: m.sel.date, query: m.sel.query });
  if (!monthRoute) return pageMetadata({ locale: m.sel.locale, path: '/festivals', namespace: 'festivalsPage', image });
  const values = { month: monthLabel(m), city };
  return pageMetadata({ locale: m.sel.locale, path: monthPath(m), title: t('meta.monthTitle', values), description: t('meta.monthDescription', values), image });
}

/** `/festivals` and `/festivals/{year}/{month}/{city}`: the month calendar with its pickers and the Subscribe control. */
export async function FestivalMonthPage({ m, monthRoute }: { m: FestivalMonthSelection; monthRoute: boolean }) {
  const t = await getTranslations({ locale: m.sel.locale, namespace: 'festivalsPage' });
  const vm = await loadFestivalMonth(m);
  const city = cityDisplayName(m.sel.city, m.sel.locale);
  const filterLabel = m.filter === 'all' ? undefined : t(`filters.${m.filter}`);
  return (
    <ToolLayout
      tool="festivals"
      sel={m.sel}
      title={monthRoute ? t('monthHeading', { month: vm.title, city }) : t('heading', { city })}
      subtitle={cityPlaceLine(m.sel.city, m.sel.locale)}
      intro={t('intro')}
      extra={{ type: m.filter === 'all' ? undefined : m.filter }}
      crumb={monthRoute ? { label: vm.title, path: monthPath(m) } : undefined}
    >
      <FestivalMonth vm={vm} sel={m.sel} />
      <Subscribe locale={m.sel.locale} city={m.sel.city} types={m.filter === 'all' ? [] : [m.filter]} what={filterLabel} />
    </ToolLayout>
  );
}
