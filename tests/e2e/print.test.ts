/**
 * The printable month: /panchang/monthly printed to PDF by Chromium (print
 * media, A4 landscape) is exactly one page holding the whole month: every
 * day, the city, a known festival and the site's address, in English and
 * in Hindi; the site's chrome is not printed.
 */
import { DESKTOP, openPage, setupBrowser } from './helpers/browser';
import { pdfText } from './helpers/pdf';

const browser = setupBrowser();

async function printed(path: string) {
  const { page, response } = await openPage(browser(), path, { viewport: DESKTOP });
  expect(response?.status()).toBe(200);
  expect(await page.getByTestId('print-button').isVisible()).toBe(true);
  await page.emulateMedia({ media: 'print' });
  // Nothing of the screen page but the sheet is laid out for paper.
  for (const sel of ['header', 'footer', '[data-testid="sidebar"]', '[data-testid="print-button"]', '[data-testid="month-card"]', 'nav']) {
    expect(await page.locator(sel).first().isVisible()).toBe(false);
  }
  expect(await page.getByTestId('print-sheet').isVisible()).toBe(true);
  const pdf = await page.pdf({ format: 'A4', landscape: true, printBackground: true });
  await page.context().close();
  return pdfText(pdf);
}

/** Each day number of the month begins a cell (a line of the PDF's text), and no other. */
function dayNumbers(text: string): number[] {
  return Array.from({ length: 31 }, (_, i) => i + 1).filter((d) => new RegExp(`^${d}(?!\\d)`, 'm').test(text));
}

const DAYS_OF_NOVEMBER = Array.from({ length: 30 }, (_, i) => i + 1);

describe('the printed month', () => {
  it('is one A4 page with every day of November 2025 in Varanasi, its festivals and the site address (English)', async () => {
    const { text, pages } = await printed('/panchang/monthly/varanasi/2025-11');
    expect(pages).toBe(1);
    expect(dayNumbers(text)).toEqual(DAYS_OF_NOVEMBER);
    expect(text).toContain('November 2025 · Varanasi, Uttar Pradesh, India');
    expect(text).toContain('Lunar months: Kartika – Margashirsha');
    expect(text).toContain('Utpanna Ekadashi');
    expect(text).toContain('Kartika Purnima');
    expect(text).toMatch(/Purnima till 6:48 PM/);
    expect(text).toContain('Sunrise 6:06 AM');
    expect(text).toContain('yourvediccalendar.com');
  });

  it('is one A4 page in Hindi', async () => {
    const { text, pages } = await printed('/hi/panchang/monthly/varanasi/2025-11');
    expect(pages).toBe(1);
    expect(dayNumbers(text)).toEqual(DAYS_OF_NOVEMBER);
    // PDF text extraction splits some conjuncts of Devanagari; these words come out whole.
    expect(text).toContain('नवंबर 2025 · वाराणसी');
    expect(text).toContain('देवउठनी');
    expect(text).toContain('एकादशी 2:37 AM, 16 नव॰ तक');
    expect(text).toContain('yourvediccalendar.com');
  });

  it('fits a six-week month on one page', async () => {
    // March 2025 starts on a Saturday: six rows of weeks.
    const { text, pages } = await printed('/panchang/monthly/new-delhi/2025-03/amanta');
    expect(pages).toBe(1);
    expect(dayNumbers(text)).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
    expect(text).toContain('Holika Dahan');
    expect(text).toContain('Amanta months');
  });
});
