/**
 * The share cards of a known day (New Delhi, 19 March 2026) drawn as the
 * page's opengraph-image draws them, compared with committed reference images within a
 * small pixel tolerance. The Hindi reference was looked at before it was
 * committed: conjuncts (त्र in चैत्र and नक्षत्र, द्र in उत्तराभाद्रपद, ल्ल in
 * दिल्ली), the ि matra before its consonant (तिथि, वैदिक, नवरात्रि) and the
 * reph (र्य in सूर्योदय and सूर्यास्त, र्च in मार्च) are shaped; an unshaped
 * renderer (next/og's satori) draws ि after its consonant and र् as a
 * letter with a virama, which moves thousands of pixels.
 *
 * To redraw the references after an intended change of the card's look:
 *   UPDATE_SHARE_CARDS=1 npx jest tests/lib/share-card/reference.test.ts
 * then look at the images again before committing them.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Locale } from '@/i18n/routing';
import { cardBrand } from '@/lib/share-card/cards';
import { renderCard } from '@/lib/share-card/render';
import { CARD_HEIGHT, CARD_WIDTH, type CardSpec } from '@/lib/share-card/spec';
import { DEFAULT_SITE_URL } from '@/lib/site';
import { cardSpecAt } from '../../helpers/page-card';

const DIR = path.join(__dirname, '..', '..', 'fixtures', 'share-card');
const UPDATE = process.env.UPDATE_SHARE_CARDS === '1';

/** A pixel differs when a channel differs by more than this (anti-aliasing noise stays below it). */
const CHANNEL_TOLERANCE = 48;
/** At most this share of the card's pixels may differ: 0.1 %, about 750 pixels, far less than one changed glyph. */
const PIXEL_TOLERANCE = 0.001;

/** The day page's card (its path names the day, so the card does not depend on when it is drawn). */
const daySpec = (locale: Locale, date = '2026-03-19'): Promise<CardSpec> => cardSpecAt(`${locale === 'hi' ? '/hi' : ''}/panchang/today/new-delhi/${date}`, Date.parse('2026-03-19T06:00:00Z'));

/** The card as the route draws it, with the default host whatever SITE_URL the test run has. */
const render = (spec: CardSpec) => renderCard(spec, { ...cardBrand(spec.locale), host: new URL(DEFAULT_SITE_URL).host });

async function rgb(png: Buffer | string): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** How many pixels differ by more than the channel tolerance. */
async function differingPixels(a: Buffer | string, b: Buffer | string): Promise<number> {
  const [x, y] = await Promise.all([rgb(a), rgb(b)]);
  expect([x.width, x.height]).toEqual([y.width, y.height]);
  let n = 0;
  for (let i = 0; i < x.data.length; i += 3) {
    if (
      Math.abs(x.data[i] - y.data[i]) > CHANNEL_TOLERANCE ||
      Math.abs(x.data[i + 1] - y.data[i + 1]) > CHANNEL_TOLERANCE ||
      Math.abs(x.data[i + 2] - y.data[i + 2]) > CHANNEL_TOLERANCE
    ) {
      n++;
    }
  }
  return n;
}

const MAX_DIFFERING = Math.round(CARD_WIDTH * CARD_HEIGHT * PIXEL_TOLERANCE);

describe.each([
  ['hi', 'day-hi-new-delhi-2026-03-19.png'],
  ['en', 'day-en-new-delhi-2026-03-19.png'],
] as const)('the %s day card of New Delhi, 19 March 2026', (locale, file) => {
  const reference = path.join(DIR, file);

  it('is a 1200 x 630 PNG matching the committed reference', async () => {
    const png = await render(await daySpec(locale));
    if (UPDATE || !existsSync(reference)) {
      if (!UPDATE) throw new Error(`Missing reference ${reference}: draw it with UPDATE_SHARE_CARDS=1 and look at it`);
      mkdirSync(DIR, { recursive: true });
      writeFileSync(reference, png);
    }
    const meta = await sharp(png).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'png', width: CARD_WIDTH, height: CARD_HEIGHT });
    expect(await differingPixels(png, reference)).toBeLessThanOrEqual(MAX_DIFFERING);
  });

  it('tells another day apart (the tolerance is not vacuous)', async () => {
    expect(await differingPixels(await render(await daySpec(locale, '2026-03-20')), reference)).toBeGreaterThan(MAX_DIFFERING * 5);
  });
});

it('says in the Hindi reference what the page says: city, date, tithi, nakshatra, sunrise', async () => {
  const spec = await daySpec('hi');
  expect(spec).toMatchObject({ kicker: 'आज का पंचांग', title: 'नई दिल्ली', subtitle: 'गुरुवार, 19 मार्च 2026' });
  expect(spec.body).toEqual({
    kind: 'facts',
    facts: [
      { label: 'तिथि', value: 'अमावस्या', note: '6:52 AM तक' },
      { label: 'नक्षत्र', value: 'उत्तराभाद्रपद', note: '4:05 AM, 20 मार्च तक' },
      { label: 'सूर्योदय', value: '6:27 AM' },
      { label: 'सूर्यास्त', value: '6:32 PM' },
    ],
  });
  expect(spec.strip).toBe('त्योहार: चैत्र अमावस्या, चैत्र नवरात्रि (घटस्थापना), गुड़ी पड़वा / उगादी');
});
