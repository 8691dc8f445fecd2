import '@fontsource-variable/inter';
import '@fontsource-variable/noto-sans-devanagari';
import '../globals.css';

import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { connection } from 'next/server';
import { layoutLocale, type LocaleProps } from '@/i18n/params';
import { routing } from '@/i18n/routing';
import { toCitySummary } from '@/lib/selection/params';
import { SITE_URL } from '@/lib/site';
import { THEME_INIT_SCRIPT } from '@/lib/theme';
import { pageDefaultCity } from '../_loaders/selection';
import { Analytics } from '../_components/analytics/Analytics';
import { ClientMessages } from '../_components/i18n/ClientMessages';
import { SelectionProvider } from '../_components/selection/SelectionProvider';
import { ContentGrid } from '../_components/site/ContentGrid';
import { Footer } from '../_components/site/Footer';
import { Header } from '../_components/site/Header';
import { Sidebar } from '../_components/site/Sidebar';
import { Toaster } from '../_components/site/Toaster';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({
    locale: hasLocale(routing.locales, locale) ? locale : routing.defaultLocale,
    namespace: 'site',
  });
  return {
    metadataBase: new URL(SITE_URL),
    title: { template: `%s · ${t('name')}`, default: t('name') },
    description: t('description'),
    applicationName: t('name'),
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#fdf8f1' },
    { media: '(prefers-color-scheme: dark)', color: '#15100d' },
  ],
};

export default async function LocaleLayout({ children, params }: LocaleProps & { children: ReactNode }) {
  // Every page renders per request: its scripts carry the request's CSP nonce (lib/http/security.ts),
  // which a page prerendered at build time would lack. Pages are reused through their data instead.
  await connection();
  const locale = await layoutLocale(params);
  const t = await getTranslations('common');
  // The remembered city (cookie) when valid: the browser's selection then starts where the server's pages are.
  const defaultCity = await pageDefaultCity();

  return (
    // The theme script changes <html> class/style before hydration.
    <html lang={locale} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: THEME_INIT_SCRIPT }} />
      </head>
      <body className="flex min-h-dvh flex-col bg-bg text-fg antialiased">
        <a
          href="#main-content"
          className="sr-only z-[60] rounded-lg bg-maroon px-4 py-2 font-medium text-white dark:text-bg focus:not-sr-only focus:fixed focus:left-4 focus:top-3"
        >
          {t('skipToContent')}
        </a>
        <ClientMessages group="shell">
          <SelectionProvider defaultCity={toCitySummary(defaultCity)}>
            <Header />
            <ContentGrid sidebar={<Sidebar locale={locale} city={defaultCity} />}>{children}</ContentGrid>
            <Footer />
            <Toaster />
          </SelectionProvider>
        </ClientMessages>
        <Analytics />
      </body>
    </html>
  );
}
