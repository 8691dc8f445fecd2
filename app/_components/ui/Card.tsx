import type { ReactNode } from 'react';
import { attr } from './attr';

/** The site's card: a titled section with the shell's surface, border and radius. */
export function Card({
  id,
  title,
  subtitle,
  action,
  children,
  className = '',
  tone = 'plain',
  'data-testid': testId,
}: {
  id: string;
  title: ReactNode;
  subtitle?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  tone?: 'plain' | 'accent';
  'data-testid'?: string;
}) {
  // The plain tone is .card's own surface colour (app/globals.css).
  const cls = [tone === 'accent' ? 'card card-accent' : 'card', className].filter(Boolean).join(' ');
  const heading = (
    <h2 id={`${id}-title`} className={action ? 'card-title' : 'card-title mb-3'}>
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={`${id}-title`} className={cls} {...attr('data-testid', testId)}>
      {/* The head's row only for a title with an action beside it: a wrapper less in every card of the page. */}
      {action ? (
        <div className="card-head">
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {/* null, not undefined, where there is none: each absent slot is in the page's payload, null the shortest. */}
      {subtitle ? <p className="-mt-2 mb-3 text-sm text-muted">{subtitle}</p> : null}
      {children}
    </section>
  );
}

/** A small rounded label. */
export function Pill({ children, tone = 'neutral', className = '' }: { children: ReactNode; tone?: 'neutral' | 'good' | 'bad' | 'accent'; className?: string }) {
  // The tones are component classes (app/globals.css): pill-neutral, pill-good, pill-bad, pill-accent.
  return <span className={className ? `pill pill-${tone} ${className}` : `pill pill-${tone}`}>{children}</span>;
}

/** Label/value pairs in two columns on wider screens. */
export function FactList({
  items,
  testId,
  columns = 2,
}: {
  /** `key` names the row for the code that lists it; the markup carries none (see below). */
  items: { key: string; label: ReactNode; value: ReactNode }[];
  testId?: string;
  columns?: 1 | 2;
}) {
  return (
    // The rows, terms and values are styled by .facts (app/globals.css), so they carry no classes of their own;
    // a row's key is its place (the list is never reordered in the browser), shorter in the payload than its name.
    <dl className={columns === 2 ? 'facts sm:grid-cols-2' : 'facts'} {...attr('data-testid', testId)}>
      {items.map((item, i) => (
        <div key={i}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
