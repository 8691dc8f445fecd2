'use client';

/**
 * "Print": the browser's print dialog for a page that renders a print sheet
 * (PrintSheet.tsx), which the print stylesheet (app/globals.css) lays out
 * alone on one A4 page (docs/print.md). Never printed itself.
 */
import { PrinterIcon } from '../site/icons';

export function PrintButton({ label, hint }: { label: string; hint?: string }) {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      title={hint}
      className="inline-flex items-center gap-1.5 rounded-full border border-line px-3 py-1.5 text-sm text-fg hover:border-saffron hover:text-saffron print:hidden"
      data-testid="print-button"
    >
      <PrinterIcon />
      {label}
    </button>
  );
}
