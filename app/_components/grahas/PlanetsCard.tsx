import { getTranslations } from 'next-intl/server';
import { SiteLink } from '@/app/_components/ui/SiteLink';
import type { Locale } from '@/i18n/routing';
import type { PlanetsCardView } from '@/lib/view/grahas';
import { Card } from '../ui/Card';
import { GrahaTable, marksLegend } from './GrahaTable';

/** The day page's "Planets" card: the nine grahas at sunrise, with retrograde and combust marks, linking to the planets' hub. */
export async function PlanetsCard({ vm, locale, hubPath }: { vm: PlanetsCardView; locale: Locale; hubPath: string }) {
  const t = await getTranslations({ locale, namespace: 'planetsCard' });
  return (
    <Card id="planets" title={t('title')} subtitle={t('subtitle', { time: vm.time, ayanamsa: vm.ayanamsa })} data-testid="planets-card">
      <GrahaTable rows={vm.rows} locale={locale} testId="planets-table" caption={t('title')} />
      <p className="mt-3 text-xs text-muted">{await marksLegend(locale, 'planetsCard')}</p>
      <SiteLink href={hubPath} className="mt-2 inline-block text-sm font-medium text-maroon underline hover:no-underline">
        {t('link')}
      </SiteLink>
    </Card>
  );
}
