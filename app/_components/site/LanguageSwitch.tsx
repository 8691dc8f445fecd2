'use client';

import { useLocale } from '@/app/_components/i18n/client-intl';
import { Link, usePathname } from '@/i18n/navigation';
import { routing, type Locale } from '@/i18n/routing';
import { track } from '@/lib/analytics/browser/track';
import { GlobeIcon } from './icons';

interface Props {
  label: string;
  text: string;
}

// app/globals.css
const className = 'lang-switch';

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

/**
 * The same page in the other language: its path names all of it (lib/urls).
 * The link is written without the query (reading it while rendering would
 * make every page's frame depend on the request, and no page could be
 * kept); a click carries the query the address has then (the search page's
 * `?q=`).
 */
export function LanguageSwitch({ label, text }: Props) {
  const pathname = usePathname();
  const locale = useLocale();
  const to = otherLocale(locale);
  return (
    <Link
      href={pathname}
      locale={to}
      className={className}
      hrefLang={to}
      onClick={(e) => {
        track('language_switched', { to });
        const query = window.location.search;
        if (query === '' || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- the client router mistakes the query of an English address (app/[locale]/search/page.tsx, Suggestions)
        window.location.assign(`${e.currentTarget.getAttribute('href')}${query}`);
      }}
    >
      <SwitchText label={label} text={text} to={to} />
    </Link>
  );
}
