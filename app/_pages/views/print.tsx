/** The print sheets' pages (`/print/...`, app/_pages/print-sheets.ts): the sheet as it prints, with Print, the year navigation and a link back to the list. */
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { MAX_YEAR, MIN_YEAR } from '@/engine';
import { Breadcrumbs } from '@/app/_components/Breadcrumbs';
import { PendingLink } from '@/app/_components/controls/Pending';
import { YearNav } from '@/app/_components/festivals/YearNav';
import { EkadashiYearSheet } from '@/app/_components/print/EkadashiYearSheet';
import { PrintButton } from '@/app/_components/print/PrintButton';
import { VratYearSheet } from '@/app/_components/print/VratYearSheet';
import { canonicalPath } from '@/app/_components/tool-page/meta';
import type { PageSelection } from '@/app/_loaders/selection';
import { cityDisplayName, cityPlaceLine } from '@/lib/selection/params';
import type { Crumb } from '@/lib/seo/breadcrumbs';
import { linkTo, pagePath, type PageKey } from '@/lib/urls';
import type { SectionViews } from '../registry';

type Sheet = 'ekadashi' | 'vrats';
const KEY: Record<Sheet, PageKey> = { ekadashi: 'printEkadashi', vrats: 'printVrats' };

/** The page around a sheet: breadcrumbs, heading, Print, the list it prints, the year navigation, the sheet. */
async function SheetPage({ sheet, sel, year, children }: { sheet: Sheet; sel: PageSelection; year: number; children: ReactNode }) {
  const t = await getTranslations({ locale: sel.locale, namespace: 'printSheets' });
  const nav = await getTranslations({ locale: sel.locale, namespace: 'nav.groups' });
  const city = sel.cityFromUrl ? sel.city.slug : null;
  const date = `${year}-01-01`;
  // The list the sheet is printed from: the Ekadashi list of the year, or the festival calendar's January.
  const list = sheet === 'ekadashi' ? linkTo('ekadashi', { city, date, conv: sel.conventionsFromUrl }) : linkTo('festivals', { city, date, conv: sel.conventionsFromUrl });
  const trail: Crumb[] = [{ label: nav('festivals'), path: pagePath('festivals') }, { label: t(`${sheet}.crumb`, { year }), path: canonicalPath(sel) }];
  return (
    <>
      <Breadcrumbs locale={sel.locale} trail={trail} />
      <header className="mb-4 print:hidden">
        <h1 className="text-2xl font-bold tracking-tight text-maroon sm:text-3xl">{t(`${sheet}.heading`, { year, city: cityDisplayName(sel.city, sel.locale) })}</h1>
        <p className="mt-1 text-base text-fg" data-testid="page-subtitle">
          {cityPlaceLine(sel.city, sel.locale)}
        </p>
        <p className="mt-2 max-w-3xl text-sm text-muted">{t(`${sheet}.intro`)}</p>
      </header>
      <div className="mb-4 flex flex-wrap items-center gap-3 print:hidden">
        <PrintButton label={t('button')} hint={t('hint')} />
        <PendingLink kind="panchang" href={list} className="chip-link" data-testid="sheet-list-link">
          {t(`${sheet}.list`)}
        </PendingLink>
      </div>
      <div className="mb-5 print:hidden">
        <YearNav locale={sel.locale} page={KEY[sheet]} city={city} conv={sel.conventionsFromUrl} year={year} min={MIN_YEAR} max={MAX_YEAR} />
      </div>
      <div className="overflow-x-auto">{children}</div>
    </>
  );
}

export const VIEWS: SectionViews = {
  printEkadashi: ({ sel, vm: l }) => (
    <SheetPage sheet="ekadashi" sel={sel} year={l.year}>
      <EkadashiYearSheet vm={l.view} sel={sel} />
    </SheetPage>
  ),
  printVrats: ({ sel, vm: v }) => (
    <SheetPage sheet="vrats" sel={sel} year={v.year}>
      <VratYearSheet vm={v.view} sel={sel} />
    </SheetPage>
  ),
};
