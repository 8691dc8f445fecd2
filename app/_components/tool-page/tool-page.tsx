/**
 * The page of every tool page type (app/_pages/tool-def.ts defines them):
 * `toolView(def, {...})` renders the loader's view model inside the common
 * frame (breadcrumbs, heading, pickers, previous/next day, info card,
 * related tools).
 *
 *   toolView(hora, { dayNav: true, cityInHeading: true, View: HoraView })
 */
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { PageSelection } from '@/app/_loaders/selection';
import type { PageView } from '@/app/_pages/def';
import type { ToolDef } from '@/app/_pages/tool-def';
import { cityDisplayName } from '@/lib/selection/params';
import { ToolLayout } from './ToolLayout';

type Translate = (key: string, values?: Record<string, string | number>) => string;

export interface ToolViewSpec<VM> {
  /** The heading names the city (`heading` with `{city}`). */
  cityInHeading?: boolean;
  /** Previous / next day links under the heading. */
  dayNav?: boolean;
  /** The intro line, when it takes values. */
  intro?: (t: Translate, sel: PageSelection) => string;
  View: (props: { vm: VM; sel: PageSelection }) => ReactNode | Promise<ReactNode>;
}

export function toolView<VM>(def: ToolDef<VM>, spec: ToolViewSpec<VM>): PageView<VM> {
  return async function Page({ sel, vm }: { sel: PageSelection; vm: VM }) {
    const t = (await getTranslations({ locale: sel.locale, namespace: def.namespace })) as unknown as Translate;
    const { View } = spec;
    return (
      <ToolLayout
        tool={def.tool}
        sel={sel}
        dayNav={spec.dayNav}
        title={spec.cityInHeading ? t('heading', { city: cityDisplayName(sel.city, sel.locale) }) : t('heading')}
        intro={spec.intro ? spec.intro(t, sel) : t('intro')}
      >
        <View vm={vm} sel={sel} />
      </ToolLayout>
    );
  };
}
