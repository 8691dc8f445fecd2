'use client';

import { useState } from 'react';

/** Copies a command to the clipboard; the command itself is on the page as text beside it. */
export function CopyButton({ text, label, copy, copied }: { text: string; label: string; copy: string; copied: string }) {
  const [done, setDone] = useState(false);
  return (
    <button
      type="button"
      aria-label={label}
      className="shrink-0 rounded-lg border border-line bg-surface px-2 py-1 text-xs font-medium text-fg hover:border-saffron"
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(() => {
          setDone(true);
          setTimeout(() => setDone(false), 2000);
        });
      }}
    >
      <span aria-live="polite">{done ? copied : copy}</span>
    </button>
  );
}
