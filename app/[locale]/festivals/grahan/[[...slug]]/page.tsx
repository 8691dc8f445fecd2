/**
 * /festivals/grahan[/{city}]?year=: the solar and lunar eclipses of a year
 * at a city; /festivals/grahan/{year}/{id}[/{city}]: one eclipse.
 */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { GrahanDetail, GrahanList } from '@/app/_components/festivals/GrahanViews';
import { YearNav } from '@/app/_components/festivals/YearNav';
import { ToolLayout } from '@/app/_components/tool-page/ToolLayout';
import { loadGrahan, type YearPageProps } from '@/app/_loaders/year-pages';
import { ECLIPSE_MAX_YEAR, ECLIPSE_MIN_YEAR } from '@/engine';
import { cityDisplayName, cityPlaceLine } from '@/lib/selection/params';
import { pageMetadata } from '@/lib/seo/page';
import { eclipseCardAlt, yearCardAlt } from '@/lib/share-card/cards';
import { yearCardImage } from '@/lib/share-card/images';
import { eclipseHref, grahanHref } from '@/lib/view/eclipses';

export async function generateMetadata(props: YearPageProps): Promise<Metadata> {
  const page = await loadGrahan(props);
  const { sel, year } = page;
  const t = await getTranslations({ locale: sel.locale, namespace: 'grahanPage' });
  const city = cityDisplayName(sel.city, sel.locale);
  const slug = sel.cityFromUrl ? sel.city.slug : null;
  // The card is the city's (the default city when the URL names none) and the year's (this year when it names none).
  const card = { locale: sel.locale, tool: 'grahan' as const, citySlug: sel.city.slug, year };
  const frame = { locale: sel.locale, city, year };
  if (page.kind === 'detail') {
    const e = page.eclipse;
    const values = { kind: e.kindName, type: e.typeName, date: e.dateLabel, city };
    return pageMetadata({
      locale: sel.locale,
      path: eclipseHref(year, e.id, slug),
      title: t('detailMeta.title', values),
      description: t('detailMeta.description', values),
      image: yearCardImage({ ...card, eclipse: e.id }, eclipseCardAlt(e, frame)),
    });
  }
  return pageMetadata({
    locale: sel.locale,
    path: grahanHref(page.yearFromUrl ? year : null, slug),
    title: sel.cityFromUrl ? t('meta.cityTitle', { year, city }) : t('meta.title', { year }),
    description: sel.cityFromUrl ? t('meta.cityDescription', { year, city }) : t('meta.description', { year }),
    image: yearCardImage(card, yearCardAlt('grahan', frame)),
  });
}

export default async function GrahanPage(props: YearPageProps) {
  const page = await loadGrahan(props);
  const { sel, year } = page;
  const t = await getTranslations({ locale: sel.locale, namespace: 'grahanPage' });
  const city = cityDisplayName(sel.city, sel.locale);
  const slug = sel.cityFromUrl ? sel.city.slug : null;
  const place = cityPlaceLine(sel.city, sel.locale);
  if (page.kind === 'detail') {
    const e = page.eclipse;
    return (
      <ToolLayout
        tool="grahan"
        sel={sel}
        cityOnly
        extra={{ year: String(year) }}
        title={t('detailHeading', { kind: e.kindName, type: e.typeName, date: e.dateLabel })}
        subtitle={place}
        intro={t('intro')}
        crumb={{ label: t('crumb', { kind: e.kindName, date: e.dateLabel }), path: eclipseHref(year, e.id, slug) }}
      >
        <GrahanDetail e={e} city={city} year={year} listHref={grahanHref(year, slug)} locale={sel.locale} />
      </ToolLayout>
    );
  }
  return (
    <ToolLayout tool="grahan" sel={sel} cityOnly extra={{ year: page.yearFromUrl ? String(year) : undefined }} title={t('heading', { year, city })} subtitle={place} intro={t('intro')}>
      <YearNav locale={sel.locale} path={grahanHref(null, slug)} year={year} min={ECLIPSE_MIN_YEAR} max={ECLIPSE_MAX_YEAR} />
      <GrahanList eclipses={page.eclipses} city={city} locale={sel.locale} />
    </ToolLayout>
  );
}
