import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { cityDisplayName } from '@/lib/selection/params';
import { pageMetadata } from '@/lib/seo/page';
import { toolCardImage } from '@/lib/share-card/images';
import { TOOLS, type ToolKey } from '@/lib/tools';
import type { PageSelection } from '@/app/_loaders/selection';

/** The locale-less canonical path of a tool page: with the city segment when the URL names one, never the date. */
export function canonicalPath(tool: ToolKey, sel: Pick<PageSelection, 'cityFromUrl' | 'city'>): string {
  const t = TOOLS[tool];
  return sel.cityFromUrl && t.cityBase ? `${t.cityBase}/${sel.city.slug}` : t.path;
}

/**
 * Metadata of a tool page from its namespace: `meta.title` / `meta.description`,
 * or `meta.cityTitle` / `meta.cityDescription` (with `{city}`) on a city page,
 * and the page's share card.
 */
export async function toolMetadata(tool: ToolKey, namespace: string, sel: PageSelection): Promise<Metadata> {
  const t = await getTranslations({ locale: sel.locale, namespace });
  const city = cityDisplayName(sel.city, sel.locale);
  const perCity = sel.cityFromUrl && TOOLS[tool].cityBase !== null;
  const tools = await getTranslations({ locale: sel.locale, namespace: 'tools' });
  return pageMetadata({
    keywords: [tools(`${tool}.label`), ...(perCity ? [city, `${tools(`${tool}.label`)} ${city}`] : [])],
    locale: sel.locale,
    path: canonicalPath(tool, sel),
    title: perCity ? t('meta.cityTitle', { city }) : t('meta.title'),
    description: perCity ? t('meta.cityDescription', { city }) : t('meta.description'),
    // The card shows the city and date the page shows (the default city, today, when the URL names neither).
    image: toolCardImage({ locale: sel.locale, tool, citySlug: sel.city.slug, cityName: city, date: sel.date, query: sel.query }),
  });
}
