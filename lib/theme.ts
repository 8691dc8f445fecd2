/**
 * Light / dark / system theme. The choice is kept in localStorage; "system"
 * (the default) follows the OS preference. An inline script in <head> applies
 * it before first paint so there is no flash of the wrong theme.
 */
export const THEMES = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof THEMES)[number];
export const THEME_STORAGE_KEY = 'vc.theme';

export function parseTheme(raw: string | null | undefined): ThemeChoice {
  return (THEMES as readonly string[]).includes(raw ?? '') ? (raw as ThemeChoice) : 'system';
}

export function resolveTheme(choice: ThemeChoice, systemDark: boolean): 'light' | 'dark' {
  return choice === 'system' ? (systemDark ? 'dark' : 'light') : choice;
}

/** Runs synchronously in <head>: sets `.dark` and `color-scheme` on <html> from the stored choice. Kept in ES5. */
export const THEME_INIT_SCRIPT = `(function(){try{var c=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)});if(c!=="light"&&c!=="dark")c="system";var d=c==="dark"||(c==="system"&&window.matchMedia("(prefers-color-scheme: dark)").matches);var r=document.documentElement;r.classList.toggle("dark",d);r.style.colorScheme=d?"dark":"light";r.dataset.theme=c}catch(e){}})();`;
