import type { ComponentProps } from 'react';
import NextLink from 'next/link';
import { getLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { localizedPath } from '@/lib/urls';

/**
 * A link to a page of the site, in the page's language, for server
 * components: next/link with the localized path. next-intl's Link renders
 * the same next/link through a client wrapper of its own, whose props
 * (`ref`, `locale`, `localeCookie`) are in the page's payload once per link
 * and whose component is rendered once more per link; it is worth it only
 * for a link that changes the language (the language switch).
 */
export async function SiteLink({ href, ...rest }: Omit<ComponentProps<typeof NextLink>, 'href'> & { href: string }) {
  const locale = (await getLocale()) as Locale;
  return <NextLink href={localizedPath(locale, href)} {...rest} />;
}
