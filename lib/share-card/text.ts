/**
 * Fitting text into a card: a size that fits a width (shrinking down to a
 * floor, then cutting with an ellipsis) and word wrapping to a number of
 * lines. Widths come from Skia's measurement of the shaped text, so a
 * Devanagari conjunct counts as the one glyph it is drawn as.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { CARD_FONT } from './fonts';

export type Weight = 'normal' | 'bold';

export function setFont(ctx: SKRSContext2D, size: number, weight: Weight = 'normal'): void {
  ctx.font = `${weight} ${size}px "${CARD_FONT}"`;
}

const ELLIPSIS = '…';

/** The longest prefix of `text` (cut at a space where there is one) that fits with an ellipsis. */
function cut(ctx: SKRSContext2D, text: string, maxWidth: number): string {
  const chars = Array.from(text);
  let lo = 0;
  let hi = chars.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (ctx.measureText(chars.slice(0, mid).join('').trimEnd() + ELLIPSIS).width <= maxWidth) lo = mid;
    else hi = mid - 1;
  }
  let head = chars.slice(0, lo).join('');
  const space = head.lastIndexOf(' ');
  if (space > head.length / 2) head = head.slice(0, space);
  // Never leave a dangling combining mark or virama: cut back to the last base letter.
  head = head.replace(/[\u0900-\u0903\u093a-\u094f\u0951-\u0957\u0962\u0963]+$/u, '');
  return head.trimEnd() + ELLIPSIS;
}

/**
 * Sets the font to the largest size from `max` down to `min` (steps of 2 px)
 * at which `text` fits `maxWidth`, and returns the text to draw: the text
 * itself, or, when even `min` is too wide, the text cut with an ellipsis.
 */
export function fitLine(ctx: SKRSContext2D, text: string, o: { max: number; min: number; maxWidth: number; weight?: Weight }): string {
  for (let size = o.max; size >= o.min; size -= 2) {
    setFont(ctx, size, o.weight);
    if (ctx.measureText(text).width <= o.maxWidth) return text;
  }
  setFont(ctx, o.min, o.weight);
  return cut(ctx, text, o.maxWidth);
}

/** Words wrapped to at most `maxLines` lines of `maxWidth` in the current font; the last line is cut when text is left over. */
export function wrapLines(ctx: SKRSContext2D, text: string, maxWidth: number, maxLines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  let i = 0;
  for (; i < words.length; i++) {
    const next = line ? `${line} ${words[i]}` : words[i];
    if (ctx.measureText(next).width <= maxWidth || !line) {
      line = next;
      continue;
    }
    lines.push(line);
    line = words[i];
    if (lines.length === maxLines) break;
  }
  if (lines.length < maxLines && line) {
    lines.push(line);
    i = words.length;
  }
  if (i < words.length || lines.some((l) => ctx.measureText(l).width > maxWidth)) {
    const last = lines.length - 1;
    const rest = i < words.length ? `${lines[last]} ${words.slice(i).join(' ')}` : lines[last];
    lines[last] = cut(ctx, rest, maxWidth);
    for (let k = 0; k < last; k++) if (ctx.measureText(lines[k]).width > maxWidth) lines[k] = cut(ctx, lines[k], maxWidth);
  }
  return lines;
}

/** Wraps text at the largest size from `max` down to `min` at which it fits `maxLines` lines uncut. */
export function fitWrapped(ctx: SKRSContext2D, text: string, o: { max: number; min: number; maxWidth: number; maxLines: number; weight?: Weight }): { lines: string[]; size: number } {
  for (let size = o.max; size > o.min; size -= 2) {
    setFont(ctx, size, o.weight);
    const lines = wrapLines(ctx, text, o.maxWidth, o.maxLines);
    if (!lines.some((l) => l.endsWith(ELLIPSIS))) return { lines, size };
  }
  setFont(ctx, o.min, o.weight);
  return { lines: wrapLines(ctx, text, o.maxWidth, o.maxLines), size: o.min };
}
