'use client';

/**
 * The today-at-a-glance card (GlanceCardBody), on the home page and today's
 * day page only. Its code is an async chunk (next/dynamic), rendered on the
 * server as before and preloaded by the pages that show it: the generic page
 * routes (app/_pages) put every page type's client components into one chunk
 * group, so a static import here would send it to every page's browser
 * (issue 24).
 */
import dynamic from 'next/dynamic';

export const GlanceCard = dynamic(() => import('./GlanceCardBody').then((m) => m.GlanceCard));
