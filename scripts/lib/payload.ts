/**
 * What a page costs the browser on load, measured on a running production
 * server: the HTML's size as sent (uncompressed), and the gzipped size of
 * every script the HTML references (its <script src>, the chunks Next's
 * bootstrap and RSC payload name for hydration), each fetched from the
 * server and compressed here at gzip's default level, as a server or CDN
 * would send it. Chunks imported later (the analytics collector, on idle)
 * and `noModule` scripts (legacy polyfills, which browsers with ES modules
 * skip) are not counted. Used by `npm run bench` and the payload test.
 */
import { gzipSync } from 'node:zlib';

export interface PagePayload {
  status: number;
  htmlBytes: number;
  /** Script URLs (path only), each once. */
  scripts: string[];
  jsGzipBytes: number;
}

const SCRIPT_PATH = /\/?_next\/static\/[\w./~-]+?\.js/g;
const slashed = (p: string) => (p.startsWith('/') ? p : `/${p}`);

/**
 * Every /_next/static/....js path a page's HTML names, in attributes,
 * inline scripts or JSON-escaped payloads, but in a `noModule` script tag.
 */
export function scriptPaths(html: string): string[] {
  const rest = html.replace(/<script\b[^>]*\bnoModule\b[^>]*>/gi, '');
  return [...new Set((rest.match(SCRIPT_PATH) ?? []).map(slashed))].sort();
}

const gzipped = new Map<string, number>();

export async function pagePayload(baseUrl: string, path: string): Promise<PagePayload> {
  const res = await fetch(`${baseUrl}${path}`, { headers: { 'accept-encoding': 'identity' } });
  const html = await res.text();
  const scripts = scriptPaths(html);
  let jsGzipBytes = 0;
  for (const s of scripts) {
    let size = gzipped.get(s);
    if (size === undefined) {
      const r = await fetch(`${baseUrl}${s}`);
      if (!r.ok) throw new Error(`${path}: script ${s} answered ${r.status}`);
      size = gzipSync(Buffer.from(await r.arrayBuffer())).length;
      gzipped.set(s, size);
    }
    jsGzipBytes += size;
  }
  return { status: res.status, htmlBytes: Buffer.byteLength(html), scripts, jsGzipBytes };
}

/**
 * The RSC router payload a page's HTML carries for hydration: the strings of
 * its inline `self.__next_f.push([1, "..."])` scripts, joined. Its size is
 * what the tree passed to the browser costs beyond the HTML itself (every
 * server-rendered element once more, every prop of a client component).
 */
export function flightPayload(html: string): string {
  const chunks: string[] = [];
  for (const m of html.matchAll(/<script>self\.__next_f\.push\((\[.*?\])\)<\/script>/gs)) {
    const [kind, text] = JSON.parse(m[1]) as [number, string?];
    if (kind === 1 && text !== undefined) chunks.push(text);
  }
  return chunks.join('');
}
