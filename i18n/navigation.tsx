'use client';

/**
 * Locale-aware replacements for next/link and next/navigation, for server
 * and client components alike: a local path gets the page's language prefix
 * under the `as-needed` rule (English unprefixed, Hindi under `/hi`), and a
 * link or navigation to another language always carries its prefix
 * (`/en/about`), as next-intl's navigation does. Written here rather than
 * taken from next-intl's createNavigation: its links and hooks read the
 * language from use-intl's client provider, whose runtime would then be sent
 * to every page's browser (issue 24); these read it from ClientIntlProvider.
 */
import NextLink from 'next/link';
import { usePathname as useNextPathname, useRouter as useNextRouter } from 'next/navigation';
import { forwardRef, useMemo, type ComponentProps } from 'react';
import { useLocale } from '@/app/_components/i18n/client-intl';
import { routing, type Locale } from './routing';

type NextHref = ComponentProps<typeof NextLink>['href'];

/** A path of this site (`/about`), not a URL with a protocol nor a relative one (`#top`, `?q=`). */
function localizable(href: NextHref): boolean {
  const pathname = typeof href === 'object' ? href.pathname : href;
  if (typeof href === 'object' ? href.host != null || href.hostname != null : /^[a-z]+:/i.test(href)) return false;
  return pathname == null || pathname.startsWith('/');
}

/** `pathname` in `locale`: prefixed unless it is the default language and no prefix is forced. */
function prefixed(pathname: string, locale: Locale, force: boolean): string {
  if (locale === routing.defaultLocale && !force) return pathname;
  return /^\/(\?.*)?$/.test(pathname) ? `/${locale}${pathname.slice(1)}` : `/${locale}${pathname}`;
}

function localized(href: NextHref, locale: Locale, force: boolean): NextHref {
  if (!localizable(href)) return href;
  if (typeof href === 'object') return href.pathname == null ? href : { ...href, pathname: prefixed(href.pathname, locale, force) };
  return prefixed(href, locale, force);
}

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'locale'> & {
  /** Another language's page: the path is written with that language's prefix, and not prefetched. */
  locale?: Locale;
};

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ href, locale, ...rest }, ref) {
  const current = useLocale();
  const changing = locale != null && locale !== current;
  return <NextLink ref={ref} href={localized(href, locale ?? current, locale != null)} {...(changing ? { prefetch: false, hrefLang: locale } : {})} {...rest} />;
});

/** The current path without the page's language prefix (`/hi/about` → `/about`, `/hi` → `/`). */
export function usePathname(): string {
  const pathname = useNextPathname();
  const locale = useLocale();
  return useMemo(() => {
    const prefix = `/${locale}`;
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return pathname.slice(prefix.length) || '/';
    return pathname;
  }, [pathname, locale]);
}

type NavigateOptions = { locale?: Locale; scroll?: boolean };

/** next/navigation's router whose push, replace and prefetch take a locale-less path (and, to change language, `{ locale }`). */
export function useRouter() {
  const router = useNextRouter();
  const current = useLocale();
  return useMemo(() => {
    const to = (href: string, locale: Locale | undefined) => localized(href, locale ?? current, locale != null) as string;
    return {
      ...router,
      push: (href: string, { locale, ...options }: NavigateOptions = {}) => router.push(to(href, locale), options),
      replace: (href: string, { locale, ...options }: NavigateOptions = {}) => router.replace(to(href, locale), options),
      prefetch: (href: string, { locale }: { locale?: Locale } = {}) => router.prefetch(to(href, locale)),
    };
  }, [router, current]);
}
