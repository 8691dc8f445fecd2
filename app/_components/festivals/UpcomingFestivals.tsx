import { getTranslations } from 'next-intl/server';
import type { UpcomingFestivals as Upcoming } from '@/app/_loaders/festivals';
import type { Locale } from '@/i18n/routing';
import type { Conventions } from '@/lib/conventions/conventions';
import { cityDisplayName } from '@/lib/selection/params';
import { linkTo } from '@/lib/urls';
import { PendingLink } from '../controls/Pending';
import { EventTitle } from './EventTitle';
import { FestivalIconSprite } from './FestivalIcon';

/** The home page's Upcoming Festivals: the next four major festivals at the page's city, and View all. */
export async function UpcomingFestivals({ locale, upcoming, cityFromUrl, conv }: { locale: Locale; upcoming: Upcoming; cityFromUrl: boolean; conv: Partial<Conventions> }) {
  const t = await getTranslations({ locale, namespace: 'upcoming' });
  const { items, city } = upcoming;
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="upcoming-title" className="below-fold mt-10" data-testid="upcoming-festivals">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="upcoming-title" className="text-xl font-semibold text-fg">
          {t('title')} <span className="text-sm font-normal text-muted">{t('subtitle', { city: cityDisplayName(city, locale) })}</span>
        </h2>
        <PendingLink kind="panchang" href={linkTo('festivals', { city: cityFromUrl ? city.slug : null, conv })} className="text-sm font-medium text-saffron hover:underline">
          {t('viewAll')} →
        </PendingLink>
      </div>
      <FestivalIconSprite emojis={items.map((i) => i.row.emoji)} />
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {items.map(({ row, longDate, daysAway, description }) => (
          <li key={row.id} className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-4 shadow-sm" data-testid="upcoming-card" data-date={row.date}>
            <span className="self-start rounded-full bg-saffron-soft px-2.5 py-0.5 text-xs font-semibold text-saffron">{t('daysAway', { days: daysAway })}</span>
            <EventTitle row={row} as="h3" plain={{ locale }} />
            <time dateTime={row.date} className="text-sm text-fg">
              {longDate}, {row.weekday}
            </time>
            {description && <p className="text-sm text-muted">{description}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The sidebar's card: the next three major festivals at the page's city (the default city on a page that names none). */
export async function UpcomingSidebarCard({ locale, upcoming, href }: { locale: Locale; upcoming: Upcoming | null; href: string }) {
  const t = await getTranslations({ locale, namespace: 'upcoming' });
  if (!upcoming || upcoming.items.length === 0) return null;
  const { items, city } = upcoming;
  return (
    <section aria-labelledby="sidebar-upcoming" className="side-card" data-testid="sidebar-upcoming">
      <h2 id="sidebar-upcoming" className="side-title">
        {t('title')}
      </h2>
      <p className="mb-3 text-xs text-muted">{t('subtitle', { city: cityDisplayName(city, locale) })}</p>
      <ul className="grid gap-3 text-sm">
        {items.map(({ row, daysAway }) => (
          <li key={row.id} data-date={row.date}>
            <EventTitle row={row} />
            <span className="text-xs text-muted">
              <time dateTime={row.date}>{row.dateLabel}</time>
              {` · ${t('daysAway', { days: daysAway })}`}
            </span>
          </li>
        ))}
      </ul>
      <PendingLink kind="panchang" href={href} className="more-link mt-3">
        {`${t('viewAll')} →`}
      </PendingLink>
    </section>
  );
}
