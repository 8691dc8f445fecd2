import type { ReactNode } from 'react';

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
  const toneClass = tone === 'accent' ? 'card-accent' : 'bg-surface';
  return (
    <section aria-labelledby={`${id}-title`} className={className ? `card ${toneClass} ${className}` : `card ${toneClass}`} data-testid={testId}>
      <div className="card-head">
        <h2 id={`${id}-title`} className="card-title">
          {title}
        </h2>
        {/* null, not undefined, where there is none: each absent slot is in the page's payload, null the shortest. */}
        {action ?? null}
      </div>
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
export function FactList({ items, testId, columns = 2 }: { items: { key: string; label: ReactNode; value: ReactNode }[]; testId?: string; columns?: 1 | 2 }) {
  return (
    // The rows, terms and values are styled by .facts (app/globals.css), so they carry no classes of their own.
    <dl className={columns === 2 ? 'facts sm:grid-cols-2' : 'facts'} data-testid={testId}>
      {items.map((i) => (
        <div key={i.key} data-fact={i.key}>
          <dt>{i.label}</dt>
          <dd>{i.value}</dd>
        </div>
      ))}
    </dl>
  );
}
