'use client';

import { useEffect, useRef, useState } from 'react';
import { Link, usePathname } from '@/i18n/navigation';
import { isActivePath } from '@/lib/nav-active';
import { ChevronDownIcon } from './icons';
import type { NavSection } from './nav-types';

/** The seed's delay: long enough to cross the gap to the panel, short enough to feel immediate. */
export const DROPDOWN_CLOSE_DELAY_MS = 120;

/**
 * Desktop header menu: one hover dropdown per group, also opened by its button (click, Enter or Space).
 * The WAI-ARIA disclosure navigation pattern: the button says whether its panel is expanded, Tab walks
 * through the panel's links, Escape closes the panel and returns focus to its button.
 */
export function DesktopNav({ sections, label }: { sections: NavSection[]; label: string }) {
  const pathname = usePathname();
  const [open, setOpen] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancelClose = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  const openNow = (key: string) => {
    cancelClose();
    setOpen(key);
  };
  const closeSoon = () => {
    cancelClose();
    timer.current = setTimeout(() => setOpen(null), DROPDOWN_CLOSE_DELAY_MS);
  };

  useEffect(() => cancelClose, []);
  // Escape closes the open panel; when the keyboard was in its group (a link of the panel, or the button),
  // focus goes back to the group's button instead of falling to <body> with the hidden panel.
  const items = useRef(new Map<string, HTMLLIElement>());
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      const item = items.current.get(open);
      if (item?.contains(document.activeElement)) item.querySelector('button')?.focus();
      cancelClose();
      setOpen(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <nav aria-label={label} className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {sections.map((s) => {
          const isOpen = open === s.key;
          const groupActive = s.links.some((l) => isActivePath(pathname, l.href));
          const panelId = `nav-panel-${s.key}`;
          return (
            <li
              key={s.key}
              ref={(el) => {
                if (el) items.current.set(s.key, el);
                else items.current.delete(s.key);
              }}
              className="relative"
              // Hover is for mouse and pen; a touch tap is handled by the button's click.
              onPointerEnter={(e) => e.pointerType !== 'touch' && openNow(s.key)}
              onPointerLeave={(e) => e.pointerType !== 'touch' && closeSoon()}
              onBlur={(e) => {
                if (!e.currentTarget.contains(e.relatedTarget as Node | null)) closeSoon();
              }}
            >
              <button
                type="button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => (isOpen ? setOpen(null) : openNow(s.key))}
                className={groupActive ? 'nav-group nav-group-active' : 'nav-group'}
              >
                {s.label}
                <ChevronDownIcon className={`transition-transform ${isOpen ? 'rotate-180' : ''}`} />
              </button>
              <div
                id={panelId}
                hidden={!isOpen}
                className="absolute left-0 top-full z-50 pt-2"
                data-testid={`nav-panel-${s.key}`}
              >
                <ul className="nav-panel">
                  {s.links.map((l) => {
                    const active = isActivePath(pathname, l.href);
                    return (
                      <li key={l.href}>
                        <Link
                          href={l.href}
                          aria-current={active ? 'page' : undefined}
                          onClick={() => setOpen(null)}
                          // .nav-link highlights the current page's link by its aria-current.
                          className="nav-link"
                        >
                          {l.label}
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
