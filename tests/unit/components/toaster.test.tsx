/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ClientIntlProvider } from '@/app/_components/i18n/client-intl';
import en from '@/messages/en.json';
import hi from '@/messages/hi.json';
import { Toaster } from '@/app/_components/site/Toaster';
import { dismissToast, toast, TOAST_DURATION_MS, toastStore, VISIBLE_TOASTS } from '@/app/_components/site/toast';

function show(locale: 'en' | 'hi' = 'en') {
  return render(
    <ClientIntlProvider locale={locale} messages={locale === 'en' ? en : hi}>
      <Toaster />
    </ClientIntlProvider>,
  );
}

const shown = () => screen.queryAllByText(/^notice /).map((p) => p.textContent);

describe('Toaster', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => toastStore.snapshot().forEach((t) => dismissToast(t.id)));
    jest.useRealTimers();
  });

  it('is a named polite live region before any toast, and shows one when sent', () => {
    show();
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    act(() => void toast('notice 1'));
    expect(shown()).toEqual(['notice 1']);
  });

  it(`keeps the newest ${VISIBLE_TOASTS} and lets each go after ${TOAST_DURATION_MS} ms`, () => {
    show();
    act(() => ['notice 1', 'notice 2', 'notice 3', 'notice 4'].forEach((m) => toast(m)));
    expect(shown()).toEqual(['notice 2', 'notice 3', 'notice 4']);
    act(() => void jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(shown()).toHaveLength(3);
    act(() => void jest.advanceTimersByTime(1));
    expect(shown()).toEqual([]);
  });

  it('stops the clock while the pointer is on it, and closes a toast with its button (in the page language)', () => {
    show('hi');
    act(() => void toast('notice 1'));
    const region = screen.getByRole('region', { name: 'सूचनाएँ' });
    fireEvent.mouseEnter(region);
    act(() => void jest.advanceTimersByTime(TOAST_DURATION_MS * 3));
    expect(shown()).toEqual(['notice 1']);
    fireEvent.click(screen.getByRole('button', { name: 'सूचना बंद करें' }));
    expect(shown()).toEqual([]);
  });

  it('takes focus with Alt+T', () => {
    show();
    fireEvent.keyDown(window, { altKey: true, code: 'KeyT' });
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Notifications' }));
  });
});
