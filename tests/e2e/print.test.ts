/**
 * The print sheets, printed to PDF by Chromium (print media), each exactly
 * one A4 page holding what it lists, in English and in Hindi; the site's
 * chrome is not printed:
 *   - the monthly Panchang (/panchang/monthly, landscape): every day, the
 *     city, a known festival and the site's address;
 *   - the festival month (/festivals/{year}/{month}/{city}, portrait): every
 *     event of the month, the busiest month too;
 *   - the year sheets (/print/ekadashi and /print/vrats, portrait): every
 *     Ekadashi with its parana, the vrats and major festivals month by month.
 */
import { DESKTOP, openPage, setupBrowser } from './helpers/browser';
import { pdfText } from './helpers/pdf';

const browser = setupBrowser();

/** The site's chrome and the page's controls, none of them on paper. */
const SCREEN_ONLY = ['header', 'footer', '[data-testid="sidebar"]', '[data-testid="print-button"]', 'nav'];

async function printed(path: string, { landscape = true, screenOnly = ['[data-testid="month-card"]'] }: { landscape?: boolean; screenOnly?: string[] } = {}) {
  const { page, response } = await openPage(browser(), path, { viewport: DESKTOP });
  expect(response?.status()).toBe(200);
  expect(await page.getByTestId('print-button').isVisible()).toBe(true);
  await page.emulateMedia({ media: 'print' });
  // Nothing of the screen page but the sheet is laid out for paper.
  for (const sel of [...SCREEN_ONLY, ...screenOnly]) {
    expect(await page.locator(sel).first().isVisible()).toBe(false);
  }
  expect(await page.getByTestId('print-sheet').isVisible()).toBe(true);
  const pdf = await page.pdf({ format: 'A4', landscape, printBackground: true });
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

/** The PDF's text on one line per run of words (pdf.js may break a line of a table cell anywhere). */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('the printed festival month (portrait)', () => {
  const portrait = { landscape: false, screenOnly: ['[data-testid="festival-month"]', '[data-testid="festival-list"]', '[data-testid="print-bar"]'] };

  it('is one A4 page with every event of November 2025 in Varanasi (English)', async () => {
    const { page } = await openPage(browser(), '/festivals/2025/november/varanasi');
    const names = await page.getByTestId('festival-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-slug')));
    const rows = await page.getByTestId('print-festival-list').locator('tbody tr').count();
    await page.context().close();
    expect(rows).toBe(names.length);
    const { text, pages } = await printed('/festivals/2025/november/varanasi', portrait);
    expect(pages).toBe(1);
    const t = flat(text);
    expect(t).toContain('November 2025 · Varanasi, Uttar Pradesh, India');
    expect(t).toContain('Utpanna Ekadashi');
    expect(t).toContain('Dev Deepawali');
    expect(t).toContain('yourvediccalendar.com');
  });

  it('fits the busiest month, October 2025 in New Delhi (Diwali), on one page', async () => {
    const { text, pages } = await printed('/festivals/2025/october/new-delhi', portrait);
    expect(pages).toBe(1);
    const t = flat(text);
    expect(t).toContain('October 2025 · New Delhi');
    expect(t).toContain('Diwali (Lakshmi Puja)');
    expect(t).toContain('Sharad Purnima');
    // The month's last event is printed too (the list is not cut at the foot of the page).
    expect(t).toMatch(/31 Fri/);
  });

  it('is one A4 page in Hindi', async () => {
    const { text, pages } = await printed('/hi/festivals/2025/november/varanasi', portrait);
    expect(pages).toBe(1);
    const t = flat(text);
    expect(t).toContain('नवंबर 2025 · वाराणसी');
    expect(t).toContain('yourvediccalendar.com');
  });
});

describe('the Ekadashi year sheet', () => {
  it('is linked from the Ekadashi list at its city and year', async () => {
    const { page } = await openPage(browser(), '/festivals/ekadashi/2025/new-delhi');
    expect(await page.getByTestId('print-sheet-link').getAttribute('href')).toBe('/print/ekadashi/2025/new-delhi');
    await page.context().close();
  });

  it('shows the sheet on screen and prints every Ekadashi of 2025 with its parana on one A4 page (English)', async () => {
    const { page } = await openPage(browser(), '/print/ekadashi/2025/new-delhi');
    expect(await page.getByTestId('print-sheet').isVisible()).toBe(true);
    const dates = await page.getByTestId('print-ekadashi').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-date')));
    await page.context().close();
    expect(dates.length).toBeGreaterThanOrEqual(24);
    const { text, pages } = await printed('/print/ekadashi/2025/new-delhi', { landscape: false, screenOnly: ['[data-testid="year-nav"]'] });
    expect(pages).toBe(1);
    const t = flat(text);
    expect(t).toContain('Ekadashi 2025 · New Delhi');
    // Nirjala Ekadashi: June 6 (Smarta), parana on June 7; the Vaishnava fast on June 7, parana on June 8 (the trusted site's days).
    expect(t).toContain('Nirjala Ekadashi');
    expect(t).toMatch(/Jun 6 Friday/);
    expect(t).toMatch(/Jun 7, 1:4\d PM – 4:3\d PM/);
    expect(t).toMatch(/Jun 7, Saturday/);
    // Every row's date is on the sheet: the last Ekadashi too.
    expect(t).toContain('Dec 30');
    expect(t).toContain('yourvediccalendar.com');
  });

  it('is one A4 page in Hindi', async () => {
    const { text, pages } = await printed('/hi/print/ekadashi/2025/new-delhi', { landscape: false, screenOnly: ['[data-testid="year-nav"]'] });
    expect(pages).toBe(1);
    const t = flat(text);
    // PDF text extraction splits some conjuncts and vowel signs of Devanagari; these words come out whole.
    expect(t).toContain('एकादशी 2025 ·');
    expect(t).toContain('6 जून');
    expect(t).toContain('7 जून, 1:44 PM');
    expect(t).toContain('पारण');
  });
});

describe('the year sheet of vrats and festivals', () => {
  it('is linked from the festival month', async () => {
    const { page } = await openPage(browser(), '/festivals/2025/march/new-delhi');
    expect(await page.getByTestId('print-sheet-link').getAttribute('href')).toBe('/print/vrats/2025/new-delhi');
    await page.context().close();
  });

  it('prints the twelve months of 2025 with the vrats and major festivals on one A4 page (English)', async () => {
    const { text, pages } = await printed('/print/vrats/2025/new-delhi', { landscape: false, screenOnly: ['[data-testid="year-nav"]'] });
    expect(pages).toBe(1);
    const t = flat(text);
    expect(t).toContain('Vrats and festivals 2025 · New Delhi');
    for (const m of ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']) expect(t).toContain(m);
    expect(t).toMatch(/26 Wed Maha Shivaratri/);
    expect(t).toMatch(/14 Fri Holi/);
    // New Delhi's 20 Oct 2025 holds Narak Chaturdashi and Lakshmi Puja.
    expect(t).toContain('20 Mon Narak Chaturdashi (Chhoti Diwali) · Diwali (Lakshmi Puja)');
    expect(t).toContain('Sankashti Chaturthi');
    expect(t).toContain('Pradosh');
    expect(t).toContain('every Ekadashi, Pradosh, Sankashti Chaturthi, Purnima and Amavasya');
  });

  it('is one A4 page in Hindi', async () => {
    const { text, pages } = await printed('/hi/print/vrats/2025/new-delhi', { landscape: false, screenOnly: ['[data-testid="year-nav"]'] });
    expect(pages).toBe(1);
    const t = flat(text);
    // PDF text extraction splits some conjuncts and vowel signs of Devanagari; these words come out whole.
    for (const m of ['जनवरी', 'जून', 'नवंबर']) expect(t).toContain(m);
    expect(t).toContain('14 शुक्र होली');
    expect(t).toContain('20 सोम नरक');
    expect(t).toContain('कुल 120');
  });
});
