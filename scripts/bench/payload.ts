/**
 * What pages cost the browser (issue 13 item 11, issue 16), measured on a
 * production server of the current build (scripts/lib/server.mjs; built
 * first when stale, or BASE_URL): the gzipped JavaScript a page's HTML
 * loads (scripts/lib/payload.ts) for the home page, a static page (/about)
 * and a tool page (the day page), and the day page's HTML as sent,
 * uncompressed, in English and Hindi.
 */
import path from 'node:path';
import type { Figure } from '../bench';
import { pagePayload } from '../lib/payload';
import { serverForScript } from '../lib/server.mjs';

const DAY = '/panchang/today/varanasi?date=2025-11-22';
const kb = (bytes: number) => bytes / 1024;

export default async function payload(): Promise<Figure[]> {
  const { base, stop } = await serverForScript(path.join(process.cwd(), 'test-results', 'bench-payload-server.log'));
  try {
    const [home, about, day, dayHi] = [await pagePayload(base, '/'), await pagePayload(base, '/about'), await pagePayload(base, DAY), await pagePayload(base, `/hi${DAY}`)];
    for (const p of [home, about, day, dayHi]) if (p.status !== 200) throw new Error(`payload bench: a page answered ${p.status}`);
    return [
      { name: 'js_kb_gzip_home', value: kb(home.jsGzipBytes), unit: 'KB' },
      { name: 'js_kb_gzip_about', value: kb(about.jsGzipBytes), unit: 'KB' },
      { name: 'js_kb_gzip_day', value: kb(day.jsGzipBytes), unit: 'KB' },
      { name: 'html_kb_day', value: kb(day.htmlBytes), unit: 'KB' },
      { name: 'html_kb_day_hi', value: kb(dayHi.htmlBytes), unit: 'KB' },
    ];
  } finally {
    await stop();
  }
}
