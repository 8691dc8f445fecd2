/** @jest-environment jsdom */
import { parseTheme, resolveTheme, THEME_INIT_SCRIPT, THEME_STORAGE_KEY } from '@/lib/theme';

function runInitScript(systemDark: boolean) {
  window.matchMedia = ((q: string) => ({ matches: systemDark && q.includes('dark'), media: q })) as unknown as typeof window.matchMedia;
  document.documentElement.className = '';
  // Same code the <head> runs before first paint.
  new Function(THEME_INIT_SCRIPT)();
  return document.documentElement;
}

describe('theme', () => {
  afterEach(() => localStorage.clear());

  it('parses stored choices, defaulting to system', () => {
    expect(parseTheme('dark')).toBe('dark');
    expect(parseTheme('light')).toBe('light');
    expect(parseTheme('system')).toBe('system');
    expect(parseTheme('purple')).toBe('system');
    expect(parseTheme(null)).toBe('system');
  });

  it('resolves system from the OS preference', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
  });

  it('inline script follows the OS when nothing is stored', () => {
    expect(runInitScript(true).classList.contains('dark')).toBe(true);
    expect(runInitScript(false).classList.contains('dark')).toBe(false);
    expect(document.documentElement.dataset.theme).toBe('system');
  });

  it('inline script applies a stored choice over the OS preference', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    const root = runInitScript(false);
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.style.colorScheme).toBe('dark');
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    expect(runInitScript(true).classList.contains('dark')).toBe(false);
  });
});
