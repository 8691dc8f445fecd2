import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { loadSelection, type ToolPageProps } from '@/app/_components/day/load';
import { toolMetadata } from '@/app/_components/day/meta';
import { ToolLayout } from '@/app/_components/day/ToolLayout';
import { PanchangDay } from '@/app/_components/day/PanchangDay';
import { cityDisplayName } from '@/lib/selection';

export async function generateMetadata(props: ToolPageProps): Promise<Metadata> {
  return toolMetadata('todayPanchang', 'panchangPage', await loadSelection(props));
}

export default async function TodayPanchangPage(props: ToolPageProps) {
  const sel = await loadSelection(props);
  const t = await getTranslations({ locale: sel.locale, namespace: 'panchangPage' });
  return (
    <ToolLayout tool="todayPanchang" sel={sel} dayNav title={t('heading', { city: cityDisplayName(sel.city, sel.locale) })} intro={t('intro')}>
      <PanchangDay sel={sel} />
    </ToolLayout>
  );
}
