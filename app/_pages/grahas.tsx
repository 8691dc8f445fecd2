/**
 * The planets' pages (issue #27; lib/urls names their paths): the hub
 * (/grahas[/{city}]), a planet's year (/grahas/{planet}/{year}[/{city}]) and
 * one major transit (/grahas/{planet}/{year}/{rashi}[/{city}]); each its
 * loader, view, metadata and share card.
 */
import { getTranslations } from 'next-intl/server';
import { GRAHA_MAX_YEAR, GRAHA_MIN_YEAR } from '@/engine';
import { GrahasHubView, GrahaTransitView, GrahaYearView } from '@/app/_components/grahas/GrahasViews';
import { YearNav } from '@/app/_components/festivals/YearNav';
import { cardFrame } from '@/app/_components/tool-page/tool-page';
import { ToolLayout } from '@/app/_components/tool-page/ToolLayout';
import { canonicalPath, toolMetadata } from '@/app/_components/tool-page/meta';
import { loadGrahasHub, loadGrahaTransit, loadGrahaYear, type GrahaTransitPage, type GrahaYearPage } from '@/app/_loaders/grahas';
import type { PageSelection } from '@/app/_loaders/selection';
import { cityDisplayName, cityPlaceLine } from '@/lib/selection/params';
import { pageMetadata } from '@/lib/seo/page';
import { grahasHubCard, grahaTransitCard, grahaYearCard } from '@/lib/share-card/cards';
import { definePage } from './def';

const place = (sel: PageSelection) => cityPlaceLine(sel.city, sel.locale);
const citySlugOf = (sel: PageSelection) => (sel.cityFromUrl ? sel.city.slug : null);
const yearFrame = (sel: PageSelection, year: number) => ({ locale: sel.locale, city: cityDisplayName(sel.city, sel.locale), year });

/** Metadata from `meta.title` / `meta.description`, or `meta.cityTitle` / `meta.cityDescription` at a city the path names. */
async function grahasMetadata(sel: PageSelection, namespace: string, values: Record<string, string | number>) {
  const t = await getTranslations({ locale: sel.locale, namespace });
  const v = { ...values, city: cityDisplayName(sel.city, sel.locale) };
  return pageMetadata({
    locale: sel.locale,
    path: canonicalPath(sel),
    title: sel.cityFromUrl ? t('meta.cityTitle', v) : t('meta.title', v),
    description: sel.cityFromUrl ? t('meta.cityDescription', v) : t('meta.description', v),
  });
}

export const grahas = definePage({
  load: loadGrahasHub,
  metadata: (sel) => toolMetadata('grahas', 'grahasPage', sel),
  async Page({ sel, vm }) {
    const t = await getTranslations({ locale: sel.locale, namespace: 'grahasPage' });
    return (
      <ToolLayout tool="grahas" sel={sel} cityOnly title={t('heading')} subtitle={place(sel)} intro={t('intro')}>
        <GrahasHubView vm={vm} locale={sel.locale} />
      </ToolLayout>
    );
  },
  card: (sel, vm) => grahasHubCard(vm.rows, vm.asOf, cardFrame('grahas', sel)),
});

export const grahaYear = definePage<GrahaYearPage>({
  load: loadGrahaYear,
  metadata: (sel, y) => grahasMetadata(sel, 'grahasPage.year', { planet: y.view.planet, year: y.year }),
  async Page({ sel, vm: y }) {
    const t = await getTranslations({ locale: sel.locale, namespace: 'grahasPage.year' });
    const heading = t('heading', { planet: y.view.planet, year: y.year });
    return (
      <ToolLayout tool="grahas" page="grahaYear" sel={sel} cityOnly title={heading} subtitle={place(sel)} intro={t('intro')} crumb={{ label: heading, path: canonicalPath(sel) }}>
        <YearNav locale={sel.locale} page="grahaYear" params={{ planet: y.planet }} city={citySlugOf(sel)} conv={sel.conventionsFromUrl} year={y.year} min={GRAHA_MIN_YEAR} max={GRAHA_MAX_YEAR} />
        <GrahaYearView vm={y} locale={sel.locale} />
      </ToolLayout>
    );
  },
  card: (sel, y) => grahaYearCard(y.view, yearFrame(sel, y.year)),
});

export const grahaTransit = definePage<GrahaTransitPage>({
  load: loadGrahaTransit,
  metadata: (sel, d) => grahasMetadata(sel, 'grahasPage.transit', { title: d.view.title, year: d.year, when: d.view.crossings[0].when, ayanamsa: d.view.ayanamsa }),
  async Page({ sel, vm: d }) {
    const t = await getTranslations({ locale: sel.locale, namespace: 'grahasPage.transit' });
    const heading = `${d.view.title} ${d.year}`;
    return (
      <ToolLayout tool="grahas" page="grahaTransit" sel={sel} cityOnly title={heading} subtitle={place(sel)} intro={t('intro')} crumb={{ label: heading, path: canonicalPath(sel) }}>
        <GrahaTransitView vm={d} locale={sel.locale} />
      </ToolLayout>
    );
  },
  card: (sel, d) => grahaTransitCard(d.view, yearFrame(sel, d.year)),
});
