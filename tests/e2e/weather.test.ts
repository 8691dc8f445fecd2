/**
 * The sidebar's weather card in Chromium, against the real /api/weather of
 * the server under test, whose providers `npm test` points at a fake
 * Open-Meteo on loopback (scripts/lib/fake-weather.mjs, URL in
 * FAKE_WEATHER_URL). Each case steers the fake for its own city before any
 * page asks for it, since the server keeps answers for 10 minutes.
 * Against a server started by hand without the fake, these tests are skipped.
 */
import { DESKTOP, MOBILE, fetchManual, openPage, setupBrowser, url } from './helpers/browser';

const FAKE = process.env.FAKE_WEATHER_URL;
const describeWithFake = FAKE ? describe : describe.skip;
const browser = setupBrowser();

type Behaviour = 'ok' | 'timeout' | '500' | 'malformed' | 'empty';
const CASES: Record<string, { forecast: Behaviour; airQuality: Behaviour }> = {
  jaipur: { forecast: 'ok', airQuality: 'ok' },
  pune: { forecast: '500', airQuality: 'ok' },
  lucknow: { forecast: 'ok', airQuality: 'timeout' },
  patna: { forecast: 'malformed', airQuality: 'ok' },
  bhopal: { forecast: 'ok', airQuality: 'empty' },
  indore: { forecast: '500', airQuality: 'timeout' },
};
/** Display names by slug and language, as the card shows them. */
const NAMES: Record<string, { en: string; hi: string }> = {};

async function steer(slug: string) {
  const city = (await (await fetchManual(`/api/cities/${slug}`)).json()) as { lat: number; lon: number; name: string; nameHindi?: string };
  NAMES[slug] = { en: city.name, hi: city.nameHindi ?? city.name };
  const c = CASES[slug];
  const res = await fetch(`${FAKE}/scenario`, {
    method: 'POST',
    body: JSON.stringify({ lat: city.lat, lon: city.lon, forecast: c.forecast, airQuality: c.airQuality }),
  });
  expect(res.status).toBe(204);
}

/** A city's page on a desktop, once the card shows that city's answer. */
async function cardFor(slug: string, locale: 'en' | 'hi' = 'en') {
  const { page } = await openPage(browser(), `${locale === 'hi' ? '/hi' : ''}/panchang/today/${slug}`, { viewport: DESKTOP });
  const card = page.getByTestId('weather-card');
  await page.waitForFunction(
    (name) => {
      const el = document.querySelector('[data-testid="weather-card"]') as HTMLElement | null;
      return !!el && el.dataset.state !== 'loading' && (el.textContent ?? '').includes(name);
    },
    NAMES[slug][locale],
    { timeout: 15_000 },
  );
  return { page, card };
}

describeWithFake('weather card', () => {
  beforeAll(async () => {
    for (const slug of Object.keys(CASES)) await steer(slug);
  });

  it('is not waited for: the server sends the page with the card still loading', async () => {
    const html = await (await fetch(url('/panchang/today/jaipur'))).text();
    expect(html).toMatch(/data-testid="weather-card" data-state="loading"/);
  });

  it('shows the weather and the air quality with its band colour', async () => {
    const { page, card } = await cardFor('jaipur');
    expect(await card.getAttribute('data-state')).toBe('ok');
    expect(await page.textContent('[data-testid="weather-temperature"]')).toBe('25°C');
    expect(await page.textContent('[data-testid="weather-condition"]')).toBe('Partly cloudy');
    expect(await page.textContent('[data-testid="weather-humidity"]')).toBe('58%');
    expect(await page.textContent('[data-testid="weather-wind"]')).toBe('9 km/h');
    expect(await page.textContent('[data-testid="weather-aqi-index"]')).toBe('87');
    expect(await page.textContent('[data-testid="weather-aqi-band"]')).toBe('Moderate');
    expect(await page.getByTestId('weather-aqi-index').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 0)');
    expect(await page.textContent('[data-testid="weather-pm25"]')).toBe('28 µg/m³');
    expect(await page.textContent('[data-testid="weather-pm10"]')).toBe('51 µg/m³');
    expect(await page.getByTestId('weather-demo-notice').count()).toBe(0);
    expect(await page.getByTestId('weather-info').count()).toBe(0);
    await page.context().close();
  });

  it.each([
    ['pune', 'weather', 'Weather (Open-Meteo): HTTP 500'],
    ['patna', 'weather', 'Weather (Open-Meteo): malformed JSON'],
    ['lucknow', 'aqi', 'Air quality (Open-Meteo): no answer within 3 s'],
    ['bhopal', 'aqi', 'Air quality (Open-Meteo): empty response'],
  ])('%s: the failed part is demo data, labelled, with the error in the tooltip', async (slug, demoPart, error) => {
    const { page, card } = await cardFor(slug);
    expect(await card.getAttribute('data-state')).toBe('partial');
    expect(await page.textContent('[data-testid="weather-demo-notice"]')).toBe('Using demo data - API unavailable');
    const weatherNow = page.getByTestId('weather-now');
    const aqi = page.getByTestId('weather-aqi');
    expect(await weatherNow.getAttribute('data-source')).toBe(demoPart === 'weather' ? 'demo' : 'open-meteo');
    expect(await aqi.getAttribute('data-source')).toBe(demoPart === 'aqi' ? 'demo' : 'open-meteo');
    // Demo values carry the label; live ones do not.
    expect(await (demoPart === 'weather' ? weatherNow : aqi).textContent()).toContain('demo');
    expect(await (demoPart === 'weather' ? aqi : weatherNow).textContent()).not.toContain('demo');
    if (demoPart === 'weather') expect(await page.textContent('[data-testid="weather-aqi-index"]')).toBe('87');
    else expect(await page.textContent('[data-testid="weather-temperature"]')).toContain('25°C');

    const tooltip = page.getByTestId('weather-errors');
    expect(await tooltip.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Some data may be limited' }).hover();
    await tooltip.waitFor({ state: 'visible' });
    expect(await tooltip.textContent()).toContain('Some data may be limited');
    expect(await tooltip.textContent()).toContain(error);
    await page.context().close();
  });

  it('says the data is unavailable when neither provider answered', async () => {
    const { page, card } = await cardFor('indore');
    expect(await card.getAttribute('data-state')).toBe('unavailable');
    expect(await page.textContent('[data-testid="weather-unavailable"]')).toBe('Weather data unavailable');
    expect(await page.getByTestId('weather-temperature').count()).toBe(0);
    await page.getByTestId('weather-info').click();
    const errors = await page.textContent('[data-testid="weather-errors"]');
    expect(errors).toContain('Weather (Open-Meteo): HTTP 500');
    expect(errors).toContain('Air quality (Open-Meteo): no answer within 3 s');
    await page.context().close();
  });

  it('speaks Hindi on /hi', async () => {
    const { page } = await cardFor('jaipur', 'hi');
    expect(await page.textContent('#sidebar-weather')).toBe('मौसम और वायु गुणवत्ता');
    expect(await page.textContent('[data-testid="weather-temperature"]')).toBe('25°से');
    expect(await page.textContent('[data-testid="weather-condition"]')).toBe('आंशिक रूप से बादल');
    expect(await page.textContent('[data-testid="weather-aqi-band"]')).toBe('मध्यम');
    await page.context().close();
  });

  it('is not fetched on a phone, where the sidebar is hidden', async () => {
    const { page } = await openPage(browser(), '/about', { viewport: MOBILE });
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/weather')) asked.push(r.url());
    });
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('sidebar').isVisible()).toBe(false);
    expect(asked).toEqual([]);
    await page.context().close();
  });
});
