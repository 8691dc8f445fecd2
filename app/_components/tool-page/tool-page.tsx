/**
 * The one factory of tool pages: every page type that shows a tool for a
 * city and a date is `toolPage({...})`, a page definition for the generic
 * routes (app/_pages): its loader runs once per path into Next's cache, and
 * the page renders the loader's view model inside the common frame
 * (breadcrumbs, heading, pickers, previous/next day, info card, related
 * tools); the metadata and the share card read the same model.
 *
 *   toolPage({ tool: 'hora', namespace: 'horaPage', dayNav: true, cityInHeading: true, load: loadHora, View: HoraView, card: horaCard })
 */
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { PageSelection } from '@/app/_loaders/selection';
import { definePage, type Gone, type PageDef } from '@/app/_pages/def';
import type { ToolCardFrame } from '@/lib/share-card/cards';
import type { CardSpec } from '@/lib/share-card/spec';
import { cityDisplayName } from '@/lib/selection/params';
import type { ToolKey } from '@/lib/tools';
import { toolMetadata } from './meta';
import { ToolLayout } from './ToolLayout';

type Translate = (key: string, values?: Record<string, string | number>) => string;

export interface ToolPageSpec<VM> {
  tool: ToolKey;
  /** Message namespace of the page: `meta.*`, `heading`, `intro`. */
  namespace: string;
  /** The heading names the city (`heading` with `{city}`). */
  cityInHeading?: boolean;
  /** Previous / next day links under the heading. */
  dayNav?: boolean;
  /** The page type's loader: the view model, computed once per path (or the 404 page). */
  load: (sel: PageSelection) => VM | Gone | Promise<VM | Gone>;
  /** The intro line, when it takes values. */
  intro?: (t: Translate, sel: PageSelection) => string;
  View: (props: { vm: VM; sel: PageSelection }) => ReactNode | Promise<ReactNode>;
  /** The share card, from the view model the page renders. */
  card: (vm: VM, f: ToolCardFrame, sel: PageSelection) => CardSpec | Promise<CardSpec>;
}

/** What every tool card knows besides its view model. */
export const cardFrame = (tool: ToolKey, sel: PageSelection): ToolCardFrame => ({ locale: sel.locale, tool, city: cityDisplayName(sel.city, sel.locale), date: sel.date });

/** A year page's card (the year lists, the Ekadashi sheet): its year, with the dates still to come when it is the current year (from today, else from January 1st). */
export const yearCardFrame = (tool: ToolKey, sel: PageSelection, year: number): ToolCardFrame => ({
  ...cardFrame(tool, sel),
  date: sel.today.startsWith(`${year}-`) ? sel.today : `${year}-01-01`,
});

export function toolPage<VM>(spec: ToolPageSpec<VM>): PageDef<VM> {
  async function Page({ sel, vm }: { sel: PageSelection; vm: VM }) {
    const t = (await getTranslations({ locale: sel.locale, namespace: spec.namespace })) as unknown as Translate;
    const { View } = spec;
    return (
      <ToolLayout
        tool={spec.tool}
        sel={sel}
        dayNav={spec.dayNav}
        title={spec.cityInHeading ? t('heading', { city: cityDisplayName(sel.city, sel.locale) }) : t('heading')}
        intro={spec.intro ? spec.intro(t, sel) : t('intro')}
      >
        <View vm={vm} sel={sel} />
      </ToolLayout>
    );
  }

  return definePage<VM>({
    load: spec.load,
    Page,
    metadata: (sel) => toolMetadata(spec.tool, spec.namespace, sel),
    card: (sel, vm) => spec.card(vm, cardFrame(spec.tool, sel), sel),
  });
}
