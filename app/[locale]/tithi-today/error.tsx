'use client';

import { SectionError } from '@/app/_components/tool-page/SectionError';

export default function PanchangError(props: { error: unknown; retry: () => void }) {
  return <SectionError {...props} kind="panchang" />;
}
