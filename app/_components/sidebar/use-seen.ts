'use client';

import { useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';

const noSubscribe = () => () => {};

/**
 * True once the element has been on screen (always true where
 * IntersectionObserver is missing). The sidebar's cards wait for it before
 * asking the API or ticking, so a sidebar hidden on a phone costs nothing.
 */
export function useSeen<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const supported = useSyncExternalStore(noSubscribe, () => typeof IntersectionObserver !== 'undefined', () => true);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || !supported || seen) return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setSeen(true);
    });
    io.observe(el);
    return () => io.disconnect();
  }, [supported, seen]);
  return [ref, seen || !supported];
}
