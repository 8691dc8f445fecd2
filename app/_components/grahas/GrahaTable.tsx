import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { GrahaRow } from '@/lib/view/grahas';
import { Table, type Head } from '../ui/Table';

/** A graha's name with its marks (R, C; व, अ), the marks spelled out for screen readers. */
export function GrahaName({ row, states }: { row: GrahaRow; states: { retrograde: string; combust: string } }) {
  if (row.marks.length === 0) return row.name;
  const spoken = [...(row.retrograde ? [states.retrograde] : []), ...(row.combust ? [states.combust] : [])];
  return (
    <>
      {row.name}
      <sup aria-hidden="true" className="ml-0.5 font-semibold text-maroon">
        {row.marks.join(' ')}
      </sup>
      <span className="sr-only">{` (${spoken.join(', ')})`}</span>
    </>
  );
}

/** The legend of the marks ("R: retrograde, C: combust"), from the names' own marks. */
export async function marksLegend(locale: Locale, namespace: 'planetsCard' | 'grahasPage'): Promise<string> {
  const t = await getTranslations({ locale, namespace });
  const m = await getTranslations({ locale, namespace: 'names.grahaMark' });
  return t('legend', { retrograde: m('retrograde'), combust: m('combust') });
}

/**
 * Grahas as rows: name with marks, rashi, degree in it, nakshatra and pada,
 * then the columns a page adds (the hub's speed and next change).
 */
export async function GrahaTable({
  rows,
  locale,
  testId,
  caption,
  extra,
}: {
  rows: GrahaRow[];
  locale: Locale;
  testId: string;
  caption: string;
  extra?: { head: Head[]; cells: (row: GrahaRow, i: number) => ReactNode };
}) {
  const t = await getTranslations({ locale, namespace: 'planetsCard' });
  const s = await getTranslations({ locale, namespace: 'names.grahaState' });
  const states = { retrograde: s('retrograde'), combust: s('combust') };
  return (
    <Table head={[t('planet'), t('rashi'), t('degree'), t('nakshatra'), ...(extra?.head ?? [])]} caption={caption} testId={testId}>
      {rows.map((r, i) => (
        // Rows and cells styled by the table (.data-table): none repeats classes. The key is the row's place (never reordered in the browser).
        <tr key={i} data-graha={r.key}>
          <th scope="row">
            <GrahaName row={r} states={states} />
          </th>
          <td>{r.rashi}</td>
          <td className="tabular-nums">{r.degree}</td>
          <td>{r.nakshatra}</td>
          {extra ? extra.cells(r, i) : null}
        </tr>
      ))}
    </Table>
  );
}
