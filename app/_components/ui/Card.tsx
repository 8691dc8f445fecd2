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
  const toneClass = tone === 'accent' ? 'bg-gradient-to-br from-saffron-soft/70 to-surface' : 'bg-surface';
  return (
    <section aria-labelledby={`${id}-title`} className={`rounded-2xl border border-line p-4 shadow-sm sm:p-5 ${toneClass} ${className}`} data-testid={testId}>
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-maroon">
          {title}
        </h2>
        {action}
      </div>
      {subtitle && <p className="-mt-2 mb-3 text-sm text-muted">{subtitle}</p>}
      {children}
    </section>
  );
}

/** A small rounded label. */
export function Pill({ children, tone = 'neutral', className = '' }: { children: ReactNode; tone?: 'neutral' | 'good' | 'bad' | 'accent'; className?: string }) {
  const tones = {
    neutral: 'border border-line bg-surface-2 text-fg',
    good: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
    bad: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
    accent: 'bg-saffron-soft text-saffron',
  } as const;
  return <span className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ${tones[tone]} ${className}`}>{children}</span>;
}

/** Label/value pairs in two columns on wider screens. */
export function FactList({ items, testId, columns = 2 }: { items: { key: string; label: ReactNode; value: ReactNode }[]; testId?: string; columns?: 1 | 2 }) {
  return (
    <dl className={`grid gap-x-6 gap-y-2 text-sm ${columns === 2 ? 'sm:grid-cols-2' : ''}`} data-testid={testId}>
      {items.map((i) => (
        <div key={i.key} className="flex items-baseline justify-between gap-3 border-b border-line/60 pb-1.5" data-fact={i.key}>
          <dt className="text-muted">{i.label}</dt>
          <dd className="text-right font-medium text-fg">{i.value}</dd>
        </div>
      ))}
    </dl>
  );
}
