import type { ReactNode } from 'react';

/** The site's data table: horizontal scroll on narrow screens, header row, ruled rows. */
/** A column head, or one with extra classes (e.g. `hidden sm:table-cell` to match a column hidden on phones). */
export type Head = ReactNode | { label: ReactNode; className: string };

const isClassed = (h: Head): h is { label: ReactNode; className: string } => typeof h === 'object' && h !== null && 'className' in h && 'label' in h;

export function Table({ head, children, caption, testId }: { head: Head[]; children: ReactNode; caption?: string; testId?: string }) {
  return (
    <div className="-mx-1 overflow-x-auto px-1">
      <table className="w-full border-collapse text-sm" data-testid={testId}>
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead>
          <tr>
            {head.map((h, i) => (
              <th
                key={i}
                scope="col"
                className={`whitespace-nowrap border-b border-line px-2 pb-2 text-left text-xs font-semibold uppercase tracking-wide text-muted ${isClassed(h) ? h.className : ''}`}
              >
                {isClassed(h) ? h.label : h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** Row classes shared by the tables (the current row is highlighted by <Live>). */
export const ROW = 'border-b border-line/70 last:border-b-0';
export const ROW_CURRENT = 'bg-saffron-soft font-semibold';
export const CELL = 'px-2 py-2 align-top';
