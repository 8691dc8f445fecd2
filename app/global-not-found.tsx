import '@fontsource-variable/inter';
import '@fontsource-variable/noto-sans-devanagari';
import './globals.css';

import type { Metadata } from 'next';
import Link from 'next/link';
import en from '@/messages/en.json';
import hi from '@/messages/hi.json';
import { THEME_INIT_SCRIPT } from '@/lib/theme';

/**
 * 404 for URLs that match no route at all: no language is known, so the
 * message is given in both. (Paths under a locale get the localized
 * app/[locale]/not-found.tsx inside the site layout instead.)
 */
export const metadata: Metadata = {
  title: `${en.notFound.title} · ${hi.notFound.title}`,
  description: en.notFound.meta.description,
};

export default function GlobalNotFound() {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: THEME_INIT_SCRIPT }} />
      </head>
      <body className="flex min-h-dvh items-center justify-center bg-bg px-4 text-fg">
        <main className="max-w-xl py-16 text-center" data-testid="not-found">
          <p className="text-6xl font-bold text-saffron">{en.notFound.code}</p>
          <h1 className="mt-3 text-3xl font-bold text-maroon">{en.notFound.title}</h1>
          <p className="mt-2 text-muted">{en.notFound.body}</p>
          <Link href="/" className="mt-3 inline-block font-medium text-saffron underline">
            {en.notFound.home}
          </Link>
          <div lang="hi" className="mt-10 border-t border-line pt-8">
            <h2 className="text-2xl font-bold text-maroon">{hi.notFound.title}</h2>
            <p className="mt-2 text-muted">{hi.notFound.body}</p>
            <Link href="/hi" className="mt-3 inline-block font-medium text-saffron underline">
              {hi.notFound.home}
            </Link>
          </div>
        </main>
      </body>
    </html>
  );
}
