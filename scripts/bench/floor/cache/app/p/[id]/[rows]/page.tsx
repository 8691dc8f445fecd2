import { cacheLife } from 'next/cache';
import { FloorTable, floorRows } from '../../../../../rows';

/** As the site's pages: one path prerendered at build (Cache Components needs one), the rest on first request. */
export function generateStaticParams() {
  return [{ id: '0', rows: '1' }];
}

async function model(id: string, count: number) {
  'use cache';
  cacheLife('days');
  return floorRows(id, count);
}

export default async function Page({ params }: { params: Promise<{ id: string; rows: string }> }) {
  const { id, rows } = await params;
  return <FloorTable id={id} rows={await model(id, Number(rows))} />;
}
