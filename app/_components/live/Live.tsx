'use client';

/**
 * An element (table row, list item) that is marked as the current one while
 * the instant lies within [start, end): `aria-current="time"`,
 * `data-current` and the highlight classes. Computed for the request's
 * instant on the server and re-evaluated every minute in the browser.
 */
import type { ReactNode } from 'react';
import { isCurrent, useNow } from './now';

type Tag = 'tr' | 'li' | 'div';

export interface LiveProps {
  as?: Tag;
  /** Epoch ms. */
  start: number;
  end: number;
  serverNow: number;
  className?: string;
  currentClassName?: string;
  children: ReactNode;
  'data-testid'?: string;
}

export function Live({ as: Tag = 'div', start, end, serverNow, className = '', currentClassName = '', children, ...rest }: LiveProps) {
  const current = isCurrent(start, end, useNow(serverNow));
  return (
    <Tag
      className={current && currentClassName ? `${className} ${currentClassName}` : className || undefined}
      aria-current={current ? 'time' : undefined}
      data-current={current || undefined}
      data-testid={rest['data-testid']}
    >
      {children}
    </Tag>
  );
}

/** A small "Now" pill shown only while the instant is inside [start, end). */
export function NowPill({ start, end, serverNow, label }: { start: number; end: number; serverNow: number; label: string }) {
  if (!isCurrent(start, end, useNow(serverNow))) return null;
  return (
    <span className="ml-2 inline-block rounded-full bg-saffron px-2 py-0.5 align-middle text-[0.7rem] font-semibold uppercase tracking-wide text-white dark:text-bg">
      {label}
    </span>
  );
}
