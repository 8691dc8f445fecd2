/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { ClientIntlProvider } from '@/app/_components/i18n/client-intl';
import en from '@/messages/en.json';
import { SelectionProvider, UrlSelection, useSelection } from '@/app/_components/selection/SelectionProvider';
import { CITY_STORAGE_KEY, DATE_STORAGE_KEY, todayInZone, type CitySummary } from '@/lib/selection/params';

jest.mock('@/app/_components/site/toast', () => ({ toast: jest.fn() }));

const delhi: CitySummary = {
  slug: 'new-delhi',
  name: 'New Delhi',
  nameHindi: 'नई दिल्ली',
  timezone: 'Asia/Kolkata',
  lat: 28.63576,
  lon: 77.22445,
  country: { code: 'IN', name: 'India' },
  state: 'Delhi',
};
const newYork: CitySummary = {
  slug: 'new-york-city',
  name: 'New York City',
  timezone: 'America/New_York',
  lat: 40.71427,
  lon: -74.00597,
  country: { code: 'US', name: 'United States' },
  state: 'New York',
};

function Probe() {
  const s = useSelection();
  return (
    <p data-testid="probe" data-hydrated={String(s.hydrated)}>
      {s.date}|{s.city.slug}|{String(s.dateChosen)}
    </p>
  );
}

function renderWith(children: React.ReactNode = <Probe />) {
  return render(
    <ClientIntlProvider locale="en" messages={en}>
      <SelectionProvider defaultCity={delhi}>{children}</SelectionProvider>
    </ClientIntlProvider>,
  );
}

const probe = () => screen.getByTestId('probe').textContent;

describe('SelectionProvider', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    document.cookie = 'vc_city=; Max-Age=0; Path=/';
    global.fetch = jest.fn();
  });

  it('falls back to today and New Delhi when storage is empty', () => {
    renderWith();
    expect(probe()).toBe(`${todayInZone('Asia/Kolkata')}|new-delhi|false`);
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('falls back when storage holds something unparseable', () => {
    sessionStorage.setItem(DATE_STORAGE_KEY, '31/12/2025');
    localStorage.setItem(CITY_STORAGE_KEY, '{"bad": json}');
    renderWith();
    expect(probe()).toBe(`${todayInZone('Asia/Kolkata')}|new-delhi|false`);
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('reads the session date and the stored city, fetching its record', async () => {
    sessionStorage.setItem(DATE_STORAGE_KEY, '2025-11-22');
    localStorage.setItem(CITY_STORAGE_KEY, 'new-york-city');
    (global.fetch as jest.Mock).mockResolvedValue({ ok: true, status: 200, json: async () => newYork });
    renderWith();
    await act(async () => {});
    expect(global.fetch).toHaveBeenCalledWith('/api/cities/new-york-city');
    expect(probe()).toBe('2025-11-22|new-york-city|true');
    expect(screen.getByTestId('probe')).toHaveAttribute('data-hydrated', 'true');
  });

  it('forgets a stored city the server no longer knows', async () => {
    localStorage.setItem(CITY_STORAGE_KEY, 'atlantis');
    (global.fetch as jest.Mock).mockResolvedValue({ ok: false, status: 404, json: async () => ({}) });
    renderWith();
    await act(async () => {});
    expect(localStorage.getItem(CITY_STORAGE_KEY)).toBeNull();
    expect(document.cookie).not.toContain('vc_city=');
    expect(probe()).toContain('|new-delhi|');
    expect(jest.requireMock('@/app/_components/site/toast').toast).toHaveBeenCalled();
  });

  it('lets the URL win over storage without overwriting it', async () => {
    sessionStorage.setItem(DATE_STORAGE_KEY, '2025-01-01');
    localStorage.setItem(CITY_STORAGE_KEY, 'mumbai');
    renderWith(
      <>
        <UrlSelection date="2025-11-22" city={newYork} />
        <Probe />
      </>,
    );
    await act(async () => {});
    expect(probe()).toBe('2025-11-22|new-york-city|true');
    expect(global.fetch).not.toHaveBeenCalled();
    expect(localStorage.getItem(CITY_STORAGE_KEY)).toBe('mumbai');
    expect(sessionStorage.getItem(DATE_STORAGE_KEY)).toBe('2025-01-01');
  });

  it('stores a chosen date for the session and a chosen city across visits', async () => {
    function Controls() {
      const { setDate, setCity } = useSelection();
      return (
        <>
          <button onClick={() => setDate('2025-11-22')}>date</button>
          <button onClick={() => setDate('1800-01-01')}>bad date</button>
          <button onClick={() => setCity(newYork)}>city</button>
        </>
      );
    }
    renderWith(
      <>
        <Controls />
        <Probe />
      </>,
    );
    act(() => screen.getByRole('button', { name: 'date' }).click());
    act(() => screen.getByRole('button', { name: 'city' }).click());
    expect(sessionStorage.getItem(DATE_STORAGE_KEY)).toBe('2025-11-22');
    expect(localStorage.getItem(CITY_STORAGE_KEY)).toBe('new-york-city');
    // The server reads the cookie on the next visit.
    expect(document.cookie).toContain('vc_city=new-york-city');
    expect(probe()).toBe('2025-11-22|new-york-city|true');
    act(() => screen.getByRole('button', { name: 'bad date' }).click());
    expect(sessionStorage.getItem(DATE_STORAGE_KEY)).toBe('2025-11-22');
  });

  it('copies a city stored before the cookie existed into the cookie', async () => {
    localStorage.setItem(CITY_STORAGE_KEY, 'new-york-city');
    (global.fetch as jest.Mock).mockResolvedValue({ ok: true, status: 200, json: async () => newYork });
    renderWith();
    await act(async () => {});
    expect(document.cookie).toContain('vc_city=new-york-city');
  });

  it('needs no fetch when the server already rendered the remembered city', async () => {
    localStorage.setItem(CITY_STORAGE_KEY, 'new-delhi');
    renderWith();
    await act(async () => {});
    expect(global.fetch).not.toHaveBeenCalled();
    expect(screen.getByTestId('probe')).toHaveAttribute('data-hydrated', 'true');
  });
});
