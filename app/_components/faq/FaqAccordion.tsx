'use client';

/**
 * The questions and answers of the FAQ and the home page (FaqAccordionBody).
 * Its code is an async chunk (next/dynamic), rendered on the server as
 * before and preloaded by the pages that show it: the generic page routes
 * (app/_pages) put every page type's client components into one chunk group,
 * so a static import here would send it to every page's browser (issue 24).
 */
import dynamic from 'next/dynamic';

export type { FaqItem } from './FaqAccordionBody';
export const FaqAccordion = dynamic(() => import('./FaqAccordionBody').then((m) => m.FaqAccordion));
