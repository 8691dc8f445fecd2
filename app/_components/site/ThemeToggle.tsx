'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useClientT } from '@/app/_components/i18n/useClientT';
import { THEMES, type ThemeChoice } from '@/lib/theme';
import { MonitorIcon, MoonIcon, SunIcon } from './icons';
import { ensureThemeApplied, setTheme, useResolvedTheme, useThemeChoice } from './theme-store';

const ICON = { light: SunIcon, dark: MoonIcon, system: MonitorIcon } as const;

/**
 * Theme menu: Light, Dark or System (follow the OS). The WAI-ARIA menu
 * button pattern: Enter, Space or ArrowDown on the button (or a click) opens
 * the menu on the chosen theme, ArrowUp on the last one; in the menu the
 * arrows move round it, Home and End go to the first and last, Enter or
 * Space chooses, Escape closes, and both return focus to the button; Tab
 * closes it and moves on.
 */
export function ThemeToggle() {
  const t = useClientT('theme');
  const choice = useThemeChoice();
  const resolved = useResolvedTheme();
  // The item that has focus while the menu is open (null: closed).
  const [active, setActive] = useState<number | null>(null);
  const open = active !== null;
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const menuId = useId();

  useEffect(ensureThemeApplied, []);

  useEffect(() => {
    if (active !== null) items.current[active]?.focus();
  }, [active]);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!ref.current?.contains(e.target as Node)) setActive(null);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  const Current = ICON[choice === 'system' ? resolved : choice];
  const last = THEMES.length - 1;
  const close = () => {
    setActive(null);
    buttonRef.current?.focus();
  };
  const choose = (c: ThemeChoice) => {
    setTheme(c);
    close();
  };

  const onButtonKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setActive(e.key === 'ArrowDown' ? THEMES.indexOf(choice) : last);
    }
  };

  const onMenuKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (active === null) return;
    const to = { ArrowDown: active === last ? 0 : active + 1, ArrowUp: active === 0 ? last : active - 1, Home: 0, End: last }[e.key];
    if (to !== undefined) {
      e.preventDefault();
      setActive(to);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      close();
    } else if (e.key === 'Tab') {
      setActive(null);
    }
  };

  return (
    <div ref={ref} className="relative">
      <button
        ref={buttonRef}
        type="button"
        className="icon-button"
        aria-label={t('current', { theme: t(choice) })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? setActive(null) : setActive(THEMES.indexOf(choice)))}
        onKeyDown={onButtonKey}
        data-testid="theme-toggle"
      >
        <Current />
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={t('label')}
          onKeyDown={onMenuKey}
          className="absolute right-0 z-50 mt-2 w-40 overflow-hidden rounded-xl border border-line bg-surface py-1 shadow-lg"
        >
          {THEMES.map((c, i) => {
            const Icon = ICON[c];
            return (
              <button
                key={c}
                ref={(el) => {
                  items.current[i] = el;
                }}
                type="button"
                role="menuitemradio"
                aria-checked={choice === c}
                tabIndex={-1}
                onClick={() => choose(c)}
                onPointerMove={() => active !== i && setActive(i)}
                className={`flex w-full items-center gap-3 px-3 py-2 text-left text-sm hover:bg-surface-2 focus-visible:bg-surface-2 ${
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
