/**
 * What the embeddable widgets (issue #30; docs/widgets.md) weigh as sent,
 * measured on a production server of the current build
 * (scripts/lib/server.mjs; built first when stale): each widget's HTML at
 * Varanasi, uncompressed in English and Hindi (`embed_{widget}_kb`,
 * `embed_{widget}_hi_kb`; the budget is 30 KB) and gzipped at the default
 * level as a CDN would send it (`embed_{widget}_gzip_kb`). A widget loads
 * no other file (no script, style or font).
 */
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Figure } from '../bench';
import { embedHref, WIDGETS } from '@/lib/urls';
import { serverForScript } from '../lib/server.mjs';

const kb = (bytes: number) => bytes / 1024;

export default async function embed(): Promise<Figure[]> {
  const { base, stop } = await serverForScript(path.join(process.cwd(), 'test-results', 'bench-embed-server.log'));
  const get = async (p: string) => {
    const r = await fetch(`${base}${p}`, { headers: { 'accept-encoding': 'identity' } });
    if (r.status !== 200) throw new Error(`embed bench: ${p} answered ${r.status}`);
    return r.text();
  };
  try {
    const figures: Figure[] = [];
    for (const widget of WIDGETS) {
      const name = widget.replace(/-/g, '_');
      const en = await get(embedHref('en', { widget, city: 'varanasi', conv: {} }));
      const hi = await get(embedHref('hi', { widget, city: 'varanasi', conv: {} }));
      figures.push(
        { name: `embed_${name}_kb`, value: kb(Buffer.byteLength(en)), unit: 'KB' },
        { name: `embed_${name}_hi_kb`, value: kb(Buffer.byteLength(hi)), unit: 'KB' },
        { name: `embed_${name}_gzip_kb`, value: kb(gzipSync(en).length), unit: 'KB' },
      );
    }
    return figures;
  } finally {
    await stop();
  }
}
