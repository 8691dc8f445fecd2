import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { loadSelection, type ToolPageProps } from '@/app/_components/day/load';
import { toolMetadata } from '@/app/_components/day/meta';
import { ToolLayout } from '@/app/_components/day/ToolLayout';
import { PanchangDay } from '@/app/_components/day/PanchangDay';
import { cityDisplayName } from '@/lib/selection';

export async function generateMetadata(props: ToolPageProps): Promise<Metadata> {
  return toolMetadata('panchang', 'panchangHub', await loadSelection(props));
}

export default async function PanchangHubPage(props: ToolPageProps) {
  const sel = await loadSelection(props);
  const t = await getTranslations({ locale: sel.locale, namespace: 'panchangHub' });
  return (
    <ToolLayout tool="panchang" sel={sel} dayNav title={t('heading', { city: cityDisplayName(sel.city, sel.locale) })} intro={t('intro')}>
      <PanchangDay sel={sel} />
    </ToolLayout>
  );
}
