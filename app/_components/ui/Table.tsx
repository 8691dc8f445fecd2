import { Fragment, type ReactNode } from 'react';
import { attr } from './attr';

/** A column head, or one with extra classes (e.g. `hidden sm:table-cell` to match a column hidden on phones). */
export type Head = ReactNode | { label: ReactNode; className: string };

const isClassed = (h: Head): h is { label: ReactNode; className: string } => typeof h === 'object' && h !== null && 'className' in h && 'label' in h;

/**
 * The site's data table: horizontal scroll on narrow screens, header row, ruled rows. With `cards`, below
 * 480 px each row is a card instead (globals.css `.table-cards`): the first two cells side by side, the
 * others under them, each named by its `data-label`. The heads, rows and cells are styled by `.data-table`
 * (app/globals.css), so a row needs no classes of its own: a table of many rows repeats none in the page.
 */
export function Table({ head, children, caption, testId, cards = false }: { head: Head[]; children: ReactNode; caption?: string; testId?: string; cards?: boolean }) {
  return (
    <div className="-mx-1 overflow-x-auto px-1">
      <table className={cards ? 'data-table table-cards' : 'data-table'} data-testid={testId}>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead>
          <tr>
            {head.map((h, i) => (
              <th key={i} scope="col" {...attr('className', isClassed(h) ? h.className : null)}>
                {isClassed(h) ? h.label : h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/**
 * Row and cell classes for tables that are not a <Table> (whose rows and cells `.data-table` styles already;
 * in one they are redundant). The current row is highlighted by <Live>.
 */
export const ROW = 'border-b border-line/70 last:border-b-0';
export const ROW_CURRENT = 'bg-saffron-soft font-semibold';
export const CELL = 'px-1.5 py-2 align-top sm:px-2';

/**
 * A time label (`5:12 PM`, `11:40 PM – 12:32 AM, Nov 23`) that may wrap on a
 * phone, but only between its parts: after the dash and after the comma
 * before a date, never inside `12:32 AM` or `Nov 23`. The text is unchanged.
 */
export function Times({ text }: { text: string }) {
  const parts = text.split(/(?<=–|,) /);
  return (
    <>
      {parts.map((p, i) => (
        // The space stays outside the unbreakable spans: it is where the line may break.
        <Fragment key={i}>
          {i > 0 && ' '}
          <span className="whitespace-nowrap">{p}</span>
        </Fragment>
      ))}
    </>
  );
}

/** A table cell holding one time label. */
export function TimeCell({ text }: { text: string }) {
  return (
    <td className={`${CELL} tabular-nums`}>
      <Times text={text} />
    </td>
  );
}
