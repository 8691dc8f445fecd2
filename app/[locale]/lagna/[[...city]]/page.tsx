import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { loadSelection, type ToolPageProps } from '@/app/_components/day/load';
import { toolMetadata } from '@/app/_components/day/meta';
import { ToolLayout } from '@/app/_components/day/ToolLayout';
import { LagnaView } from '@/app/_components/tools/LagnaView';
import { cityDisplayName } from '@/lib/selection';

export async function generateMetadata(props: ToolPageProps): Promise<Metadata> {
  return toolMetadata('lagna', 'lagnaPage', await loadSelection(props));
}

export default async function LagnaPage(props: ToolPageProps) {
  const sel = await loadSelection(props);
  const t = await getTranslations({ locale: sel.locale, namespace: 'lagnaPage' });
  return (
    <ToolLayout tool="lagna" sel={sel} dayNav title={t('heading', { city: cityDisplayName(sel.city, sel.locale) })} intro={t('intro')}>
      <LagnaView sel={sel} />
    </ToolLayout>
  );
}
