import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { loadSelection, type ToolPageProps } from '@/app/_components/day/load';
import { toolMetadata } from '@/app/_components/day/meta';
import { ToolLayout } from '@/app/_components/day/ToolLayout';
import { NakshatraListView } from '@/app/_components/tools/LimbListViews';

export async function generateMetadata(props: ToolPageProps): Promise<Metadata> {
  return toolMetadata('nakshatra', 'nakshatraPage', await loadSelection(props));
}

export default async function NakshatraPage(props: ToolPageProps) {
  const sel = await loadSelection(props);
  const t = await getTranslations({ locale: sel.locale, namespace: 'nakshatraPage' });
  return (
    <ToolLayout tool="nakshatra" sel={sel} title={t('heading')} intro={t('intro')}>
      <NakshatraListView sel={sel} />
    </ToolLayout>
  );
}
