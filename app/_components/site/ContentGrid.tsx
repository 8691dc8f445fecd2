'use client';

import type { ReactNode } from 'react';
import { usePathname } from '@/i18n/navigation';
import { NO_SIDEBAR_PATHS, isActivePath } from '@/lib/nav-active';

/**
 * Main column plus the right sidebar. The sidebar shows from the `lg`
 * breakpoint up and never on pages that need the full width.
 */
export function ContentGrid({ children, sidebar }: { children: ReactNode; sidebar: ReactNode }) {
  const pathname = usePathname();
  const withSidebar = !NO_SIDEBAR_PATHS.some((p) => isActivePath(pathname, p));
  return (
    <div className={withSidebar ? 'content-grid content-grid-sidebar' : 'content-grid'}>
      <main id="main-content" tabIndex={-1} className="min-w-0 outline-none">
        {children}
      </main>
      {withSidebar && (
        <aside className="hidden lg:block print:hidden" data-testid="sidebar">
          {sidebar}
        </aside>
      )}
    </div>
  );
}
