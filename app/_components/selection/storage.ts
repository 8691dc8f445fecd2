'use client';

/**
 * Browser storage as external state (useSyncExternalStore): null on the
 * server and in the hydration render, the stored value right after, and
 * again whenever it changes, in this tab (our own writes announce
 * themselves) or another (the `storage` event). The selection (date, city)
 * and the visitor's own lists (the anniversary tool's people, the reminder
 * choices) are kept this way.
 */
import { useSyncExternalStore } from 'react';

const STORAGE_EVENT = 'vc:storage';

export const sessionStore = () => window.sessionStorage;
export const localStore = () => window.localStorage;

export function readStored(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

/** Writes (or, with null, removes) a value and tells this tab's readers. */
export function writeStored(storage: () => Storage, key: string, value: string | null) {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // Storage blocked: the choice still holds for this page view.
  }
  window.dispatchEvent(new Event(STORAGE_EVENT));
}

function subscribeStorage(onChange: () => void) {
  // Our own writes, and localStorage writes from other tabs.
  window.addEventListener(STORAGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(STORAGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** A storage value as external state: null on the server and in the hydration render. */
export function useStored(storage: () => Storage, key: string): string | null {
  return useSyncExternalStore(
    subscribeStorage,
    () => readStored(storage, key),
    () => null,
  );
}
