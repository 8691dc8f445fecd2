import '@fontsource-variable/inter';
import '@fontsource-variable/noto-sans-devanagari';
import '../globals.css';

import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { layoutLocale, type LocaleProps } from '@/i18n/params';
import { routing } from '@/i18n/routing';
import { DEFAULT_CITY_SLUG, getCityBySlug } from '@/lib/cities';
import { toCitySummary } from '@/lib/selection/params';
import { SITE_URL } from '@/lib/site';
import { THEME_INIT_SCRIPT } from '@/lib/theme';
import { Analytics } from '../_components/analytics/Analytics';
import { ClientMessages } from '../_components/i18n/ClientMessages';
import { SelectionProvider } from '../_components/selection/SelectionProvider';
import { Footer } from '../_components/site/Footer';
import { Header } from '../_components/site/Header';
import { Toaster } from '../_components/site/Toaster';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

/**
 * A page whose path was not built ahead waits for its whole render, which is
 * then kept (next.config.ts partialPrefetching: false), rather than being
 * answered with a shell whose content streams in: so Next need not build a
 * shell per route, which the frame's client components (the pickers read
 * the path) would block.
 */
export const instant = false;

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

/**
 * The frame of every page: the same for everyone who asks for a path (no
 * cookie, no request header is read), so Next keeps each rendered page and
 * any cache may. Each page renders its main column and sidebar (PageFrame),
 * the sidebar for its own path's city. The browser's selection starts at the default city;
 * a page naming another says so (UrlSelection), and the remembered city
 * (storage, the `vc_city` cookie the proxy follows) is the browser's.
 */
export default async function LocaleLayout({ children, params }: LocaleProps & { children: ReactNode }) {
  const locale = await layoutLocale(params);
  const t = await getTranslations('common');
  const defaultCity = getCityBySlug(DEFAULT_CITY_SLUG);
  if (!defaultCity) throw new Error(`Default city "${DEFAULT_CITY_SLUG}" is missing from the city index`);

  return (
    // The theme script changes <html> class/style before hydration.
    <html lang={locale} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: THEME_INIT_SCRIPT }} />
      </head>
      <body className="flex min-h-dvh flex-col bg-bg text-fg antialiased">
        <a href="#main-content" className="skip-link">
          {t('skipToContent')}
        </a>
        <ClientMessages group="shell">
          <SelectionProvider defaultCity={toCitySummary(defaultCity)}>
            <Header />
            {children}
            <Footer />
            <Toaster />
          </SelectionProvider>
        </ClientMessages>
        <Analytics />
      </body>
    </html>
  );
}
