'use client';

import { Suspense } from 'react';
import { useLocale } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { Link, usePathname } from '@/i18n/navigation';
import { routing, type Locale } from '@/i18n/routing';
import { track } from '@/lib/analytics/browser/track';
import { GlobeIcon } from './icons';

interface Props {
  label: string;
  text: string;
}

const className =
  'inline-flex h-10 items-center gap-1.5 rounded-full border border-line px-3 text-sm font-medium text-fg hover:border-saffron hover:text-saffron';

function otherLocale(current: string): Locale {
  return routing.locales.find((l) => l !== current) ?? routing.defaultLocale;
}

/**
 * The accessible name starts with the visible text (the other language's name,
 * in that language), then says what the link does.
 */
function SwitchText({ label, text, to }: Props & { to: Locale }) {
  return (
    <>
      {/* Phones: the word alone, so the header's controls leave the site's name one line at 360 px. */}
      <GlobeIcon className="hidden sm:block" />
      {/* hindi-word: drawn with the page's small subset of this one word (app/globals.css). */}
      <span lang={to} className="hindi-word">
        {text}
      </span>
      <span className="sr-only">: {label}</span>
    </>
  );
}

/** Same page, same query (date, filters), other language. */
function SwitchWithQuery({ label, text }: Props) {
  const pathname = usePathname();
  const search = useSearchParams();
  const locale = useLocale();
  const query = Object.fromEntries(search.entries());
  return (
    <Link
      href={{ pathname, query }}
      locale={otherLocale(locale)}
      className={className}
      hrefLang={otherLocale(locale)}
      onClick={() => track('language_switched', { to: otherLocale(locale) })}
    >
      <SwitchText label={label} text={text} to={otherLocale(locale)} />
    </Link>
  );
}

function SwitchWithoutQuery({ label, text }: Props) {
  const pathname = usePathname();
  const locale = useLocale();
  return (
    <Link
      href={pathname}
      locale={otherLocale(locale)}
      className={className}
      hrefLang={otherLocale(locale)}
      onClick={() => track('language_switched', { to: otherLocale(locale) })}
    >
      <SwitchText label={label} text={text} to={otherLocale(locale)} />
    </Link>
  );
}

export function LanguageSwitch(props: Props) {
  return (
    <Suspense fallback={<SwitchWithoutQuery {...props} />}>
      <SwitchWithQuery {...props} />
    </Suspense>
  );
}
