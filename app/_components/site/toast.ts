/**
 * The site's toasts: short notices that come and go on their own (the one
 * sent today says a remembered city no longer exists). A few lines of state
 * instead of a toast library: the library weighed 9 KB of gzipped JavaScript
 * on every page for one call site (issue 13 item 11). Client-safe; the
 * <Toaster> in the layout shows what this store holds.
 */

export interface ToastItem {
  id: number;
  message: string;
}

/** How long a toast stays while the pointer or focus is not on the toasts. */
export const TOAST_DURATION_MS = 4000;
/** The newest toasts shown at once; older ones leave. */
export const VISIBLE_TOASTS = 3;

let items: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((l) => l());

/** Shows a notice; the Toaster removes it after TOAST_DURATION_MS (or when closed). */
export function toast(message: string): number {
  const id = nextId++;
  items = [...items, { id, message }].slice(-VISIBLE_TOASTS);
  changed();
  return id;
}

export function dismissToast(id: number): void {
  const kept = items.filter((t) => t.id !== id);
  if (kept.length === items.length) return;
  items = kept;
  changed();
}

const NONE: readonly ToastItem[] = [];

/** For useSyncExternalStore: no toasts on the server. */
export const toastStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: (): readonly ToastItem[] => items,
  serverSnapshot: (): readonly ToastItem[] => NONE,
};
