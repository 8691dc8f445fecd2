'use client';

/**
 * A feed's subscribe buttons (FeedLinkBody), on the Shubh Muhurat year
 * pages (and in the festival pages' subscribe links, which import the body
 * directly). Its code is an async chunk (next/dynamic), rendered on the
 * server as before and preloaded by the pages that show it: the generic page
 * routes (app/_pages) put every page type's client components into one chunk
 * group, so a static import here would send it to every page's browser
 * (issue 24).
 */
import dynamic from 'next/dynamic';

export const FeedButtons = dynamic(() => import('./FeedLinkBody').then((m) => m.FeedButtons));
