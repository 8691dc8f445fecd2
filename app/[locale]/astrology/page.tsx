import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { loadSelection, type ToolPageProps } from '@/app/_components/day/load';
import { toolMetadata } from '@/app/_components/day/meta';
import { ToolLayout } from '@/app/_components/day/ToolLayout';
import { AstrologyBasics } from '@/app/_components/tools/AstrologyBasics';
import { LagnaView } from '@/app/_components/tools/LagnaView';

export async function generateMetadata(props: ToolPageProps): Promise<Metadata> {
  return toolMetadata('astrology', 'astrologyPage', await loadSelection(props));
}

export default async function AstrologyPage(props: ToolPageProps) {
  const sel = await loadSelection(props);
  const t = await getTranslations({ locale: sel.locale, namespace: 'astrologyPage' });
  return (
    <ToolLayout tool="astrology" sel={sel} dayNav title={t('heading')} intro={t('intro')}>
      <AstrologyBasics locale={sel.locale} />
      <LagnaView sel={sel} />
    </ToolLayout>
  );
}
