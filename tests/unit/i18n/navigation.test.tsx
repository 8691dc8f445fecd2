/** @jest-environment jsdom */
import { render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ClientIntlProvider } from '@/app/_components/i18n/client-intl';
import { Link, usePathname, useRouter } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

let mockPath = '/';
const mockRouter = { push: jest.fn(), replace: jest.fn(), prefetch: jest.fn(), back: jest.fn(), forward: jest.fn(), refresh: jest.fn() };
jest.mock('next/navigation', () => ({ usePathname: () => mockPath, useRouter: () => mockRouter }));

const inLocale = (locale: Locale) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <ClientIntlProvider locale={locale} messages={{}}>
        {children}
      </ClientIntlProvider>
    );
  };

const hrefOf = (ui: ReactNode, locale: Locale) => {
  render(ui, { wrapper: inLocale(locale) });
  return screen.getByRole('link').getAttribute('href');
};

describe('Link (as next-intl wrote it: English unprefixed, Hindi under /hi, another language always prefixed)', () => {
  it.each([
    ['en', '/about', '/about'],
    ['hi', '/about', '/hi/about'],
    ['hi', '/', '/hi'],
    ['en', '/', '/'],
    ['hi', 'https://example.org/x', 'https://example.org/x'],
    ['hi', '#main', '#main'],
  ] as const)('in %s, %s is %s', (locale, href, expected) => {
    expect(hrefOf(<Link href={href}>x</Link>, locale)).toBe(expected);
  });
  it('writes a query href with its prefix', () => {
    expect(hrefOf(<Link href={{ pathname: '/search', query: { q: 'tithi' } }}>x</Link>, 'hi')).toBe('/hi/search?q=tithi');
  });
  it('leads to the other language with its prefix and hreflang', () => {
    render(<Link href="/about" locale="en">x</Link>, { wrapper: inLocale('hi') });
    const a = screen.getByRole('link');
    expect(a.getAttribute('href')).toBe('/en/about');
    expect(a.getAttribute('hreflang')).toBe('en');
  });
});

describe('usePathname and useRouter', () => {
  it('read the path without the page’s language prefix', () => {
    mockPath = '/hi/panchang/today';
    expect(renderHook(() => usePathname(), { wrapper: inLocale('hi') }).result.current).toBe('/panchang/today');
    mockPath = '/hi';
    expect(renderHook(() => usePathname(), { wrapper: inLocale('hi') }).result.current).toBe('/');
    mockPath = '/history';
    expect(renderHook(() => usePathname(), { wrapper: inLocale('en') }).result.current).toBe('/history');
  });
  it('navigate to the locale-less path in the page’s language, or another with its prefix', () => {
    const router = renderHook(() => useRouter(), { wrapper: inLocale('hi') }).result.current;
    router.push('/lagna', { scroll: false });
    expect(mockRouter.push).toHaveBeenLastCalledWith('/hi/lagna', { scroll: false });
    router.replace('/about?q=1', { locale: 'en' });
    expect(mockRouter.replace).toHaveBeenLastCalledWith('/en/about?q=1', {});
  });
});
