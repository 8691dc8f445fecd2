'use client';

/** The error page of the computed pages: what could not be calculated (never invented numbers instead), and a retry. */
import { usePathname } from 'next/navigation';
import { ContentGrid } from '@/app/_components/site/ContentGrid';
import { SectionError } from '@/app/_components/tool-page/SectionError';
import { isTool, toolLoading } from '@/lib/tools';
import { parsePathname } from '@/lib/urls';

export default function ComputedPageError(props: { error: unknown; retry: () => void }) {
  const key = parsePathname(usePathname())?.key;
  // The page's frame (its main column) is the page's own, which failed: the error is shown in a frame of its own.
  return (
    <ContentGrid sidebar={null}>
      <SectionError {...props} kind={key && isTool(key) ? toolLoading(key) : 'panchang'} />
    </ContentGrid>
  );
}
