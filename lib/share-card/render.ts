/**
 * Draws a share card (1200 x 630) and encodes it as PNG.
 *
 * Why this renderer: Devanagari must be shaped (conjuncts such as त्र, the
 * ि matra drawn before its consonant, the reph of र्म), and next/og's
 * renderer (satori) does not shape Indic scripts (vercel/satori#215). Skia
 * (`@napi-rs/canvas`) shapes every fillText with HarfBuzz and measures the
 * shaped run, so fitting and wrapping see the real widths; the reference
 * image test (tests/lib/share-card) pins the result. Skia's own PNG encoder
 * takes ~300 ms for a card here, so the pixels go to sharp (libvips, with
 * libspng) instead, which encodes them in a few milliseconds.
 *
 * Layout, top to bottom: the site's mark and name, the kicker (page type),
 * the title (city, festival or article), the subtitle (date), the body
 * (facts, rows, one window, or a paragraph), an optional strip, and a
 * maroon footer with the tagline and the site's host. Colours are the
 * site's light theme (app/globals.css).
 */
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import sharp from 'sharp';
import { ensureCardFonts } from './fonts';
import { CARD_HEIGHT, CARD_WIDTH, type CardBody, type CardBrand, type CardRow, type CardSpec, type Tone } from './spec';
import { fitLine, fitWrapped, setFont } from './text';

const C = {
  bg: '#fdf8f1',
  fg: '#2b1d16',
  muted: '#6b5a4e',
  line: '#eddcc6',
  saffron: '#d9650b',
  saffronSoft: '#fde8d2',
  maroon: '#7b1e2b',
  maroonSoft: '#f7e1e3',
  good: '#15803d',
  bad: '#b91c1c',
  plain: '#6b5a4e',
};

const TONE: Record<Tone, string> = { good: C.good, bad: C.bad, plain: C.plain };

const X = 72;
const RIGHT = CARD_WIDTH - 72;
const WIDTH = RIGHT - X;
const FOOTER_TOP = 574;

/** The site's icon (app/icon.svg): a maroon disc with the rising sun, drawn at (cx, cy) with radius r. */
function drawMark(ctx: SKRSContext2D, cx: number, cy: number, r: number): void {
  const s = r / 15;
  const at = (x: number, y: number): [number, number] => [cx + (x - 16) * s, cy + (y - 16) * s];
  ctx.fillStyle = C.maroon;
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = C.saffron;
  ctx.beginPath();
  ctx.arc(...at(16, 20), 9 * s, Math.PI, 0);
  ctx.closePath();
  ctx.fill();
  ctx.strokeStyle = C.saffronSoft;
  ctx.lineWidth = 1.6 * s;
  ctx.lineCap = 'round';
  const rays: [number, number, number, number][] = [
    [16, 6, 16, 9],
    [8.5, 9.5, 10.5, 11.5],
    [23.5, 9.5, 21.5, 11.5],
    [5, 15, 7.5, 15],
    [24.5, 15, 27, 15],
    [6, 22.5, 26, 22.5],
  ];
  for (const [x1, y1, x2, y2] of rays) {
    ctx.beginPath();
    ctx.moveTo(...at(x1, y1));
    ctx.lineTo(...at(x2, y2));
    ctx.stroke();
  }
}

function drawFrame(ctx: SKRSContext2D, brand: CardBrand): void {
  ctx.fillStyle = C.bg;
  ctx.fillRect(0, 0, CARD_WIDTH, CARD_HEIGHT);
  // A soft sun rising behind the top right corner.
  ctx.fillStyle = C.saffronSoft;
  ctx.beginPath();
  ctx.arc(CARD_WIDTH - 40, -30, 250, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = C.maroonSoft;
  ctx.beginPath();
  ctx.arc(CARD_WIDTH - 40, -30, 150, 0, Math.PI * 2);
  ctx.fill();

  drawMark(ctx, X + 26, 66, 26);
  ctx.fillStyle = C.maroon;
  ctx.fillText(fitLine(ctx, brand.name, { max: 32, min: 24, maxWidth: 560, weight: 'bold' }), X + 68, 78);

  ctx.fillStyle = C.maroon;
  ctx.fillRect(0, FOOTER_TOP, CARD_WIDTH, CARD_HEIGHT - FOOTER_TOP);
  ctx.fillStyle = C.saffron;
  ctx.fillRect(0, FOOTER_TOP, CARD_WIDTH, 6);
  const baseline = FOOTER_TOP + 38;
  ctx.fillStyle = C.saffronSoft;
  setFont(ctx, 26, 'bold');
  ctx.textAlign = 'right';
  ctx.fillText(brand.host, RIGHT, baseline);
  const hostWidth = ctx.measureText(brand.host).width;
  ctx.textAlign = 'left';
  ctx.fillText(fitLine(ctx, brand.tagline, { max: 26, min: 20, maxWidth: WIDTH - hostWidth - 40 }), X, baseline);
}

/** A row of a rows body: the tone's dot, the name, the value at the right edge. */
function drawRow(ctx: SKRSContext2D, row: CardRow, x: number, width: number, baseline: number, size: number): void {
  ctx.fillStyle = TONE[row.tone];
  ctx.beginPath();
  ctx.arc(x + 8, baseline - size * 0.35, 7, 0, Math.PI * 2);
  ctx.fill();
  setFont(ctx, size, 'bold');
  const value = fitLine(ctx, row.value, { max: size, min: size - 8, maxWidth: width * 0.62, weight: 'bold' });
  const valueWidth = ctx.measureText(value).width;
  ctx.fillStyle = C.fg;
  ctx.textAlign = 'right';
  ctx.fillText(value, x + width, baseline);
  ctx.textAlign = 'left';
  ctx.fillStyle = C.fg;
  ctx.fillText(fitLine(ctx, row.name, { max: size, min: size - 8, maxWidth: width - valueWidth - 44 }), x + 26, baseline);
}

function drawRows(ctx: SKRSContext2D, rows: readonly CardRow[], top: number, bottom: number): void {
  const perColumn = Math.max(1, Math.ceil(rows.length / 2));
  const columns = rows.length > 4 ? 2 : 1;
  const gap = 48;
  const colWidth = columns === 2 ? (WIDTH - gap) / 2 : WIDTH * 0.7;
  const n = columns === 2 ? perColumn : rows.length;
  const step = Math.min(46, (bottom - top) / Math.max(n, 1));
  const size = Math.min(28, Math.round(step * 0.72));
  rows.forEach((row, i) => {
    const col = columns === 2 ? Math.floor(i / perColumn) : 0;
    const k = columns === 2 ? i % perColumn : i;
    drawRow(ctx, row, X + col * (colWidth + gap), colWidth, top + step * (k + 1) - step * 0.28, size);
  });
}

function drawBody(ctx: SKRSContext2D, body: CardBody, top: number, bottom: number): void {
  switch (body.kind) {
    case 'facts': {
      const colWidth = (WIDTH - 48) / 2;
      const cell = (bottom - top) / 2;
      body.facts.slice(0, 4).forEach((f, i) => {
        const x = X + (i % 2) * (colWidth + 48);
        const y = top + Math.floor(i / 2) * cell;
        ctx.fillStyle = C.muted;
        ctx.fillText(fitLine(ctx, f.label, { max: 24, min: 20, maxWidth: colWidth }), x, y + 24);
        ctx.fillStyle = C.fg;
        ctx.fillText(fitLine(ctx, f.value, { max: 40, min: 26, maxWidth: colWidth, weight: 'bold' }), x, y + 66);
        if (f.note) {
          ctx.fillStyle = C.muted;
          ctx.fillText(fitLine(ctx, f.note, { max: 24, min: 20, maxWidth: colWidth }), x, y + 96);
        }
      });
      return;
    }
    case 'rows': {
      ctx.fillStyle = C.muted;
      ctx.fillText(fitLine(ctx, body.caption, { max: 24, min: 20, maxWidth: WIDTH }), X, top + 24);
      drawRows(ctx, body.rows.slice(0, 12), top + 30, bottom);
      return;
    }
    case 'window': {
      ctx.fillStyle = C.muted;
      ctx.fillText(fitLine(ctx, body.label, { max: 26, min: 20, maxWidth: WIDTH }), X, top + 28);
      ctx.fillStyle = TONE[body.tone];
      ctx.fillText(fitLine(ctx, body.value, { max: 60, min: 36, maxWidth: WIDTH, weight: 'bold' }), X, top + 92);
      let y = top + 92;
      if (body.note) {
        ctx.fillStyle = C.muted;
        ctx.fillText(fitLine(ctx, body.note, { max: 26, min: 20, maxWidth: WIDTH }), X, top + 130);
        y = top + 130;
      }
      if (body.rows.length > 0) drawRows(ctx, body.rows.slice(0, 4), y + 12, bottom);
      return;
    }
    case 'text': {
      ctx.fillStyle = C.fg;
      const { lines, size } = fitWrapped(ctx, body.text, { max: 30, min: 24, maxWidth: WIDTH, maxLines: 3 });
      lines.forEach((l, i) => ctx.fillText(l, X, top + size * 1.1 + i * size * 1.45));
      return;
    }
  }
}

/** The card's pixels: RGBA, opaque, CARD_WIDTH x CARD_HEIGHT. */
export function drawCard(spec: CardSpec, brand: CardBrand): Buffer {
  ensureCardFonts();
  const canvas = createCanvas(CARD_WIDTH, CARD_HEIGHT);
  const ctx = canvas.getContext('2d', { alpha: false });
  ctx.textBaseline = 'alphabetic';
  drawFrame(ctx, brand);

  ctx.fillStyle = C.saffron;
  ctx.fillText(fitLine(ctx, spec.kicker, { max: 30, min: 22, maxWidth: WIDTH - 160, weight: 'bold' }), X, 140);

  let y: number;
  ctx.fillStyle = C.maroon;
  if (spec.body.kind === 'text') {
    // Articles and pages: the title may take two lines.
    const { lines, size } = fitWrapped(ctx, spec.title, { max: 58, min: 40, maxWidth: WIDTH, maxLines: 2, weight: 'bold' });
    lines.forEach((l, i) => ctx.fillText(l, X, 140 + size * 1.25 + i * size * 1.3));
    y = 140 + size * 1.25 + (lines.length - 1) * size * 1.3;
  } else {
    ctx.fillText(fitLine(ctx, spec.title, { max: 60, min: 36, maxWidth: WIDTH, weight: 'bold' }), X, 204);
    y = 204;
  }
  if (spec.subtitle) {
    ctx.fillStyle = C.fg;
    ctx.fillText(fitLine(ctx, spec.subtitle, { max: 32, min: 24, maxWidth: WIDTH }), X, y + 46);
    y += 46;
  }

  const bottom = spec.strip ? 524 : 560;
  drawBody(ctx, spec.body, spec.body.kind === 'text' ? y + 36 : Math.max(y + 24, 278), bottom);

  if (spec.strip) {
    ctx.strokeStyle = C.line;
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.moveTo(X, 524);
    ctx.lineTo(RIGHT, 524);
    ctx.stroke();
    ctx.fillStyle = C.maroon;
    ctx.fillText(fitLine(ctx, spec.strip, { max: 26, min: 20, maxWidth: WIDTH, weight: 'bold' }), X, 556);
  }
  return canvas.data();
}

/**
 * PNG of the drawn pixels. Level 6 without adaptive filtering: the card is
 * mostly flat colour, which deflate packs small (tens of kB) in a few ms.
 */
export function encodePng(rgba: Buffer): Promise<Buffer> {
  return sharp(rgba, { raw: { width: CARD_WIDTH, height: CARD_HEIGHT, channels: 4 } })
    .removeAlpha()
    .png({ compressionLevel: 6, adaptiveFiltering: false })
    .toBuffer();
}

/** The card as a PNG file. */
export async function renderCard(spec: CardSpec, brand: CardBrand): Promise<Buffer> {
  return encodePng(drawCard(spec, brand));
}
