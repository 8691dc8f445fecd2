'use client';

/**
 * The error page of the computed pages, each section's error.tsx (app/[locale]/panchang/error.tsx, ...):
 * what could not be calculated (never invented numbers instead), and a retry.
 */
import { ContentGrid } from '@/app/_components/site/ContentGrid';
import { SectionError } from '@/app/_components/tool-page/SectionError';
import { usePathname } from '@/i18n/navigation';
import { loadingOfPath } from '@/lib/tool-keys';

export default function ComputedPageError(props: { error: unknown; retry: () => void }) {
  const kind = loadingOfPath(usePathname());
  // The page's frame (its main column) is the page's own, which failed: the error is shown in a frame of its own.
  return (
    <ContentGrid sidebar={null}>
      <SectionError {...props} kind={kind} />
    </ContentGrid>
  );
}
