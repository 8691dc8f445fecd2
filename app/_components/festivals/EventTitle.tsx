import type { FestivalRow } from '@/lib/view/festivals';
import { PendingLink } from '../controls/Pending';
import { FestivalIcon } from './FestivalIcon';

/**
 * An event's title wherever the festival pages list one (month list, year
 * lists, upcoming cards): pictogram, name, the name in the other language, and
 * its tradition or vrat mark. The name links to the event's page for its
 * year at the list's city (`row.href`).
 */
export function EventTitle({ row, as: Tag = 'span' }: { row: FestivalRow; as?: 'span' | 'h3' }) {
  return (
    <Tag className="block min-w-0" data-testid="event-title" data-slug={row.slug}>
      <PendingLink kind="panchang" href={row.href} className={row.major ? 'event-link text-base' : 'event-link text-sm'}>
        <FestivalIcon emoji={row.emoji} /> {row.name}
      </PendingLink>
      {row.mark && <span className="ml-1.5 inline-block rounded-full bg-saffron-soft px-2 py-0.5 align-middle text-[0.7rem] font-medium text-saffron">{row.mark}</span>}
      <span className="block text-xs text-muted" lang={row.otherLang}>
        {row.otherName}
      </span>
    </Tag>
  );
}
