/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ClientIntlProvider } from '@/app/_components/i18n/client-intl';
import en from '@/messages/en.json';
import { CityPicker, GEOLOCATION_OPTIONS } from '@/app/_components/controls/CityPicker';
import { SEARCH_DEBOUNCE_MS } from '@/app/_components/controls/CityPickerPopover';
import type { City } from '@/lib/cities/types';
import { toCitySummary } from '@/lib/selection/params';

const city = (slug: string, name: string, cc: string, country: string, state?: string): City => ({
  id: slug.length,
  slug,
  name,
  lat: 1,
  lon: 2,
  elevation: 0,
  timezone: 'Asia/Kolkata',
  country: { code: cc, name: country },
  state,
  population: 1000,
  tier: 1,
});
const MUMBAI = city('mumbai', 'Mumbai', 'IN', 'India', 'Maharashtra');
const MUMBAI_US = city('mumbai-us', 'Mumbai Heights', 'US', 'United States', 'Ohio');

function respond(results: City[]) {
  return Promise.resolve({ ok: true, json: () => Promise.resolve({ results }) } as Response);
}

function renderPicker(value: City | null = null) {
  const onChange = jest.fn();
  render(
    <ClientIntlProvider locale="en" messages={en}>
      <CityPicker value={value ? toCitySummary(value) : null} onChange={onChange} label="City" />
    </ClientIntlProvider>,
  );
  return onChange;
}

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

beforeEach(() => {
  jest.useFakeTimers();
  global.fetch = jest.fn((url: string) => respond(String(url).includes('q=mum') ? [MUMBAI, MUMBAI_US] : [])) as unknown as typeof fetch;
});

afterEach(() => {
  jest.useRealTimers();
});

async function flush() {
  await act(async () => {
    await Promise.resolve();
    await Promise.resolve();
  });
}

/** Lets the search's pause run out and its answer arrive. */
async function answered() {
  await act(async () => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
  await flush();
}

/** Clicks the picker's button; the search (a module of its own, loaded on opening) then shows. */
async function open() {
  fireEvent.click(screen.getByTestId('city-picker-trigger'));
  await act(async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  });
}

/** Opens the picker and searches for `q`; the search box. */
async function search(q: string): Promise<HTMLElement> {
  await open();
  const input = screen.getByTestId('city-picker-search');
  fireEvent.change(input, { target: { value: q } });
  await answered();
  return input;
}

describe('CityPicker', () => {
  it('shows the placeholder and the search box texts', async () => {
    renderPicker();
    expect(screen.getByTestId('city-picker-value')).toHaveTextContent('Select city...');
    await open();
    expect(screen.getByPlaceholderText('Search cities...')).toBeInTheDocument();
    // Before the first answer arrives.
    expect(screen.getByTestId('city-picker-empty')).toHaveTextContent('Searching cities...');
  });

  it('searches after 300 ms of quiet and groups Indian and global cities', async () => {
    renderPicker();
    await open();
    await act(async () => jest.advanceTimersByTime(0));
    await flush();
    (global.fetch as jest.Mock).mockClear();
    fireEvent.change(screen.getByTestId('city-picker-search'), { target: { value: 'mu' } });
    fireEvent.change(screen.getByTestId('city-picker-search'), { target: { value: 'mum' } });
    await act(async () => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(global.fetch).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(1));
    expect(global.fetch).toHaveBeenCalledTimes(1);
    expect((global.fetch as jest.Mock).mock.calls[0][0]).toBe('/api/cities?q=mum');
    await flush();
    const indian = screen.getByRole('group', { name: 'Indian Cities' });
    const global_ = screen.getByRole('group', { name: 'Global Cities' });
    expect(within(indian).getByRole('option')).toHaveTextContent('MumbaiMaharashtra');
    expect(within(global_).getByRole('option')).toHaveTextContent('Mumbai HeightsOhio, United States');
  });

  it('says when nothing is found', async () => {
    renderPicker();
    await search('zzzz');
    expect(screen.getByTestId('city-picker-empty')).toHaveTextContent('No cities found.');
  });

  it('chooses with the keyboard', async () => {
    const onChange = renderPicker();
    const input = await search('mum');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1].id);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith(toCitySummary(MUMBAI_US));
  });

  it('keeps the selected city when it is chosen again (the picker goes on showing it)', async () => {
    const onChange = renderPicker(MUMBAI);
    await search('mum');
    const selected = screen.getAllByRole('option').find((o) => o.getAttribute('aria-selected') === 'true')!;
    fireEvent.click(selected);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByTestId('city-picker-popover')).not.toBeInTheDocument();
    expect(screen.getByTestId('city-picker-value')).toHaveTextContent('Mumbai');
  });

  it('hides the results of the earlier text while a new search loads; Enter then waits for the new ones', async () => {
    const PUNE = city('pune', 'Pune', 'IN', 'India', 'Maharashtra');
    global.fetch = jest.fn((url: string) => respond(String(url).includes('q=mum') ? [MUMBAI, MUMBAI_US] : String(url).includes('q=pune') ? [PUNE] : [])) as unknown as typeof fetch;
    const onChange = renderPicker();
    const input = await search('mum');
    expect(screen.getAllByRole('option')).toHaveLength(2);

    // Typed over: Mumbai's results go at once, and Enter before Pune's arrive does not choose Mumbai.
    fireEvent.change(input, { target: { value: 'pune' } });
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByTestId('city-picker-empty')).toHaveTextContent('Searching cities...');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).not.toHaveBeenCalled();
    await answered();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(toCitySummary(PUNE));
  });

  it('forgets an early Enter when the text changes again', async () => {
    const onChange = renderPicker();
    await open();
    const input = screen.getByTestId('city-picker-search');
    fireEvent.change(input, { target: { value: 'mu' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.change(input, { target: { value: 'mum' } });
    await answered();
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('uses the browser location (10 s, low accuracy) and the nearest city', async () => {
    const getCurrentPosition = jest.fn<void, [PositionCallback, PositionErrorCallback?, PositionOptions?]>((ok) =>
      ok({ coords: { latitude: 19.07, longitude: 72.88 } } as GeolocationPosition),
    );
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    global.fetch = jest.fn(() => Promise.resolve({ ok: true, json: () => Promise.resolve(MUMBAI) } as Response)) as unknown as typeof fetch;
    const onChange = renderPicker();
    fireEvent.click(screen.getByTestId('city-picker-locate'));
    await flush();
    expect(getCurrentPosition.mock.calls[0][2]).toEqual(GEOLOCATION_OPTIONS);
    expect(GEOLOCATION_OPTIONS).toMatchObject({ timeout: 10_000, enableHighAccuracy: false });
    expect((global.fetch as jest.Mock).mock.calls[0][0]).toBe('/api/cities/nearest?lat=19.07000&lon=72.88000');
    expect(onChange).toHaveBeenCalledWith(toCitySummary(MUMBAI));
  });

  it('explains a refused location', async () => {
    const getCurrentPosition = jest.fn((_ok: PositionCallback, fail: PositionErrorCallback) =>
      fail({ code: 1, PERMISSION_DENIED: 1, TIMEOUT: 3, POSITION_UNAVAILABLE: 2, message: '' } as GeolocationPositionError),
    );
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    renderPicker();
    fireEvent.click(screen.getByTestId('city-picker-locate'));
    expect(screen.getByRole('status')).toHaveTextContent('Location permission was denied');
  });
});
