import { PendingLink } from '../controls/Pending';
import { ChevronLeftIcon, ChevronRightIcon } from '../site/icons';

interface MonthLink {
  date: string;
  label: string;
}

const NAV = 'inline-flex items-center gap-1 chip-link';

/** Previous / next month links above a month grid (none beyond 1900-2100). */
export function MonthNav({ prev, next, href, labels }: { prev: MonthLink | null; next: MonthLink | null; href: (date: string) => string; labels: { prev: string; next: string } }) {
  return (
    <nav aria-label={`${labels.prev} / ${labels.next}`} className="mb-3 flex justify-between gap-2">
      {prev ? (
        <PendingLink kind="panchang" href={href(prev.date)} className={NAV} rel="prev" data-testid="previous-month">
          <ChevronLeftIcon />
          {prev.label}
        </PendingLink>
      ) : (
        <span />
      )}
      {next && (
        <PendingLink kind="panchang" href={href(next.date)} className={NAV} rel="next" data-testid="next-month">
          {next.label}
          <ChevronRightIcon />
        </PendingLink>
      )}
    </nav>
  );
}

/** The column heads of a month grid, Sunday first: short names with the full name as title. */
export function WeekdayHead({ weekdays }: { weekdays: { full: string; short: string }[] }) {
  return (
    <thead>
      <tr>
        {weekdays.map((d) => (
          <th key={d.full} scope="col" className="pb-2 text-xs font-semibold uppercase tracking-wide text-muted">
            <abbr title={d.full} className="no-underline">
              {d.short}
            </abbr>
          </th>
        ))}
      </tr>
    </thead>
  );
}
