import { getLocale, getTranslations } from 'next-intl/server';
import { SiteLink } from '@/app/_components/ui/SiteLink';
import type { Locale } from '@/i18n/routing';
import { DRAWER_ONLY_LINKS, NAV_GROUPS } from '@/lib/nav';
import { SettingsPanel } from '../conventions/SettingsPanel';
import { MAX_QUERY_LENGTH } from '@/lib/search/query';
import { localizedPath } from '@/lib/seo/urls';
import { DesktopNav } from './DesktopNav';
import { LogoMark } from './icons';
import { LanguageSwitch } from './LanguageSwitch';
import { MobileDrawer } from './MobileDrawer';
import type { NavSection } from './nav-types';
import { SearchForm } from './SearchForm';
import { ThemeToggle } from './ThemeToggle';

export async function Header() {
  const t = await getTranslations();
  const sections: NavSection[] = NAV_GROUPS.map((g) => ({
    key: g.key,
    label: t(`nav.groups.${g.key}`),
    links: g.links.map((l) => ({ href: l.href, label: t(`nav.links.${l.key}`) })),
  }));
  const extra = DRAWER_ONLY_LINKS.map((l) => ({ href: l.href, label: t(`nav.links.${l.key}`) }));
  const search = {
    action: localizedPath((await getLocale()) as Locale, '/search'),
    labels: { label: t('search.label'), placeholder: t('search.placeholder'), submit: t('search.submit') },
    maxLength: MAX_QUERY_LENGTH,
  };

  return (
    // .site-header, .site-bar: app/globals.css (no backdrop-filter; the phone's narrower gaps).
    <header className="site-header">
      {/*
        Phones: a smaller mark and name, so the four controls and the name fit one line at 360 px (the name is
        cut with an ellipsis rather than wrapped on anything narrower).
      */}
      <div className="site-bar">
        {/* Named by its visible text (the site's name, then the tagline where it shows). */}
        <SiteLink href="/" className="mr-auto flex min-w-0 items-center gap-2 rounded-lg sm:gap-2.5">
          <LogoMark className="h-7 w-7 shrink-0 sm:h-8 sm:w-8" />
          <span className="flex min-w-0 flex-col leading-tight">
            <span className="truncate text-base font-bold tracking-tight text-maroon sm:text-lg">{t('site.name')}</span>
            <span className="hidden text-xs text-muted sm:block">{t('site.tagline')}</span>
          </span>
        </SiteLink>
        <DesktopNav sections={sections} label={t('nav.main')} />
        <SearchForm {...search} id="header-search" className="hidden w-40 lg:flex xl:w-52" />
        <div className="flex shrink-0 items-center gap-0.5 sm:gap-1.5">
          <LanguageSwitch label={t('common.switchLanguageLabel')} text={t('common.switchLanguage')} />
          <ThemeToggle />
          <SettingsPanel />
          <MobileDrawer
            sections={sections}
            extraLinks={extra}
            search={search}
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
