/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClientIntlProvider } from '@/app/_components/i18n/client-intl';
import en from '@/messages/en.json';
import { SelectionControls } from '@/app/_components/controls/SelectionControls';
import { SelectionProvider } from '@/app/_components/selection/SelectionProvider';
import { CITY_STORAGE_KEY, DATE_STORAGE_KEY, type CitySummary } from '@/lib/selection/params';

const push = jest.fn();
const replace = jest.fn();
jest.mock('@/i18n/navigation', () => ({
  useRouter: () => ({ push, replace }),
  Link: ({ children, href }: { children: React.ReactNode; href: string }) => <a href={href}>{children}</a>,
}));
jest.mock('@/app/_components/site/toast', () => ({ toast: jest.fn() }));

const summary = (slug: string, name: string): CitySummary => ({
  slug,
  name,
  timezone: 'Asia/Kolkata',
  lat: 1,
  lon: 2,
  country: { code: 'IN', name: 'India' },
  state: 'State',
});
const DELHI = summary('new-delhi', 'New Delhi');
const VARANASI = summary('varanasi', 'Varanasi');
const MUMBAI = summary('mumbai', 'Mumbai');

function renderControls(props: Partial<React.ComponentProps<typeof SelectionControls>> = {}) {
  return render(
    <ClientIntlProvider locale="en" messages={en}>
      <SelectionProvider defaultCity={DELHI}>
        <SelectionControls tool="todayPanchang" date="2025-11-22" city={VARANASI} dateFromUrl cityFromUrl conv={{}} keep={{}} {...props} />
      </SelectionProvider>
    </ClientIntlProvider>,
  );
}

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

beforeEach(() => {
  push.mockClear();
  replace.mockClear();
  localStorage.clear();
  sessionStorage.clear();
  global.fetch = jest.fn((url: string) =>
    Promise.resolve({
      ok: true,
      status: 200,
      json: () => Promise.resolve(String(url).startsWith('/api/cities/') ? MUMBAI : { results: [{ ...MUMBAI, id: 1, elevation: 0, population: 1, tier: 1 }] }),
    } as Response),
  ) as unknown as typeof fetch;
});

describe('SelectionControls', () => {
  it('navigates to the chosen date and remembers it for the session', async () => {
    renderControls();
    await userEvent.click(screen.getByTestId('date-picker-trigger'));
    await userEvent.click(await screen.findByRole('button', { name: 'Tuesday, November 25, 2025' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/panchang/today/varanasi/2025-11-25'));
    expect(sessionStorage.getItem(DATE_STORAGE_KEY)).toBe('2025-11-25');
  });

  it('navigates to the chosen city, keeping the date, and remembers the city', async () => {
    renderControls();
    fireEvent.click(screen.getByTestId('city-picker-trigger'));
    const option = await screen.findByRole('option', { name: /Mumbai/ });
    fireEvent.click(option);
    await waitFor(() => expect(push).toHaveBeenCalledWith('/panchang/today/mumbai/2025-11-22'));
    expect(localStorage.getItem(CITY_STORAGE_KEY)).toBe('mumbai');
  });

  it('keeps the path’s conventions and other values', async () => {
    renderControls({ tool: 'tithiToday', conv: { clock: '24h' }, keep: { time: '06:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/tithi-today/varanasi/24h'));
  });

  it('goes back to today without a date in the URL', async () => {
    renderControls();
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/panchang/today/varanasi'));
  });

  it('follows the remembered city and date on a page whose URL names neither', async () => {
    localStorage.setItem(CITY_STORAGE_KEY, 'mumbai');
    sessionStorage.setItem(DATE_STORAGE_KEY, '2025-12-01');
    renderControls({ city: DELHI, cityFromUrl: false, dateFromUrl: false, date: '2026-01-01' });
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/panchang/today/mumbai/2025-12-01'));
  });

  it('does not follow storage when the URL names the city', async () => {
    localStorage.setItem(CITY_STORAGE_KEY, 'mumbai');
    renderControls();
    await act(async () => {
      await Promise.resolve();
    });
    expect(replace).not.toHaveBeenCalled();
  });
});
