/**
 * The Hindi card of the festival calendar (Varanasi, March 2026) drawn as
 * its opengraph-image draws it: a 1200 x 630 PNG, not blank, whose drawn lines
 * are the page's own: the city, the month, and each festival's name and
 * date from the month's view model (loadFestivalMonth), in Devanagari.
 * (The shaping itself is pinned by the day card's reference image,
 * reference.test.ts; these cards use the same fonts and text helpers.)
 */
import { createCanvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import { loadFestivalMonth } from '@/app/_loaders/festivals';
import { renderCardPng } from '@/lib/share-card';
import { CARD_HEIGHT, CARD_WIDTH } from '@/lib/share-card/spec';
import { cardSpecAt, selectionAt } from '../../helpers/page-card';

const NOW = Date.parse('2026-03-19T06:00:00Z');

/** Every string the renderer hands to Skia's fillText (shaped there by HarfBuzz). */
async function drawnLines(render: () => Promise<Buffer>): Promise<{ png: Buffer; lines: string[] }> {
  const proto = Object.getPrototypeOf(createCanvas(1, 1).getContext('2d')) as { fillText: (text: string, x: number, y: number) => void };
  const spy = jest.spyOn(proto, 'fillText');
  try {
    const png = await render();
    return { png, lines: spy.mock.calls.map((c) => c[0]) };
  } finally {
    spy.mockRestore();
  }
}

it('draws the Hindi month card from the month’s view model', async () => {
  const card = { spec: await cardSpecAt('/hi/festivals/2026/march/varanasi', NOW) };
  const { png, lines } = await drawnLines(() => renderCardPng(card.spec));

  const meta = await sharp(png).metadata();
  expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'png', width: CARD_WIDTH, height: CARD_HEIGHT });

  // Not blank: the body (between the subtitle and the footer) has text in it, dark pixels on the light card.
  const { data, info } = await sharp(png).extract({ left: 0, top: 280, width: CARD_WIDTH, height: 240 }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let dark = 0;
  for (let i = 0; i < data.length; i += info.channels) if (data[i] + data[i + 1] + data[i + 2] < 300) dark++;
  expect(dark).toBeGreaterThan(5_000);

  const vm = (await loadFestivalMonth(selectionAt('/hi/festivals/2026/march/varanasi', NOW))).view;
  expect(lines).toEqual(expect.arrayContaining(['वैदिक कैलेंडर', 'त्योहार कैलेंडर', 'वाराणसी', vm.title, `महीने के मुख्य त्योहार · ${vm.rows.length} पर्व`]));
  expect(vm.title).toBe('मार्च 2026');
  // Eight of the month's festivals, each drawn with its date as the page lists it.
  const rows = card.spec.body.kind === 'rows' ? card.spec.body.rows : [];
  expect(rows).toHaveLength(8);
  for (const r of rows) {
    expect(vm.rows.some((v) => v.name === r.name && v.dateLabel === r.value)).toBe(true);
    expect(lines).toContain(r.name);
    expect(lines).toContain(r.value);
  }
  // Holi the day after Holika Dahan, which falls on Mar 2 in 2026 (Bhadra's tail, after midnight).
  expect(lines).toEqual(expect.arrayContaining(['होली', '3 मार्च', 'राम नवमी', '26 मार्च']));
});
