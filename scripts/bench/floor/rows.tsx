/**
 * The floor apps' page body: a table of `count` Panchang-like rows (a label,
 * a value, a time span), plain server markup with no client component, so
 * what a request costs is Next's and React's work for that much HTML.
 */
export interface Row {
  k: string;
  label: string;
  value: string;
  from: string;
  to: string;
}

export function floorRows(id: string, count: number): Row[] {
  return Array.from({ length: count }, (_, i) => ({
    k: `row-${i}`,
    label: `Label number ${i} of page ${id}`,
    value: `Value ${(i * 7919) % 1000} for ${id}`,
    from: `${i % 12}:${(i * 7) % 60} AM`,
    to: `${(i + 1) % 12}:${(i * 11) % 60} PM`,
  }));
}

export function FloorTable({ id, rows }: { id: string; rows: Row[] }) {
  return (
    <main className="mx-auto max-w-4xl p-4">
      <h1 className="text-2xl font-bold">Page {id}</h1>
      <table className="w-full text-sm">
        <tbody>
          {rows.map((r) => (
            <tr key={r.k} className="border-b border-gray-200 odd:bg-gray-50">
              <th scope="row" className="px-2 py-1 text-left font-medium">
                {r.label}
              </th>
              <td className="px-2 py-1">
                <span className="font-semibold">{r.value}</span>
              </td>
              <td className="px-2 py-1 tabular-nums">
                <time>{r.from}</time> – <time>{r.to}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}

export function FloorLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
