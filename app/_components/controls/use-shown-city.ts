'use client';

import { useState } from 'react';
import type { CitySummary } from '@/lib/selection/params';

/**
 * The city a picker shows: the page's city, or the one just chosen while
 * the page for it loads. A new page city replaces it, set during render as
 * React advises for state derived from a prop.
 */
export function useShownCity(city: CitySummary): [CitySummary, (c: CitySummary) => void] {
  const [shown, setShown] = useState<CitySummary>(city);
  const [prev, setPrev] = useState(city);
  if (prev !== city) {
    setPrev(city);
    setShown(city);
  }
  return [shown, setShown];
}
