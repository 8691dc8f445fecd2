/**
 * /widgets (and /hi/widgets): the widget builder (issue #30). Choose a
 * widget, city, language and look; see it live; copy the iframe or the
 * script snippet (app/_components/widgets/WidgetBuilder.tsx). The widgets
 * are served by app/[locale]/embed; docs/widgets.md describes them.
 */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale, type LocaleProps } from '@/i18n/params';
import { routing } from '@/i18n/routing';
import { getCityBySlug } from '@/lib/cities';
import { FEATURED_CITY_SLUGS } from '@/lib/cities/popular';
import { SIZES, THEMES } from '@/lib/embed/look';
import { cityDisplayName } from '@/lib/selection/params';
import { pageMetadata } from '@/lib/seo/page';
import { SITE_URL } from '@/lib/site';
import { pagePath, WIDGETS } from '@/lib/urls';
import { Breadcrumbs } from '../../_components/Breadcrumbs';
import { WidgetBuilder, type BuilderLabels } from '../../_components/widgets/WidgetBuilder';

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  return pageMetadata({ locale: await pageLocale(params), path: pagePath('widgets'), namespace: 'embed' });
}

const byKey = <K extends string>(keys: readonly K[], label: (k: K) => string) => Object.fromEntries(keys.map((k) => [k, label(k)])) as Record<K, string>;

export default async function WidgetsPage({ params }: LocaleProps) {
  const locale = await pageLocale(params);
  const t = await getTranslations('embed');
  const c = await getTranslations('conventions');
  const nav = await getTranslations('nav.links');
  const b = (key: string) => t(`builder.${key}`);
  const labels: BuilderLabels = {
    widget: b('widget'),
    widgets: byKey(WIDGETS, (k) => t(`widgets.${k}`)),
    city: b('city'),
    citySlug: b('citySlug'),
    citySlugHint: b('citySlugHint'),
    language: b('language'),
    languages: byKey(routing.locales, (k) => b(`languages.${k}`)),
    masa: c('masa.label'),
    masas: { purnimanta: c('short.masa.purnimanta'), amanta: c('short.masa.amanta') },
    clock: c('clock.label'),
    clocks: { '12h': c('clock.12h'), '24h': c('clock.24h') },
    theme: b('theme'),
    themes: byKey(THEMES, (k) => b(`themes.${k}`)),
    accent: b('accent'),
    size: b('size'),
    sizes: byKey(SIZES, (k) => b(`sizes.${k}`)),
    items: b('items'),
    preview: b('preview'),
    iframeTitle: b('iframeTitle'),
    iframeHelp: b('iframeHelp'),
    scriptTitle: b('scriptTitle'),
    scriptHelp: b('scriptHelp'),
    copy: b('copy'),
    copied: b('copied'),
    copyIframe: b('copyIframe'),
    copyScript: b('copyScript'),
    frameTitle: t.raw('builder.frameTitle') as string,
  };
  const cities = FEATURED_CITY_SLUGS.flatMap((slug) => {
    const city = getCityBySlug(slug);
    return city ? [{ slug, name: cityDisplayName(city, locale) }] : [];
  });

  return (
    <>
      <Breadcrumbs locale={locale} trail={[{ label: nav('widgets'), path: pagePath('widgets') }]} />
      <h1 className="text-3xl font-bold text-maroon">{b('heading')}</h1>
      <p className="mt-2 max-w-3xl">{b('intro')}</p>
      <WidgetBuilder locale={locale} origin={SITE_URL} cities={cities} labels={labels} />
    </>
  );
}
