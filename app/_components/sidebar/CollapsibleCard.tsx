'use client';

import { useState, type ReactNode } from 'react';
import { ChevronDownIcon } from '../site/icons';

/**
 * A sidebar card whose body folds away under its heading: the heading holds
 * a button with `aria-expanded` and `aria-controls`. Open when rendered, so
 * the server HTML (and a browser without JavaScript) shows the content.
 */
export function CollapsibleCard({ id, title, children, testId }: { id: string; title: ReactNode; children: ReactNode; testId?: string }) {
  const [open, setOpen] = useState(true);
  return (
    <nav aria-labelledby={`${id}-title`} className="side-card" data-testid={testId}>
      <h2 id={`${id}-title`} className="side-title">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen((o) => !o)}
          className="fold-button"
        >
          <span>{title}</span>
          <ChevronDownIcon width={18} height={18} className={`shrink-0 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`} />
        </button>
      </h2>
      <div id={`${id}-body`} hidden={!open} className="mt-3">
        {children}
      </div>
    </nav>
  );
}
