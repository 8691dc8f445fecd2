import type { Badge, SegmentRow } from '@/lib/view/panchang';
import type { QualityRow } from '@/lib/view/day-extras';
import { attr } from '../ui/attr';

export type BadgeLabels = { till: (time: string) => string; allDay: string; fullNight: string };

export const badgeText = (b: Badge, l: BadgeLabels) => (b.kind === 'till' ? l.till(b.time) : b.kind === 'allDay' ? l.allDay : l.fullNight);

/**
 * Rows of names with their badges ("till 5:11 PM", "all day"): the list's
 * class styles its rows (`.entries` in app/globals.css), so a row carries a
 * class only for what it says: `good`/`bad` (the name's dot, with its
 * screen-reader word) and the badge's `accent` tone. The keys are the rows'
 * places: the list is rendered on the server and never reordered in the
 * browser, and a place is shorter in the payload than the row's own key.
 */
export function EntryRows({
  rows,
  labels,
  testId,
  className,
  quality,
}: {
  rows: readonly (SegmentRow | QualityRow)[];
  labels: BadgeLabels;
  testId: string;
  /** The list's classes beside `entries` (its text size, the Panchang card's scrolling `limb-list`). */
  className: string;
  /** The screen-reader words of a quality row's dot, when the rows have one. */
  quality?: { good: string; bad: string };
}) {
  return (
    <ul className={`entries ${className}`} data-testid={testId}>
      {rows.map((r, i) => {
        const good = quality && 'auspicious' in r ? r.auspicious : null;
        return (
          <li key={i} {...attr('className', good === null ? null : good ? 'good' : 'bad')}>
            {good === null ? (
              <span>{r.name}</span>
            ) : (
              <span>
                {r.name}
                <span className="sr-only">{`(${good ? quality!.good : quality!.bad})`}</span>
              </span>
            )}
            <span {...attr('className', r.badge.kind === 'till' ? null : 'accent')}>{badgeText(r.badge, labels)}</span>
          </li>
        );
      })}
    </ul>
  );
}
