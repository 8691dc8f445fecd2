import { getTranslations } from 'next-intl/server';
import { SiteLink } from '@/app/_components/ui/SiteLink';
import { FOOTER_LINKS } from '@/lib/nav';
import { quoteOfDay } from '@/lib/quotes';
import { siteToday } from '@/app/_loaders/site-today';
import { CONTACT_EMAIL } from '@/lib/site';

export async function Footer() {
  const t = await getTranslations('footer');
  const links = await getTranslations('nav.links');
  // The quote of the day (the same for every page and visitor on a date) and the current year.
  const today = await siteToday();
  const quote = quoteOfDay(today);
  const year = today.slice(0, 4);

  return (
    <footer className="mt-16 border-t border-line bg-surface-2/60 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 md:grid-cols-3">
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
          <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            {FOOTER_LINKS.map((l) => (
              <li key={l.href}>
                <SiteLink href={l.href} className="quiet-link">
                  {links(l.key)}
                </SiteLink>
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
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 sm:px-6 md:flex-row md:items-center md:justify-between">
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
