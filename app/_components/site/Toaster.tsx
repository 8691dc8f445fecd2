'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useClientT } from '@/app/_components/i18n/useClientT';
import { dismissToast, TOAST_DURATION_MS, toastStore, type ToastItem } from './toast';

/**
 * The toast area, bottom right: a polite live region that exists before any
 * toast does (so screen readers announce what appears in it), named
 * "Notifications", reachable with Alt+T. Each toast leaves after
 * TOAST_DURATION_MS, the clock stopped while the pointer or focus is on the
 * area (WCAG 2.2.1), or at once with its close button. Toasts inherit the
 * site's fonts (Noto Sans Devanagari on Hindi pages) and theme colours.
 */
export function Toaster() {
  const t = useClientT('common');
  const items = useSyncExternalStore(toastStore.subscribe, toastStore.snapshot, toastStore.serverSnapshot);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey && e.code === 'KeyT') ref.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-label={t('notifications')}
      aria-live="polite"
      className="toaster"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
      }}
    >
      {items.map((item) => (
        <Toast key={item.id} item={item} paused={hovered || focused} closeLabel={t('closeNotification')} />
      ))}
    </section>
  );
}

function Toast({ item, paused, closeLabel }: { item: ToastItem; paused: boolean; closeLabel: string }) {
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => dismissToast(item.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [item.id, paused]);
  return (
    <div
      data-toast
      className="pointer-events-auto flex items-start gap-3 rounded-xl border border-line bg-surface px-4 py-3 text-sm text-fg shadow-lg"
    >
      <p className="flex-1">{item.message}</p>
      <button
        type="button"
        aria-label={closeLabel}
        onClick={() => dismissToast(item.id)}
        className="-mr-1 rounded px-1 leading-5 text-muted hover:text-fg"
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
