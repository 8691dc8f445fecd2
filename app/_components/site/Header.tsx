import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { DRAWER_ONLY_LINKS, NAV_GROUPS } from '@/lib/nav';
import { DesktopNav } from './DesktopNav';
import { LogoMark } from './icons';
import { LanguageSwitch } from './LanguageSwitch';
import { MobileDrawer } from './MobileDrawer';
import type { NavSection } from './nav-types';
import { ThemeToggle } from './ThemeToggle';

export async function Header() {
  const t = await getTranslations();
  const sections: NavSection[] = NAV_GROUPS.map((g) => ({
    key: g.key,
    label: t(`nav.groups.${g.key}`),
    links: g.links.map((l) => ({ href: l.href, label: t(`nav.links.${l.key}`) })),
  }));
  const extra = DRAWER_ONLY_LINKS.map((l) => ({ href: l.href, label: t(`nav.links.${l.key}`) }));

  return (
    // No backdrop-filter here: it would make the header the containing block of the drawer's fixed panels.
    <header className="sticky top-0 z-30 border-b border-line bg-bg/95">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        {/* Named by its visible text (the site's name, then the tagline where it shows). */}
        <Link href="/" className="mr-auto flex items-center gap-2.5 rounded-lg">
          <LogoMark />
          <span className="flex flex-col leading-tight">
            <span className="text-lg font-bold tracking-tight text-maroon">{t('site.name')}</span>
            <span className="hidden text-xs text-muted sm:block">{t('site.tagline')}</span>
          </span>
        </Link>
        <DesktopNav sections={sections} label={t('nav.main')} />
        <div className="flex items-center gap-1.5">
          <LanguageSwitch label={t('common.switchLanguageLabel')} text={t('common.switchLanguage')} />
          <ThemeToggle />
          <MobileDrawer
            sections={sections}
            extraLinks={extra}
            labels={{
              open: t('common.openMenu'),
              close: t('common.closeMenu'),
              title: t('common.menu'),
              nav: t('nav.mobile'),
            }}
          />
        </div>
      </div>
    </header>
  );
}
