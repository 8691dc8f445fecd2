import type { Locale } from '@/i18n/routing';
import { localizedPath } from '@/lib/urls';
import type { FestivalRow } from '@/lib/view/festivals';
import { PendingLink } from '../controls/Pending';
import { FestivalIcon } from './FestivalIcon';

/**
 * An event's title wherever the festival pages list one (month list, year
 * lists, upcoming cards): pictogram, name, the name in the other language, and
 * its tradition or vrat mark. The name links to the event's page for its
 * year at the list's city (`row.href`).
 *
 * `plain` (a long list: the festival month's): the link is server markup, a
 * plain `<a>` in the page's locale, and the pictogram the page's sprite's
 * (FestivalIconSprite). A client link per row costs its hydration and a
 * prefetch of every festival page it shows; the name in the other language
 * is laid out only near the viewport (globals.css `.lazy-line`).
 */
export function EventTitle({ row, as: Tag = 'span', plain }: { row: FestivalRow; as?: 'span' | 'h3'; plain?: { locale: Locale } }) {
  const className = row.major ? 'event-link text-base' : 'event-link text-sm';
  const content = (
    <>
      <FestivalIcon emoji={row.emoji} fromSprite={plain !== undefined} /> {row.name}
    </>
  );
  return (
    <Tag className="block min-w-0" data-testid="event-title" data-slug={row.slug}>
      {plain ? (
        <a href={localizedPath(plain.locale, row.href)} className={className}>
          {content}
        </a>
      ) : (
        <PendingLink kind="panchang" href={row.href} className={className}>
          {content}
        </PendingLink>
      )}
      {row.mark && <span className="ml-1.5 inline-block rounded-full bg-saffron-soft px-2 py-0.5 align-middle text-[0.7rem] font-medium text-saffron">{row.mark}</span>}
      <span className={plain ? 'lazy-line block text-xs text-muted' : 'block text-xs text-muted'} lang={row.otherLang}>
        {row.otherName}
      </span>
    </Tag>
  );
}
