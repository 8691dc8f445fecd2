import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale, type LocaleProps } from '@/i18n/params';
import { pageMetadata } from '@/lib/seo/page';
import { pagePath } from '@/lib/urls';
import { Breadcrumbs } from '../../../_components/Breadcrumbs';
import { AnniversaryTool } from '../../../_components/anniversary/AnniversaryTool';
import { ClientMessages } from '../../../_components/i18n/ClientMessages';

/**
 * /tools/tithi-anniversary: the tithi anniversary calculator (Shraddha,
 * tithi and nakshatra birthdays). The page itself is the same for everyone
 * (the list lives in the visitor's browser); the tool computes through
 * GET /api/anniversaries (app/_components/anniversary/AnniversaryTool.tsx).
 */
const PATH = pagePath('tithiAnniversary');

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  return pageMetadata({ locale, path: PATH, namespace: 'anniversary' });
}

export default async function TithiAnniversaryPage({ params }: LocaleProps) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'anniversary' });
  return (
    <>
      <Breadcrumbs locale={locale} trail={[{ label: t('breadcrumb'), path: PATH }]} />
      <h1 className="text-3xl font-bold tracking-tight text-maroon">{t('heading')}</h1>
      <p className="mt-2 max-w-3xl text-fg/80 print:hidden">{t('intro')}</p>
      <div className="mt-6">
        <ClientMessages group="anniversary">
          <AnniversaryTool />
        </ClientMessages>
      </div>
    </>
  );
}
