/**
 * The one factory of tool page definitions: every page type that shows a
 * tool for a city and a date is `toolPage({...})`: its loader runs once per
 * path into Next's cache, and the metadata and the share card read the same
 * model. Its page is `toolView(def, {...})` (app/_components/tool-page/tool-page.tsx),
 * in its section's views (app/_pages/views/).
 *
 *   toolPage({ tool: 'hora', namespace: 'horaPage', load: loadHora, card: horaCard })
 */
import type { PageSelection } from '@/app/_loaders/selection';
import { toolMetadata } from '@/app/_components/tool-page/meta';
import type { ToolCardFrame } from '@/lib/share-card/cards';
import type { CardSpec } from '@/lib/share-card/spec';
import { cityDisplayName } from '@/lib/selection/params';
import type { ToolKey } from '@/lib/tools';
import { definePage, type Gone, type PageDef } from './def';

export interface ToolDefSpec<VM> {
  tool: ToolKey;
  /** Message namespace of the page: `meta.*`, `heading`, `intro`. */
  namespace: string;
  /** The page type's loader: the view model, computed once per path (or the 404 page). */
  load: (sel: PageSelection) => VM | Gone | Promise<VM | Gone>;
  /** The share card, from the view model the page renders. */
  card: (vm: VM, f: ToolCardFrame, sel: PageSelection) => CardSpec | Promise<CardSpec>;
}

/** A tool page's definition, with the tool and message namespace its view reads. */
export type ToolDef<VM> = PageDef<VM> & { tool: ToolKey; namespace: string };

/** What every tool card knows besides its view model. */
export const cardFrame = (tool: ToolKey, sel: PageSelection): ToolCardFrame => ({ locale: sel.locale, tool, city: cityDisplayName(sel.city, sel.locale), date: sel.date });

/** A year page's card (the year lists, the Ekadashi sheet): its year, with the dates still to come when it is the current year (from today, else from January 1st). */
export const yearCardFrame = (tool: ToolKey, sel: PageSelection, year: number): ToolCardFrame => ({
  ...cardFrame(tool, sel),
  date: sel.today.startsWith(`${year}-`) ? sel.today : `${year}-01-01`,
});

export function toolPage<VM>(spec: ToolDefSpec<VM>): ToolDef<VM> {
  return {
    ...definePage<VM>({
      load: spec.load,
      metadata: (sel) => toolMetadata(spec.tool, spec.namespace, sel),
      card: (sel, vm) => spec.card(vm, cardFrame(spec.tool, sel), sel),
    }),
    tool: spec.tool,
    namespace: spec.namespace,
  };
}
