'use client';

import type { ComponentProps } from 'react';
import type { FINDERS } from '@/lib/analytics/events';
import { track } from '@/lib/analytics/browser/track';

/** A finder's GET form that reports `finder_used` when submitted (the page then reloads with the answer). */
export function FinderForm({ finder, ...props }: ComponentProps<'form'> & { finder: (typeof FINDERS)[number] }) {
  return <form {...props} onSubmit={() => track('finder_used', { finder })} />;
}
