import NextLink from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { localizedPath } from '@/lib/urls';
import { FOOTER_LINKS } from '@/lib/nav';
import { quoteOfDay } from '@/lib/quotes';
import { siteToday } from '@/app/_loaders/site-today';
import { CONTACT_EMAIL } from '@/lib/site';

export async function Footer() {
  const t = await getTranslations('footer');
  const links = await getTranslations('nav.links');
  const locale = (await getLocale()) as Locale;
  // The quote of the day (the same for every page and visitor on a date) and the current year.
  const today = await siteToday();
  const quote = quoteOfDay(today);
  const year = today.slice(0, 4);

  return (
    <footer className="site-footer">
      <div className="footer-grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="side-title">
            {t('aboutTitle')}
          </h2>
          <p className="mt-3 text-sm text-muted">{t('aboutText')}</p>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="side-title">
            {t('linksTitle')}
          </h2>
          <ul className="footer-links">
            {FOOTER_LINKS.map((l) => (
              <li key={l.href}>
                {/* next/link itself, not SiteLink: an async component per link is a row of its own in the router payload. */}
                <NextLink href={localizedPath(locale, l.href)} className="quiet-link">
                  {links(l.key)}
                </NextLink>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="side-title">
            {t('contactTitle')}
          </h2>
          <p className="mt-3 text-sm text-muted">{t('contactText')}</p>
          <a href={`mailto:${CONTACT_EMAIL}`} className="more-link mt-1">
            {CONTACT_EMAIL}
          </a>
        </section>
      </div>
      <div className="border-t border-line">
        <div className="footer-bar">
          <figure className="max-w-2xl" data-testid="footer-quote" data-quote={quote}>
            <figcaption className="sr-only">{t('quoteLabel')}</figcaption>
            <blockquote className="text-sm italic text-fg">{`“${t(`quotes.${quote}.text`)}”`}</blockquote>
            <p className="mt-1 text-xs text-muted">{`— ${t(`quotes.${quote}.source`)}`}</p>
          </figure>
          <p className="text-xs text-muted" data-testid="copyright">
            {t('copyright', { year })}
          </p>
        </div>
      </div>
    </footer>
  );
}
