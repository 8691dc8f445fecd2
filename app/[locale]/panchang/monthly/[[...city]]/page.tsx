import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { loadSelection, type ToolPageProps } from '@/app/_components/day/load';
import { toolMetadata } from '@/app/_components/day/meta';
import { ToolLayout } from '@/app/_components/day/ToolLayout';
import { MonthlyView } from '@/app/_components/tools/MonthlyView';
import { cityDisplayName, firstParam } from '@/lib/selection';
import { DEFAULT_MONTH_SYSTEM, MONTH_SYSTEMS, type MonthSystem } from '@/lib/view/month';

const systemSchema = z.enum(MONTH_SYSTEMS as [MonthSystem, ...MonthSystem[]]).default(DEFAULT_MONTH_SYSTEM);

export async function generateMetadata(props: ToolPageProps): Promise<Metadata> {
  return toolMetadata('monthlyPanchang', 'monthlyPage', await loadSelection(props));
}

export default async function MonthlyPanchangPage(props: ToolPageProps) {
  const sel = await loadSelection(props);
  const system = systemSchema.safeParse(firstParam(sel.query.system));
  if (!system.success) notFound();
  const t = await getTranslations({ locale: sel.locale, namespace: 'monthlyPage' });
  return (
    <ToolLayout
      tool="monthlyPanchang"
      sel={sel}
      title={t('heading', { city: cityDisplayName(sel.city, sel.locale) })}
      intro={t('intro')}
      extra={{ system: system.data === DEFAULT_MONTH_SYSTEM ? undefined : system.data }}
    >
      <MonthlyView sel={sel} system={system.data} />
    </ToolLayout>
  );
}
