/** /festivals/pitru-paksha[/{city}]?year=: the Shraddha date of each tithi of the year's Pitru Paksha. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PitruPakshaTable } from '@/app/_components/festivals/PitruPakshaTable';
import { YearNav } from '@/app/_components/festivals/YearNav';
import { ToolLayout } from '@/app/_components/tool-page/ToolLayout';
import { loadPitruPaksha, type YearPageProps } from '@/app/_loaders/year-pages';
import { PITRU_PAKSHA_MAX_YEAR, PITRU_PAKSHA_MIN_YEAR } from '@/engine';
import { cityDisplayName, cityPlaceLine } from '@/lib/selection/params';
import { pageMetadata } from '@/lib/seo/page';
import { yearCardAlt } from '@/lib/share-card/cards';
import { yearCardImage } from '@/lib/share-card/images';

const BASE = '/festivals/pitru-paksha';
const pathOf = (city: string | null, year: number | null) => `${BASE}${city ? `/${city}` : ''}${year ? `?year=${year}` : ''}`;

export async function generateMetadata(props: YearPageProps): Promise<Metadata> {
  const { sel, year, yearFromUrl } = await loadPitruPaksha(props);
  const t = await getTranslations({ locale: sel.locale, namespace: 'pitruPakshaPage' });
  const city = cityDisplayName(sel.city, sel.locale);
  return pageMetadata({
    locale: sel.locale,
    path: pathOf(sel.cityFromUrl ? sel.city.slug : null, yearFromUrl ? year : null),
    title: sel.cityFromUrl ? t('meta.cityTitle', { year, city }) : t('meta.title', { year }),
    description: sel.cityFromUrl ? t('meta.cityDescription', { year, city }) : t('meta.description', { year }),
    // The city's card (the default city when the URL names none) for the page's year.
    image: yearCardImage({ locale: sel.locale, tool: 'pitruPaksha', citySlug: sel.city.slug, year }, yearCardAlt('pitruPaksha', { locale: sel.locale, city, year })),
  });
}

export default async function PitruPakshaPage(props: YearPageProps) {
  const { sel, year, yearFromUrl, view } = await loadPitruPaksha(props);
  const t = await getTranslations({ locale: sel.locale, namespace: 'pitruPakshaPage' });
  const city = cityDisplayName(sel.city, sel.locale);
  const place = cityPlaceLine(sel.city, sel.locale);
  return (
    <ToolLayout tool="pitruPaksha" sel={sel} cityOnly extra={{ year: yearFromUrl ? String(year) : undefined }} title={t('heading', { year, city })} subtitle={place} intro={t('intro')}>
      <YearNav locale={sel.locale} path={pathOf(sel.cityFromUrl ? sel.city.slug : null, null)} year={year} min={PITRU_PAKSHA_MIN_YEAR} max={PITRU_PAKSHA_MAX_YEAR} />
      <PitruPakshaTable vm={view} locale={sel.locale} />
    </ToolLayout>
  );
}
