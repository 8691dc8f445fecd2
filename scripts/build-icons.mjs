#!/usr/bin/env node
/**
 * The installable app's icons (app/manifest.ts, the push notifications of
 * public/sw.js), drawn from the site's own icon (app/icon.svg) with sharp:
 * 192 and 512 px, and a 512 px "maskable" one whose mark sits within the
 * safe circle (80% of the side) on the icon's maroon, so launchers may crop
 * it to any shape. Run by hand after changing app/icon.svg; the PNGs are
 * committed in public/icons/.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { ROOT } from './lib/build-state.mjs';

const svg = readFileSync(path.join(ROOT, 'app', 'icon.svg'));
const out = path.join(ROOT, 'public', 'icons');
mkdirSync(out, { recursive: true });
for (const size of [192, 512]) {
  await sharp(svg, { density: (72 * size) / 32 }).resize(size, size).png().toFile(path.join(out, `icon-${size}.png`));
}
const inner = Math.round(512 * 0.8);
const mark = await sharp(svg, { density: (72 * inner) / 32 }).resize(inner, inner).png().toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: '#7b1e2b' } })
  .composite([{ input: mark, gravity: 'center' }])
  .png()
  .toFile(path.join(out, 'maskable-512.png'));
console.log(`build-icons: ${path.relative(ROOT, out)}/icon-192.png, icon-512.png, maskable-512.png`);
