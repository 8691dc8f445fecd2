/**
 * The keyboard patterns of the site's popups (issue 25 item 6), in Chromium:
 * the desktop navigation's panels (disclosure: Escape returns focus to the
 * group's button), the date picker (dialog: focus moves in, Escape closes,
 * focus returns) and the theme menu (menu button: arrows, Home/End, Escape).
 * Also the city picker (item 7): the current city chosen again stays, and
 * Enter during a new search picks a city of that search.
 */
import type { Page } from 'playwright-core';
import { DESKTOP, openPage, setupBrowser, shown } from './helpers/browser';

const browser = setupBrowser();

const DAY_PAGE = '/panchang/today/varanasi/2025-11-22';

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return { tag: el?.tagName ?? '', name: el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '', testId: el?.getAttribute('data-testid') ?? '' };
  });

describe('desktop navigation panel', () => {
  it('opens from its button, Tab walks its links, Escape closes it and returns focus to the button', async () => {
    const { page } = await openPage(browser(), '/', { viewport: DESKTOP });
    await page.waitForLoadState('networkidle');
    const button = page.locator('header nav').getByRole('button', { name: 'Panchang', exact: true });
    await button.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByTestId('nav-panel-panchang');
    await panel.waitFor({ state: 'visible' });
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect((await focused(page)).name).toBe('Today’s Panchang');
    await page.keyboard.press('Tab');
    expect((await focused(page)).name).toBe('Monthly Panchang');

    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await button.evaluate((b) => b === document.activeElement)).toBe(true);
    await page.context().close();
  });
});

describe('date picker dialog', () => {
  it('opened with Enter moves focus to the chosen day; Escape closes it and returns focus', async () => {
    const { page } = await openPage(browser(), DAY_PAGE);
    await page.waitForLoadState('networkidle');
    const trigger = page.getByTestId('date-picker-trigger');
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('date-picker-dialog');
    await dialog.waitFor();
    await page.waitForFunction(() => !!document.activeElement?.closest('[role="dialog"]'));
    expect((await focused(page)).name).toBe('Saturday, November 22, 2025');
    // The grid's arrows move the focus inside the dialog.
    await page.keyboard.press('ArrowRight');
    expect((await focused(page)).name).toBe('Sunday, November 23, 2025');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect((await focused(page)).testId).toBe('date-picker-trigger');
    expect(new URL(page.url()).pathname).toBe(DAY_PAGE);
    await page.context().close();
  });

  it('opened with Space chooses a day with Enter and returns focus to the button of the new page', async () => {
    const { page } = await openPage(browser(), DAY_PAGE);
    await page.waitForLoadState('networkidle');
    await page.getByTestId('date-picker-trigger').focus();
    await page.keyboard.press('Space');
    await page.waitForFunction(() => !!document.activeElement?.closest('[role="dialog"]'));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/panchang\/today\/varanasi\/2025-11-29$/);
    // The page visited before stays in the document, hidden: the new page's picker is the one shown.
    expect(await shown(page, '[data-testid=date-picker-value]').textContent()).toBe('29-11-2025');
    await page.context().close();
  });
});

describe('theme menu button', () => {
  it('opens on the chosen theme, moves with arrows, Home and End, closes on Escape with focus back on its button', async () => {
    const { page } = await openPage(browser(), '/');
    await page.waitForLoadState('networkidle');
    const button = page.getByTestId('theme-toggle');
    await button.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const item = async () => (await focused(page)).name;
    expect(await item()).toBe('System');
    await page.keyboard.press('ArrowDown');
    expect(await item()).toBe('Light');
    await page.keyboard.press('ArrowUp');
    expect(await item()).toBe('System');
    await page.keyboard.press('Home');
    expect(await item()).toBe('Light');
    await page.keyboard.press('End');
    expect(await item()).toBe('System');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitemradio');

    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    expect(await button.evaluate((b) => b === document.activeElement)).toBe(true);

    // ArrowDown opens it too; Enter chooses, and focus comes back to the button.
    await page.keyboard.press('ArrowDown');
    await page.getByRole('menu').waitFor();
    await page.keyboard.press('ArrowUp');
    expect(await item()).toBe('Dark');
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await button.evaluate((b) => b === document.activeElement)).toBe(true);
    await page.context().close();
  });
});

describe('city picker', () => {
  it('keeps the current city when it is chosen again', async () => {
    const { page } = await openPage(browser(), DAY_PAGE);
    await page.waitForLoadState('networkidle');
    await page.getByTestId('city-picker-trigger').click();
    await page.getByRole('combobox').fill('varanasi');
    const option = page.locator('[role="option"][data-slug="varanasi"]');
    await option.waitFor();
    expect(await option.getAttribute('aria-selected')).toBe('true');
    await option.click();
    await page.getByTestId('city-picker-popover').waitFor({ state: 'detached' });
    expect(await page.getByTestId('city-picker-value').textContent()).toBe('Varanasi');
    // The same city keeps the page, its date too.
    expect(new URL(page.url()).pathname).toBe(DAY_PAGE);
    await page.context().close();
  });

  it('never offers the results of the earlier text: Enter during a new search picks from that search', async () => {
    const { page } = await openPage(browser(), DAY_PAGE);
    await page.waitForLoadState('networkidle');
    await page.getByTestId('city-picker-trigger').click();
    const box = page.getByRole('combobox');
    await box.fill('mumbai');
    await page.locator('[role="option"][data-slug="mumbai"]').waitFor();
    // Typed over and Enter at once, inside the search's 300 ms pause: Mumbai must not be chosen.
    await box.fill('pune');
    expect(await page.locator('[role="option"][data-slug="mumbai"]').count()).toBe(0);
    await box.press('Enter');
    await page.waitForURL(/\/panchang\/today\/pune\/2025-11-22$/);
    // The page visited before stays in the document, hidden: the new page's picker is the one shown.
    expect(await shown(page, '[data-testid=city-picker-value]').textContent()).toBe('Pune');
    await page.context().close();
  });
});
