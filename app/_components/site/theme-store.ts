'use client';

import { useSyncExternalStore } from 'react';
import { parseTheme, resolveTheme, THEME_STORAGE_KEY, type ThemeChoice } from '@/lib/theme';

const EVENT = 'vc:theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

/** Applies a choice to <html> the same way the inline head script does. */
function apply(choice: ThemeChoice) {
  const root = document.documentElement;
  const dark = resolveTheme(choice, window.matchMedia(DARK_QUERY).matches) === 'dark';
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
  root.dataset.theme = choice;
  window.dispatchEvent(new Event(EVENT));
}

/**
 * Applies the stored choice when the <head> script did not run: Next renders
 * notFound() responses from an empty error shell and then on the client,
 * where React-inserted scripts never execute.
 */
export function ensureThemeApplied() {
  if (document.documentElement.dataset.theme) return;
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(THEME_STORAGE_KEY);
  } catch {
    // Storage blocked: "system".
  }
  apply(parseTheme(stored));
}

export function setTheme(choice: ThemeChoice) {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage can be blocked (private mode); the theme still applies for this page.
  }
  apply(choice);
}

function subscribe(onChange: () => void) {
  const media = window.matchMedia(DARK_QUERY);
  // "system" must follow the OS when it flips while the page is open.
  const onMedia = () => {
    if (parseTheme(document.documentElement.dataset.theme) === 'system') apply('system');
  };
  media.addEventListener('change', onMedia);
  window.addEventListener(EVENT, onChange);
  return () => {
    media.removeEventListener('change', onMedia);
    window.removeEventListener(EVENT, onChange);
  };
}

/** The stored choice (light/dark/system); "system" during server rendering. */
export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(
    subscribe,
    () => parseTheme(document.documentElement.dataset.theme),
    () => 'system',
  );
}

/** The theme in effect (what "system" resolves to). */
export function useResolvedTheme(): 'light' | 'dark' {
  return useSyncExternalStore(
    subscribe,
    () => (document.documentElement.classList.contains('dark') ? 'dark' : 'light'),
    () => 'light',
  );
}
