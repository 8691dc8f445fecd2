'use client';

import type { ComponentProps } from 'react';
import { track } from '@/lib/analytics/browser/track';

/** A subscribe link that reports `feed_subscribed` (the feed's slug) when followed. */
export function FeedLink({ feed, ...props }: ComponentProps<'a'> & { feed: string }) {
  return <a {...props} onClick={() => track('feed_subscribed', { feed })} />;
}
