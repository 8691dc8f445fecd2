import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { loadSelection, type ToolPageProps } from '@/app/_components/day/load';
import { toolMetadata } from '@/app/_components/day/meta';
import { ToolLayout } from '@/app/_components/day/ToolLayout';
import { WindowWeekView } from '@/app/_components/tools/MuhuratViews';
import { cityDisplayName } from '@/lib/selection';

export async function generateMetadata(props: ToolPageProps): Promise<Metadata> {
  return toolMetadata('rahuKaal', 'rahuKaalPage', await loadSelection(props));
}

export default async function RahuKaalPage(props: ToolPageProps) {
  const sel = await loadSelection(props);
  const t = await getTranslations({ locale: sel.locale, namespace: 'rahuKaalPage' });
  return (
    <ToolLayout tool="rahuKaal" sel={sel} dayNav title={t('heading', { city: cityDisplayName(sel.city, sel.locale) })} intro={t('intro')}>
      <WindowWeekView sel={sel} type="rahu_kaal" namespace="rahuKaalPage" also={['yamaganda', 'gulika']} />
    </ToolLayout>
  );
}
