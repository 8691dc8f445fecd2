'use client';

import { useEffect } from 'react';
import { useClientT } from '@/app/_components/i18n/useClientT';
import { Link } from '@/i18n/navigation';

/**
 * The error page of the Panchang and muhurat sections: says what could not
 * be calculated (never shows invented numbers instead) and offers a retry.
 */
export function SectionError({ error, retry, kind }: { error: unknown; retry: () => void; kind: 'panchang' | 'timings' }) {
  const t = useClientT('pageErrors');
  const e = useClientT('error');
  const digest = error instanceof Error && 'digest' in error ? String((error as { digest?: string }).digest ?? '') : '';
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <section role="alert" className="mx-auto max-w-2xl py-10 text-center" data-testid="error-page">
      <h1 className="text-3xl font-bold text-maroon">{t(`${kind}Title`)}</h1>
      <p className="mt-3 text-muted">{t(`${kind}Body`)}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={() => retry()} className="rounded-full bg-maroon px-5 py-2.5 font-medium text-white hover:opacity-90 dark:text-bg">
          {e('retry')}
        </button>
        <Link href="/" className="rounded-full border border-line px-5 py-2.5 font-medium hover:border-saffron hover:text-saffron">
          {e('home')}
        </Link>
      </div>
      {digest && <p className="mt-6 text-xs text-muted">{e('reference', { digest })}</p>}
    </section>
  );
}
