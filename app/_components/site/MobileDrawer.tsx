'use client';

import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { Link, usePathname } from '@/i18n/navigation';
import { isActivePath } from '@/lib/nav-active';
import { ChevronDownIcon, CloseIcon, MenuIcon } from './icons';
import type { NavItem, NavSection } from './nav-types';
import { SearchForm } from './SearchForm';

interface Labels {
  open: string;
  close: string;
  title: string;
  nav: string;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The drawer's focusable elements that are shown (links of collapsed sections are not). */
function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
}

/**
 * Mobile menu: a modal drawer sliding in from the right with one collapsible
 * section per group. Opening it moves the focus to its close button, Tab and
 * Shift+Tab cycle inside it, Escape (or the backdrop, or a link) closes it and
 * the focus returns to the menu button. The current page's link is
 * highlighted and its section starts expanded.
 *
 * The panel's contents render from the first opening on: closed on load, they
 * would be some 6 KB of every page's HTML that nobody sees (the desktop menu,
 * the footer and /sitemap give crawlers every link). The empty panel is there
 * from the start, so the first opening slides in like the others.
 */
export function MobileDrawer({
  sections,
  extraLinks,
  search,
  labels,
}: {
  sections: NavSection[];
  extraLinks: NavItem[];
  /**
   * The search box above the groups, rendered here from its values (the header's box has the same): a
   * second rendered form in the props would be in every page's payload, though it shows only once opened.
   */
  search?: Omit<ComponentProps<typeof SearchForm>, 'id' | 'className'>;
  labels: Labels;
}) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  const openButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  const activeSection = sections.find((s) => s.links.some((l) => isActivePath(pathname, l.href)))?.key;
  const isExpanded = (key: string) => expanded[key] ?? key === activeSection;

  const close = () => {
    setOpen(false);
    openButton.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        openButton.current?.focus();
      } else if (e.key === 'Tab' && panel.current) {
        // Modal: the focus cycles inside the drawer, and comes back to it if it left.
        const items = focusables(panel.current);
        if (items.length === 0) return;
        const first = items[0];
        const last = items[items.length - 1];
        const inside = panel.current.contains(document.activeElement);
        if (e.shiftKey && (!inside || document.activeElement === first)) {
          e.preventDefault();
          last.focus();
        } else if (!e.shiftKey && (!inside || document.activeElement === last)) {
          e.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    // The page behind must not scroll under the drawer.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [open]);

  const link = (l: NavItem) => (
    <li key={l.href}>
      <Link href={l.href} className="drawer-link" aria-current={isActivePath(pathname, l.href) ? 'page' : undefined} onClick={() => setOpen(false)}>
        {l.label}
      </Link>
    </li>
  );

  return (
    <div className="lg:hidden">
      <button
        ref={openButton}
        type="button"
        className="icon-button"
        aria-label={labels.open}
        aria-expanded={open}
        aria-controls="mobile-drawer"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        data-testid="menu-button"
      >
        <MenuIcon width={24} height={24} />
      </button>

      <div className="drawer-backdrop" data-state={open ? 'open' : 'closed'} aria-hidden="true" onClick={close} />
      <div
        ref={panel}
        id="mobile-drawer"
        role="dialog"
        aria-modal="true"
        aria-label={labels.title}
        inert={!open}
        data-state={open ? 'open' : 'closed'}
        // Closed (data-state): off-screen and invisible (so its shadow does not show at the edge), after the slide-out.
        // Opening makes it visible at once (only the slide is animated), so the focus can move into it.
        className="drawer-panel"
      >
        {opened && (
          <>
            <div className="flex items-center justify-between border-b border-line px-4 py-3">
              <span className="font-semibold text-maroon">{labels.title}</span>
              <button
                ref={closeButton}
                type="button"
                className="inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-surface-2"
                aria-label={labels.close}
                onClick={close}
              >
                <CloseIcon width={22} height={22} />
              </button>
            </div>
            <nav aria-label={labels.nav} className="flex-1 overflow-y-auto px-3 py-3">
              {search && <SearchForm {...search} id="drawer-search" className="mb-3" />}
              <ul className="space-y-1">
                {sections.map((s) => {
                  const exp = isExpanded(s.key);
                  return (
                    <li key={s.key}>
                      <button
                        type="button"
                        className="drawer-section"
                        aria-expanded={exp}
                        aria-controls={`drawer-section-${s.key}`}
                        onClick={() => setExpanded((e) => ({ ...e, [s.key]: !exp }))}
                      >
                        <span>{s.label}</span>
                        <ChevronDownIcon className={`transition-transform ${exp ? 'rotate-180' : ''}`} />
                      </button>
                      <ul id={`drawer-section-${s.key}`} hidden={!exp} className="mb-2 ml-3 border-l border-line pl-2">
                        {s.links.map(link)}
                      </ul>
                    </li>
                  );
                })}
              </ul>
              <ul className="mt-3 space-y-1 border-t border-line pt-3">
                {extraLinks.map(link)}
              </ul>
            </nav>
          </>
        )}
      </div>
    </div>
  );
}
