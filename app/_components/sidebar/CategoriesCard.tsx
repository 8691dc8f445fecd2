import { getTranslations } from 'next-intl/server';
import { SiteLink } from '@/app/_components/ui/SiteLink';
import type { Locale } from '@/i18n/routing';
import { BLOG_PATH, type CategoryCount } from '@/lib/blog';
import { Count } from '../blog/CategoryNav';
import { CollapsibleCard } from './CollapsibleCard';

/** The Knowledge Hub's categories with their counted articles, and the way into the hub. */
export async function CategoriesCard({ locale, counts }: { locale: Locale; counts: CategoryCount[] }) {
  const t = await getTranslations({ locale, namespace: 'sidebar' });
  const blog = await getTranslations({ locale, namespace: 'blog' });
  return (
    <CollapsibleCard id="sidebar-categories" title={t('categoriesTitle')} testId="sidebar-categories">
      <ul className="grid gap-1 text-sm">
        {counts.map((c) => (
          <li key={c.key}>
            <SiteLink
              href={c.path}
              className="side-link flex items-center justify-between gap-2"
              data-category={c.key}
            >
              <span>{blog(`categories.${c.key}`)}</span> <Count n={c.count} label={blog('articleCount', { count: c.count })} />
            </SiteLink>
          </li>
        ))}
      </ul>
      <SiteLink href={BLOG_PATH} className="more-link mt-3">
        {`${blog('explore')} →`}
      </SiteLink>
    </CollapsibleCard>
  );
}
