import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { FestivalBannerItem } from '@/lib/view/panchang';
import { FestivalIcon } from '../festivals/FestivalIcon';

/** The festivals falling on the day, each with its pictogram and main observance window; the other tradition's day muted. */
export async function FestivalBanner({ items, locale }: { items: FestivalBannerItem[]; locale: Locale }) {
  if (items.length === 0) return null;
  const t = await getTranslations({ locale });
  return (
    <section
      aria-label={t('festivalBanner.label')}
      className="rounded-2xl border border-saffron/40 bg-gradient-to-r from-saffron-soft to-maroon-soft p-4 shadow-sm sm:p-5"
      data-testid="festival-banner"
    >
      <h2 className="sr-only">{t('festivalBanner.label')}</h2>
      <ul className="grid gap-2">
        {items.map((e) => (
          <li key={e.id} className={`flex flex-wrap items-baseline gap-x-3 gap-y-0.5 ${e.secondary ? 'opacity-70' : ''}`} data-slug={e.slug} data-secondary={e.secondary || undefined}>
            <FestivalIcon emoji={e.emoji} className="h-6 w-6 shrink-0 self-center text-saffron" />
            <span className={`font-semibold ${e.secondary ? 'text-muted' : 'text-maroon'} ${e.major && !e.secondary ? 'text-xl' : 'text-base'}`}>{e.name}</span>
            {e.muhurat && <span className="text-sm tabular-nums text-muted">{e.muhurat}</span>}
            {e.dayOf && <span className="text-sm text-muted">{t('festivalBanner.dayOf', e.dayOf)}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
