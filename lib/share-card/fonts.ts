/**
 * The share cards' typeface: Noto Sans Devanagari (regular and bold), whose
 * fonts also carry the Latin letters, digits and punctuation the English
 * cards need, so one family draws both languages. The TTF files ship in the
 * npm package `@expo-google-fonts/noto-sans-devanagari` (OFL-1.1; the
 * `@fontsource` packages ship only WOFF/WOFF2 subsets split by script) and
 * are read from node_modules under the working directory, as `next start`,
 * Jest and the scripts all run from the project root. Nothing is fetched at
 * run time. Registered with Skia once per process.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { GlobalFonts } from '@napi-rs/canvas';

/** The family name the cards ask Skia for. */
export const CARD_FONT = 'Card Noto Sans Devanagari';

const PACKAGE = path.join('node_modules', '@expo-google-fonts', 'noto-sans-devanagari');
const FILES = ['400Regular/NotoSansDevanagari_400Regular.ttf', '700Bold/NotoSansDevanagari_700Bold.ttf'];

let registered = false;

/** Registers the card fonts with Skia (once); throws naming the file when the package is missing. */
export function ensureCardFonts(): void {
  if (registered) return;
  for (const file of FILES) {
    const full = path.join(process.cwd(), PACKAGE, file);
    if (!existsSync(full)) throw new Error(`Share card font missing: ${full} (run npm install in the project root)`);
    if (!GlobalFonts.registerFromPath(full, CARD_FONT)) throw new Error(`Share card font could not be loaded: ${full}`);
  }
  registered = true;
}
