/**
 * The main column and the sidebar of a page, the sidebar for the page's own
 * path (its city and conventions, app/_loaders/sidebar.ts). Rendered by each
 * page rather than the [locale] layout: a layout does not see its pages'
 * paths, and the slot that would (a parallel route matching every path) made
 * Next serve every page as an uncacheable shell.
 */
import type { ReactNode } from 'react';
import { layoutLocale } from '@/i18n/params';
import type { Locale } from '@/i18n/routing';
import { sidebarModel } from '@/app/_loaders/sidebar';
import { ContentGrid } from '../site/ContentGrid';
import { Sidebar } from '../site/Sidebar';

/** `segments`: the page's path without its language (null for no page of ours, a 404). */
export async function PageFrame({ locale, segments, children }: { locale: Locale; segments: readonly string[] | null; children: ReactNode }) {
  const model = await sidebarModel(locale, segments === null ? null : [...segments]);
  return <ContentGrid sidebar={<Sidebar locale={locale} model={model} />}>{children}</ContentGrid>;
}

/** The frame of a section of content pages (about, the Knowledge Hub, legal pages): its layout. */
export function sectionFrame(segment: string) {
  return async function SectionFrame({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
    return (
      <PageFrame locale={await layoutLocale(params)} segments={segment.split('/')}>
        {children}
      </PageFrame>
    );
  };
}
