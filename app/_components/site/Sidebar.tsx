import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { NAV_GROUPS } from '@/lib/nav';
import { UpcomingSidebarCard } from '../festivals/UpcomingFestivals';
import { WeatherCard } from '../sidebar/WeatherCard';
import { SelectionCard } from './SelectionCard';

/** The first two links of each group: the pages most visitors want from it. */
const POPULAR = NAV_GROUPS.flatMap((g) => g.links.slice(0, 2));

export async function Sidebar() {
  const t = await getTranslations('sidebar');
  const links = await getTranslations('nav.links');
  return (
    <div className="sticky top-24 grid gap-6">
      <section aria-labelledby="sidebar-selection" className="rounded-2xl border border-line bg-surface p-5 shadow-sm">
        <h2 id="sidebar-selection" className="mb-3 text-sm font-semibold uppercase tracking-wide text-maroon">
          {t('title')}
        </h2>
        <SelectionCard />
      </section>
      <WeatherCard />
      <UpcomingSidebarCard />
      <nav aria-labelledby="sidebar-popular" className="rounded-2xl border border-line bg-surface p-5 shadow-sm">
        <h2 id="sidebar-popular" className="mb-3 text-sm font-semibold uppercase tracking-wide text-maroon">
          {t('popularTitle')}
        </h2>
        <ul className="grid gap-1 text-sm">
          {POPULAR.map((l) => (
            <li key={l.href}>
              <Link href={l.href} className="block rounded-lg px-2 py-1.5 text-fg hover:bg-surface-2 hover:text-saffron">
                {links(l.key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
