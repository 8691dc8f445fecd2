'use client';

/**
 * Loading states while a client navigation computes the next view
 * ("Calculating Panchang...", "Loading timings..."). Tool pages validate
 * their URL before rendering so that a bad date or city answers 404; a
 * route-level loading.tsx would start the response (status 200) before that
 * check, so the pending state is shown by the controls and links that start
 * the navigation instead.
 */
import type { ComponentProps } from 'react';
import { useLinkStatus } from 'next/link';
import { useClientT } from '@/app/_components/i18n/useClientT';
import { Link } from '@/i18n/navigation';

export type LoadingKind = 'panchang' | 'timings';

/** A floating status line with a spinner, shown while `show` is true. */
export function PendingStatus({ kind, show }: { kind: LoadingKind; show: boolean }) {
  const t = useClientT('loading');
  if (!show) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-20 z-50 flex justify-center px-4" data-testid="page-loading">
      <p role="status" aria-live="polite" className="flex items-center gap-3 rounded-full border border-line bg-surface px-5 py-2.5 text-sm font-medium text-fg shadow-lg">
        <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-saffron-soft border-t-saffron" />
        {t(kind)}
      </p>
    </div>
  );
}

function LinkPending({ kind }: { kind: LoadingKind }) {
  const { pending } = useLinkStatus();
  return <PendingStatus kind={kind} show={pending} />;
}

/** A locale-aware link that shows the loading state while its navigation is pending. */
export function PendingLink({ kind, children, ...props }: ComponentProps<typeof Link> & { kind: LoadingKind }) {
  return (
    <Link {...props}>
      {children}
      <LinkPending kind={kind} />
    </Link>
  );
}
