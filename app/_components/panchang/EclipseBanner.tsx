import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { EclipseBannerItem } from '@/lib/view/eclipses';

/** The eclipses seen from the city whose eclipse or Sutak falls on the day, with times, Sutak and a link to the details. */
export async function EclipseBanner({ items, locale }: { items: EclipseBannerItem[]; locale: Locale }) {
  if (items.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'eclipseBanner' });
  return (
    <section aria-label={t('label')} className="card bg-surface-2" data-testid="eclipse-banner">
      <h2 className="sr-only">{t('label')}</h2>
      <ul className="grid gap-3">
        {items.map((e) => (
          <li key={e.id} className="grid gap-0.5" data-eclipse={e.id}>
            <span className="flex flex-wrap items-baseline gap-x-3">
              <span aria-hidden="true" className="text-2xl leading-none">
                {e.id.startsWith('solar') ? '🌘' : '🌕'}
              </span>
              <span className="card-title">{e.title}</span>
              <span className="text-sm tabular-nums text-fg">{e.range}</span>
            </span>
            <span className="text-sm text-fg">{e.sutak ? t('sutak', { range: e.sutak }) : t('noSutak')}</span>
            <Link href={e.href} className="text-sm font-medium text-maroon underline hover:no-underline">
              {t('details')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
