/**
 * `npm run bench`: runs every module in scripts/bench/ in name order and prints
 * one figure per line as `name: value unit`. Each module default-exports an
 * async function returning its figures; the engine/site issues add modules.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { formatFigure, type Figure } from './lib/figures';

export type { Figure };

async function main() {
  const dir = path.join(__dirname, 'bench');
  const only = process.argv.slice(2);
  const files = readdirSync(dir)
    .filter((f) => /\.(ts|mts)$/.test(f))
    .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
    .sort();
  for (const file of files) {
    const mod = await import(pathToFileURL(path.join(dir, file)).href);
    const run = (mod.default?.default ?? mod.default) as () => Promise<Figure[]>;
    const figures = await run();
    for (const f of figures) console.log(formatFigure(f));
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
