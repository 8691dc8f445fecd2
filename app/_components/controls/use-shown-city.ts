'use client';

import { useState } from 'react';
import type { CitySummary } from '@/lib/selection/params';

/**
 * The city a picker shows: the page's city, or what the visitor typed over
 * it (null while the field is emptied, e.g. to choose the shown city again,
 * without leaving the page). A new page city replaces it, set during render
 * as React advises for state derived from a prop.
 */
export function useShownCity(city: CitySummary): [CitySummary | null, (c: CitySummary | null) => void] {
  const [shown, setShown] = useState<CitySummary | null>(city);
  const [prev, setPrev] = useState(city);
  if (prev !== city) {
    setPrev(city);
    setShown(city);
  }
  return [shown, setShown];
}
