/**
 * The print sheets of a year (#30), each one A4 portrait page at a city:
 * `/print/ekadashi[/{year}][/{city}]` (the Ekadashis with their parana) and
 * `/print/vrats[/{year}][/{city}]` (the monthly vrats and the major
 * festivals). On screen the page shows the sheet as it prints, with the
 * Print button, the year navigation and a link back to the list; printed,
 * only the sheet (app/globals.css, "Printing"). Their loaders, metadata
 * and cards; their pages: views/print.tsx.
 */
import { getTranslations } from 'next-intl/server';
import { canonicalPath } from '@/app/_components/tool-page/meta';
import { loadEkadashiSheet, loadVratSheet } from '@/app/_loaders/print-sheets';
import type { PageSelection } from '@/app/_loaders/selection';
import { cityDisplayName } from '@/lib/selection/params';
import { pageMetadata } from '@/lib/seo/page';
import { observanceListCard, vratSheetCard } from '@/lib/share-card/cards';
import { definePage } from './def';
import { yearCardFrame } from './tool-def';

type Sheet = 'ekadashi' | 'vrats';

async function sheetMetadata(sheet: Sheet, sel: PageSelection, year: number) {
  const t = await getTranslations({ locale: sel.locale, namespace: `printSheets.${sheet}` });
  const values = { year, city: cityDisplayName(sel.city, sel.locale) };
  return pageMetadata({ locale: sel.locale, path: canonicalPath(sel), title: t('meta.title', values), description: t('meta.description', values) });
}

export const printEkadashi = definePage({
  load: loadEkadashiSheet,
  metadata: (sel, l) => sheetMetadata('ekadashi', sel, l.year),
  card: (sel, l) => observanceListCard(l.view, yearCardFrame('ekadashi', sel, l.year)),
});

export const printVrats = definePage({
  load: loadVratSheet,
  metadata: (sel, v) => sheetMetadata('vrats', sel, v.year),
  card: (sel, v) => vratSheetCard(v.view, sel.locale, cityDisplayName(sel.city, sel.locale)),
});
