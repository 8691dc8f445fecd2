'use client';

import { useEffect } from 'react';
import { useClientT } from '@/app/_components/i18n/useClientT';
import { Link } from '@/i18n/navigation';
import { ContentGrid } from '../_components/site/ContentGrid';

export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useClientT('error');
  const digest = error instanceof Error && 'digest' in error ? String((error as { digest?: string }).digest ?? '') : '';

  useEffect(() => {
    console.error(error);
  }, [error]);

  // The page's frame (its main column) is the page's own, which failed: the error is shown in a frame of its own.
  return (
    <ContentGrid sidebar={null}>
      <section role="alert" className="mx-auto max-w-2xl py-10 text-center" data-testid="error-page">
        <h1 className="text-3xl font-bold text-maroon">{t('title')}</h1>
        <p className="mt-3 text-muted">{t('body')}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <button
            type="button"
            onClick={() => retry()}
            className="rounded-full bg-maroon px-5 py-2.5 font-medium text-white hover:opacity-90 dark:text-bg"
          >
            {t('retry')}
          </button>
          <Link href="/" className="rounded-full border border-line px-5 py-2.5 font-medium hover:border-saffron hover:text-saffron">
            {t('home')}
          </Link>
        </div>
        {digest && <p className="mt-6 text-xs text-muted">{t('reference', { digest })}</p>}
      </section>
    </ContentGrid>
  );
}
