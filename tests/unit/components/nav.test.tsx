/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnchorHTMLAttributes } from 'react';
import { DesktopNav, DROPDOWN_CLOSE_DELAY_MS } from '@/app/_components/site/DesktopNav';
import { MobileDrawer } from '@/app/_components/site/MobileDrawer';
import type { NavSection } from '@/app/_components/site/nav-types';

let mockPath = '/muhurat/rahu-kaal';
jest.mock('@/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
  usePathname: () => mockPath,
}));

const sections: NavSection[] = [
  {
    key: 'panchang',
    label: 'Panchang',
    links: [
      { href: '/panchang/today', label: 'Today’s Panchang' },
      { href: '/panchang/monthly', label: 'Monthly Panchang' },
    ],
  },
  {
    key: 'muhurat',
    label: 'Muhurat',
    links: [
      { href: '/muhurat/today', label: 'Today’s Muhurat' },
      { href: '/muhurat/rahu-kaal', label: 'Rahu Kaal' },
    ],
  },
];

describe('DesktopNav', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const hover = (el: Element, type: 'pointerEnter' | 'pointerLeave') =>
    fireEvent[type](el, { pointerType: 'mouse' });

  it('opens on hover and closes 120 ms after the pointer leaves', () => {
    render(<DesktopNav sections={sections} label="Main navigation" />);
    const item = screen.getByRole('button', { name: 'Panchang' }).closest('li')!;
    const panel = document.getElementById('nav-panel-panchang')!;
    expect(panel).not.toBeVisible();

    hover(item, 'pointerEnter');
    expect(panel).toBeVisible();
    expect(screen.getByRole('button', { name: 'Panchang' })).toHaveAttribute('aria-expanded', 'true');

    hover(item, 'pointerLeave');
    act(() => jest.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS - 1));
    expect(panel).toBeVisible();
    act(() => jest.advanceTimersByTime(1));
    expect(panel).not.toBeVisible();
    expect(DROPDOWN_CLOSE_DELAY_MS).toBe(120);
  });

  it('stays open when the pointer comes back within the delay', () => {
    render(<DesktopNav sections={sections} label="Main navigation" />);
    const item = screen.getByRole('button', { name: 'Panchang' }).closest('li')!;
    hover(item, 'pointerEnter');
    hover(item, 'pointerLeave');
    act(() => jest.advanceTimersByTime(80));
    hover(item, 'pointerEnter');
    act(() => jest.advanceTimersByTime(500));
    expect(document.getElementById('nav-panel-panchang')).toBeVisible();
  });

  it('closes on Escape and returns focus from the panel to its button', () => {
    render(<DesktopNav sections={sections} label="Main navigation" />);
    const button = screen.getByRole('button', { name: 'Panchang' });
    fireEvent.click(button);
    const link = screen.getByRole('link', { name: 'Monthly Panchang' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(document.getElementById('nav-panel-panchang')).not.toBeVisible();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(button);
  });

  it('leaves focus alone when Escape closes a panel opened by hover', () => {
    render(<DesktopNav sections={sections} label="Main navigation" />);
    const outside = document.body.appendChild(document.createElement('input'));
    outside.focus();
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Muhurat' }).closest('li')!, { pointerType: 'mouse' });
    fireEvent.keyDown(outside, { key: 'Escape' });
    expect(document.getElementById('nav-panel-muhurat')).not.toBeVisible();
    expect(document.activeElement).toBe(outside);
    outside.remove();
  });

  it('marks the current page and its group', () => {
    render(<DesktopNav sections={sections} label="Main navigation" />);
    expect(screen.getByRole('link', { name: 'Rahu Kaal', hidden: true })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Today’s Muhurat', hidden: true })).not.toHaveAttribute('aria-current');
  });
});

describe('MobileDrawer', () => {
  const labels = { open: 'Open menu', close: 'Close menu', title: 'Menu', nav: 'Site menu' };

  it('slides in, expands the active section, and closes when a link is tapped', async () => {
    mockPath = '/muhurat/rahu-kaal';
    const user = userEvent.setup();
    render(<MobileDrawer sections={sections} extraLinks={[{ href: '/blog', label: 'Knowledge Hub' }]} labels={labels} />);
    const drawer = document.getElementById('mobile-drawer')!;
    expect(drawer).toHaveAttribute('data-state', 'closed');

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(drawer).toHaveAttribute('data-state', 'open');
    // The section holding the current page starts expanded, the others collapsed.
    expect(screen.getByRole('button', { name: 'Muhurat' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Panchang' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Rahu Kaal' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Knowledge Hub' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Panchang' }));
    expect(screen.getByRole('button', { name: 'Panchang' })).toHaveAttribute('aria-expanded', 'true');
    const monthly = screen.getByRole('link', { name: 'Monthly Panchang' });
    monthly.addEventListener('click', (e) => e.preventDefault());
    await user.click(monthly);
    expect(drawer).toHaveAttribute('data-state', 'closed');
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    render(<MobileDrawer sections={sections} extraLinks={[]} labels={labels} />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.keyboard('{Escape}');
    expect(document.getElementById('mobile-drawer')).toHaveAttribute('data-state', 'closed');
  });
});
