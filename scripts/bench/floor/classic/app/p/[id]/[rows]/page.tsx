import { FloorTable, floorRows } from '../../../../../rows';

/** Classic ISR, for comparison: rendered once on first request, kept a day. */
export const revalidate = 86400;
export const dynamicParams = true;

export function generateStaticParams() {
  return [{ id: '0', rows: '1' }];
}

export default async function Page({ params }: { params: Promise<{ id: string; rows: string }> }) {
  const { id, rows } = await params;
  return <FloorTable id={id} rows={floorRows(id, Number(rows))} />;
}
