/**
 * The planets' pages (issue #27; lib/urls names their paths): the hub
 * (/grahas[/{city}]), a planet's year (/grahas/{planet}/{year}[/{city}]) and
 * one major transit (/grahas/{planet}/{year}/{rashi}[/{city}]); each its
 * loader, metadata and share card (their pages: views/grahas.tsx).
 */
import { getTranslations } from 'next-intl/server';
import { canonicalPath, toolMetadata } from '@/app/_components/tool-page/meta';
import { loadGrahasHub, loadGrahaTransit, loadGrahaYear, type GrahaTransitPage, type GrahaYearPage } from '@/app/_loaders/grahas';
import type { PageSelection } from '@/app/_loaders/selection';
import { cityDisplayName } from '@/lib/selection/params';
import { pageMetadata } from '@/lib/seo/page';
import { grahasHubCard, grahaTransitCard, grahaYearCard } from '@/lib/share-card/cards';
import { definePage } from './def';
import { cardFrame } from './tool-def';

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
  card: (sel, vm) => grahasHubCard(vm.rows, vm.asOf, cardFrame('grahas', sel)),
});

export const grahaYear = definePage<GrahaYearPage>({
  load: loadGrahaYear,
  metadata: (sel, y) => grahasMetadata(sel, 'grahasPage.year', { planet: y.view.planet, year: y.year }),
  card: (sel, y) => grahaYearCard(y.view, yearFrame(sel, y.year)),
});

export const grahaTransit = definePage<GrahaTransitPage>({
  load: loadGrahaTransit,
  metadata: (sel, d) => grahasMetadata(sel, 'grahasPage.transit', { title: d.view.title, year: d.year, when: d.view.crossings[0].when, ayanamsa: d.view.ayanamsa }),
  card: (sel, d) => grahaTransitCard(d.view, yearFrame(sel, d.year)),
});
