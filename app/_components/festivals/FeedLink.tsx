'use client';

import type { ComponentProps } from 'react';
import { track } from '@/lib/analytics/browser/track';

/** A subscribe link that reports `feed_subscribed` (the feed's slug) when followed. */
export function FeedLink({ feed, ...props }: ComponentProps<'a'> & { feed: string }) {
  return <a {...props} onClick={() => track('feed_subscribed', { feed })} />;
}

const FEED_BUTTON = 'inline-flex h-10 items-center justify-center rounded-xl border border-line px-4 text-sm font-semibold text-fg hover:border-saffron hover:text-saffron';

/** The two ways to subscribe to a feed: a calendar app (webcal) and Google Calendar, each with its one-line hint. */
export function FeedButtons({ feed, links, labels }: { feed: string; links: { webcal: string; google: string }; labels: { webcal: string; webcalHint: string; google: string; googleHint: string } }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      <li>
        <FeedLink feed={feed} href={links.webcal} className={FEED_BUTTON} data-testid="subscribe-webcal">
          {labels.webcal}
        </FeedLink>
        <p className="mt-1 text-xs text-muted">{labels.webcalHint}</p>
      </li>
      <li>
        <FeedLink feed={feed} href={links.google} className={FEED_BUTTON} target="_blank" rel="noopener noreferrer" data-testid="subscribe-google">
          {labels.google}
        </FeedLink>
        <p className="mt-1 text-xs text-muted">{labels.googleHint}</p>
      </li>
    </ul>
  );
}
