'use client';

import { isCurrent, useNow } from './now';

export interface LiveItem {
  label: string;
  /** Preformatted time range. */
  range: string;
  /** Epoch ms. */
  start: number;
  end: number;
}

/** Shows whichever item holds now (e.g. the current Choghadiya), re-evaluated every minute. */
export function LiveCurrent({ items, serverNow, none, testId }: { items: LiveItem[]; serverNow: number; none: string; testId?: string }) {
  const now = useNow(serverNow);
  const item = items.find((i) => isCurrent(i.start, i.end, now));
  return (
    <span data-testid={testId}>
      {item ? (
        <>
          <span className="font-medium text-fg">{item.label}</span> <span className="text-muted tabular-nums">{item.range}</span>
        </>
      ) : (
        <span className="text-muted">{none}</span>
      )}
    </span>
  );
}
