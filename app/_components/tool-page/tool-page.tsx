/**
 * The one factory of tool pages: every page under app/[locale] that shows a
 * tool for a city and a date is `toolPage({...})`. It loads the selection
 * once per request (shared by the metadata and the page), runs the page
 * type's loader, and renders the loader's view model inside the common
 * frame (breadcrumbs, heading, pickers, previous/next day, info card,
 * related tools).
 *
 *   const page = toolPage({ tool: 'hora', namespace: 'horaPage', dayNav: true, cityInHeading: true, load: loadHora, View: HoraView });
 *   export const generateMetadata = page.generateMetadata;
 *   export default page.Page;
 */
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { loadPageSelection, type PageSelection, type ToolPageProps } from '@/app/_loaders/selection';
import { conventionLinkParams } from '@/lib/conventions/conventions';
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
  /** The page type's loader: the view model, computed once (it may answer notFound() for a bad query). */
  load: (sel: PageSelection) => VM | Promise<VM>;
  /** The intro line, when it takes values. */
  intro?: (t: Translate, sel: PageSelection) => string;
  /** Query parameters to keep when the pickers change the selection. */
  keep?: (vm: VM) => Record<string, string | undefined>;
  View: (props: { vm: VM; sel: PageSelection }) => ReactNode | Promise<ReactNode>;
}

export function toolPage<VM>(spec: ToolPageSpec<VM>) {
  async function generateMetadata(props: ToolPageProps): Promise<Metadata> {
    return toolMetadata(spec.tool, spec.namespace, await loadPageSelection(props, spec.tool));
  }

  async function Page(props: ToolPageProps) {
    const sel = await loadPageSelection(props, spec.tool);
    const vm = await spec.load(sel);
    const t = (await getTranslations({ locale: sel.locale, namespace: spec.namespace })) as unknown as Translate;
    const { View } = spec;
    return (
      <ToolLayout
        tool={spec.tool}
        sel={sel}
        dayNav={spec.dayNav}
        title={spec.cityInHeading ? t('heading', { city: cityDisplayName(sel.city, sel.locale) }) : t('heading')}
        intro={spec.intro ? spec.intro(t, sel) : t('intro')}
        // The URL's conventions travel with the pickers and the day links, so a shared link's reckoning holds on.
        extra={{ ...conventionLinkParams(sel.conventionsFromUrl), ...spec.keep?.(vm) }}
      >
        <View vm={vm} sel={sel} />
      </ToolLayout>
    );
  }

  return { generateMetadata, Page };
}
