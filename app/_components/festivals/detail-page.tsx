/**
 * The one factory of the festival detail pages: each type folder's
 * `[slug]/page.tsx` is `festivalDetailPage('ekadashi')` (static folder names,
 * one loader, one view). Metadata and page read the same loaded view model.
 *
 *   const page = festivalDetailPage('ekadashi');
 *   export const generateMetadata = page.generateMetadata;
 *   export default page.Page;
 */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { FestivalType } from '@/engine';
import { loadFestivalDetail, type FestivalDetailProps } from '@/app/_loaders/festival-detail';
import { FESTIVALS_PATH } from '@/lib/festivals/pages';
import { namesFor } from '@/lib/names/names';
import { cityDisplayName } from '@/lib/selection/params';
import type { Crumb } from '@/lib/seo/breadcrumbs';
import { pageMetadata } from '@/lib/seo/page';
import { Breadcrumbs } from '../Breadcrumbs';
import { FestivalChoice, FestivalDetail } from './FestivalDetailView';

/** Types with a list page of their own (festivals/<type>/page.tsx); the others are listed on /festivals. */
const LIST_TYPES: ReadonlySet<FestivalType> = new Set(['ekadashi', 'purnima', 'amavasya', 'pradosh', 'sankranti']);

const withCity = (path: string, slug: string | null) => (slug ? `${path}?city=${slug}` : path);

export function festivalDetailPage(type: FestivalType) {
  async function generateMetadata(props: FestivalDetailProps): Promise<Metadata> {
    const d = await loadFestivalDetail(type, props);
    const t = await getTranslations({ locale: d.locale, namespace: 'festivalDetail.meta' });
    const city = cityDisplayName(d.city, d.locale);
    const cityQuery = d.cityFromUrl ? d.city.slug : null;
    if (d.kind === 'choice') {
      const names = d.view.names.join(' / ');
      return pageMetadata({
        locale: d.locale,
        path: withCity(`${FESTIVALS_PATH}/${type}/${(await props.params).slug}`, cityQuery),
        title: t('choiceTitle', { names, year: d.view.year }),
        description: t('choiceDescription', { names, year: d.view.year, city }),
        noIndex: true,
      });
    }
    const v = d.view;
    return pageMetadata({
      locale: d.locale,
      path: withCity(v.path, cityQuery),
      title: t('title', { name: v.name, year: v.year, city }),
      description: v.datesLine ? t('description', { name: v.name, year: v.year, city, dates: v.datesLine }) : t('descriptionNone', { name: v.name, year: v.year, city }),
      // A year without the event says so; it is not a page to find in search.
      noIndex: v.occurrences.length === 0,
    });
  }

  async function Page(props: FestivalDetailProps) {
    const d = await loadFestivalDetail(type, props);
    const nav = await getTranslations({ locale: d.locale, namespace: 'nav.groups' });
    const trail: Crumb[] = [{ label: nav('festivals'), path: FESTIVALS_PATH }];
    if (LIST_TYPES.has(type)) trail.push({ label: namesFor(d.locale).festivalType(type), path: `${FESTIVALS_PATH}/${type}` });
    if (d.kind === 'choice') {
      const t = await getTranslations({ locale: d.locale, namespace: 'festivalDetail' });
      trail.push({ label: t('choice.heading', { year: d.view.year }), path: `${FESTIVALS_PATH}/${type}/${(await props.params).slug}` });
      return (
        <>
          <Breadcrumbs locale={d.locale} trail={trail} />
          <FestivalChoice page={d} />
        </>
      );
    }
    trail.push({ label: `${d.view.name} ${d.view.year}`, path: d.view.path });
    return (
      <>
        <Breadcrumbs locale={d.locale} trail={trail} />
        <FestivalDetail page={d} />
      </>
    );
  }

  return { generateMetadata, Page };
}
