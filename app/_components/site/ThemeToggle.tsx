'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useClientT } from '@/app/_components/i18n/useClientT';
import { THEMES, type ThemeChoice } from '@/lib/theme';
import { MonitorIcon, MoonIcon, SunIcon } from './icons';
import { ensureThemeApplied, setTheme, useResolvedTheme, useThemeChoice } from './theme-store';

const ICON = { light: SunIcon, dark: MoonIcon, system: MonitorIcon } as const;

/** Theme menu: Light, Dark or System (follow the OS). */
export function ThemeToggle() {
  const t = useClientT('theme');
  const choice = useThemeChoice();
  const resolved = useResolvedTheme();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(ensureThemeApplied, []);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const Current = ICON[choice === 'system' ? resolved : choice];
  const choose = (c: ThemeChoice) => {
    setTheme(c);
    setOpen(false);
  };

  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        className="icon-button"
        aria-label={t('current', { theme: t(choice) })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
        data-testid="theme-toggle"
      >
        <Current />
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={t('label')}
          className="absolute right-0 z-50 mt-2 w-40 overflow-hidden rounded-xl border border-line bg-surface py-1 shadow-lg"
        >
          {THEMES.map((c) => {
            const Icon = ICON[c];
            return (
              <button
                key={c}
                type="button"
                role="menuitemradio"
                aria-checked={choice === c}
                onClick={() => choose(c)}
                className={`flex w-full items-center gap-3 px-3 py-2 text-left text-sm hover:bg-surface-2 ${
                  choice === c ? 'font-semibold text-saffron' : 'text-fg'
                }`}
              >
                <Icon width={18} height={18} />
                {t(c)}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
