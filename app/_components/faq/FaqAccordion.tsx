'use client';

import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronDownIcon } from '../site/icons';

export interface FaqItem {
  id: string;
  question: string;
  /** Rendered on the server. */
  answer: ReactNode;
}

/**
 * One answer open at a time; the open one closes again on a second press.
 * WAI-ARIA accordion: each question is a button (in a heading) with
 * `aria-expanded` and `aria-controls`, each answer a region labelled by its
 * question; Enter and Space toggle, Up/Down move between questions, Home/End
 * go to the first/last. Closed answers stay in the HTML (`hidden`).
 */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  const [open, setOpen] = useState<string | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const last = items.length - 1;
    const target = { ArrowDown: i === last ? 0 : i + 1, ArrowUp: i === 0 ? last : i - 1, Home: 0, End: last }[e.key];
    if (target === undefined) return;
    e.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div className="mt-4 divide-y divide-line rounded-2xl border border-line bg-surface shadow-sm" data-testid="faq">
      {items.map((item, i) => {
        const expanded = open === item.id;
        return (
          <div key={item.id} data-faq={item.id}>
            <h3>
              <button
                ref={(el) => {
                  buttons.current[i] = el;
                }}
                type="button"
                id={`faq-q-${item.id}`}
                aria-expanded={expanded}
                aria-controls={`faq-a-${item.id}`}
                onClick={() => setOpen(expanded ? null : item.id)}
                onKeyDown={(e) => onKeyDown(e, i)}
                className="flex w-full items-center justify-between gap-3 px-4 py-3.5 text-left text-base font-medium text-fg hover:text-saffron sm:px-5"
              >
                <span>{item.question}</span>
                <ChevronDownIcon className={`shrink-0 text-muted transition-transform motion-reduce:transition-none ${expanded ? 'rotate-180' : ''}`} />
              </button>
            </h3>
            <div
              id={`faq-a-${item.id}`}
              role="region"
              aria-labelledby={`faq-q-${item.id}`}
              hidden={!expanded}
              className="px-4 pb-4 text-sm leading-relaxed text-fg sm:px-5"
            >
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
