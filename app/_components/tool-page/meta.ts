import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { cityDisplayName } from '@/lib/selection/params';
import { pageMetadata } from '@/lib/seo/page';
import type { ToolKey } from '@/lib/tools';
import { pagePath, takesCity } from '@/lib/urls';
import type { PageSelection } from '@/app/_loaders/selection';

/**
 * The locale-less canonical path of a computed page: its own path (city, day,
 * month or year and the other values it names), without the conventions,
 * which change how it is reckoned, not what it is about.
 */
export function canonicalPath(sel: Pick<PageSelection, 'route'>): string {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { conv, ...params } = sel.route.params;
  return pagePath(sel.route.key, params);
}

/**
 * Metadata of a tool page from its namespace: `meta.title` / `meta.description`,
 * or `meta.cityTitle` / `meta.cityDescription` (with `{city}`) on a city page.
 * The share card is the page's opengraph-image (app/_pages/route.tsx).
 */
export async function toolMetadata(tool: ToolKey, namespace: string, sel: PageSelection): Promise<Metadata> {
  const t = await getTranslations({ locale: sel.locale, namespace });
  const city = cityDisplayName(sel.city, sel.locale);
  const perCity = sel.cityFromUrl && takesCity(tool);
  const tools = await getTranslations({ locale: sel.locale, namespace: 'tools' });
  return pageMetadata({
    keywords: [tools(`${tool}.label`), ...(perCity ? [city, `${tools(`${tool}.label`)} ${city}`] : [])],
    locale: sel.locale,
    path: canonicalPath(sel),
    title: perCity ? t('meta.cityTitle', { city }) : t('meta.title'),
    description: perCity ? t('meta.cityDescription', { city }) : t('meta.description'),
  });
}
