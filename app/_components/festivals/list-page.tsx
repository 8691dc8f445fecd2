/**
 * The factory of the year lists (`/festivals/ekadashi`, `/purnima`,
 * `/amavasya`, `/pradosh`, `/sankranti`): each page.tsx is one call.
 *
 *   const page = observanceListPage('ekadashi');
 *   export const generateMetadata = page.generateMetadata;
 *   export default page.Page;
 */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { loadListSelection, loadObservanceList, type FestivalsPageProps } from '@/app/_loaders/festivals';
import { listPath, type ListType } from '@/lib/festivals/routes';
import { cityDisplayName, cityPlaceLine } from '@/lib/selection/params';
import { pageMetadata } from '@/lib/seo/page';
import { listCardDate, toolCardImage } from '@/lib/share-card/images';
import { ToolLayout } from '../tool-page/ToolLayout';
import { ObservanceList } from './ObservanceList';
import { Subscribe } from './Subscribe';

export function observanceListPage(type: ListType) {
  async function generateMetadata(props: FestivalsPageProps): Promise<Metadata> {
    const l = await loadListSelection(props);
    const t = await getTranslations({ locale: l.sel.locale, namespace: `festivalLists.${type}` });
    const values = { year: l.year, city: cityDisplayName(l.sel.city, l.sel.locale) };
    // The card of the year and city the page shows, with the dates still to come in the current year.
    const image = toolCardImage({ locale: l.sel.locale, tool: type, citySlug: l.sel.city.slug, cityName: values.city, date: listCardDate(l.year, l.sel.today), query: l.sel.query });
    return pageMetadata({ locale: l.sel.locale, path: listPath(type), title: t('meta.title', values), description: t('meta.description', values), image });
  }

  async function Page(props: FestivalsPageProps) {
    const l = await loadListSelection(props);
    const vm = await loadObservanceList(type, l);
    const t = await getTranslations({ locale: l.sel.locale, namespace: 'festivalLists' });
    const filters = await getTranslations({ locale: l.sel.locale, namespace: 'festivalsPage.filters' });
    return (
      <ToolLayout
        tool={type}
        sel={l.sel}
        title={t(`${type}.heading`, { count: vm.count, year: vm.year })}
        subtitle={t('subtitle', { year: vm.year, place: cityPlaceLine(l.sel.city, l.sel.locale) })}
        intro={t(`${type}.intro`, { tradition: l.sel.conventions.ekadashi })}
        extra={{ year: l.yearFromUrl ? String(l.year) : undefined }}
        cityOnly
      >
        <ObservanceList vm={vm} l={l} />
        <Subscribe locale={l.sel.locale} city={l.sel.city} types={[type]} what={filters(type)} />
      </ToolLayout>
    );
  }

  return { generateMetadata, Page };
}
