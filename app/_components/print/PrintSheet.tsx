/**
 * A print sheet: what a page puts on paper, hidden on screen. The print
 * stylesheet (app/globals.css, "Printing") prints a page that has one as
 * that sheet alone, on one A4 page (landscape for a month calendar, portrait
 * for a list), ink on white: the header (title, place and other facts, the
 * site's address) and the body the page gives (MonthPrintGrid for a month
 * calendar, FestivalMonthPrintList, the year sheets of app/_components/print).
 * Pages add a <PrintButton>. A print sheet page (`/print/...`) shows its
 * sheet on screen too (`shown`), as a sheet of paper.
 */
import type { CSSProperties, ReactNode } from 'react';
import { SITE_HOST } from '@/lib/site';

export interface PrintSheetProps {
  /** `November 2025 · Varanasi, Uttar Pradesh, India`. */
  title: string;
  /** Lines under the title (lunar months, the conventions used). */
  meta: string[];
  /** A line under the body (legend). */
  foot?: string;
  /** Rows of the body's grid, so that each gets its share of the page (CSS --print-weeks). */
  rows?: number;
  testId?: string;
  /** The paper's orientation: a month calendar is landscape, a list portrait. */
  orientation?: 'landscape' | 'portrait';
  /** Shown on screen too (the print sheet pages); otherwise hidden there, and from assistive technology. */
  shown?: boolean;
  children: ReactNode;
}

export function PrintSheet({ title, meta, foot, rows, testId = 'print-sheet', orientation = 'landscape', shown = false, children }: PrintSheetProps) {
  const cls = ['print-sheet', orientation === 'portrait' ? 'print-sheet-portrait' : '', shown ? 'print-sheet-shown' : ''].filter(Boolean).join(' ');
  return (
    <section className={cls} aria-hidden={shown ? undefined : true} data-testid={testId} style={rows ? ({ '--print-weeks': rows } as CSSProperties) : undefined}>
      <header className="print-sheet-header">
        <div>
          <div className="print-sheet-title">{title}</div>
          {meta.map((m) => (
            <div key={m} className="print-sheet-meta">
              {m}
            </div>
          ))}
        </div>
        <div className="print-sheet-site">{SITE_HOST}</div>
      </header>
      {children}
      {foot && <div className="print-sheet-foot">{foot}</div>}
    </section>
  );
}
