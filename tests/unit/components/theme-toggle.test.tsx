/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClientIntlProvider } from '@/app/_components/i18n/client-intl';
import en from '@/messages/en.json';
import { ThemeToggle } from '@/app/_components/site/ThemeToggle';

beforeAll(() => {
  // jsdom has no matchMedia; the theme store asks it for the system preference.
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} })) as unknown as typeof window.matchMedia;
});

beforeEach(() => localStorage.clear());

function renderToggle() {
  render(
    <ClientIntlProvider locale="en" messages={en}>
      <ThemeToggle />
      <button type="button">after</button>
    </ClientIntlProvider>,
  );
  return screen.getByTestId('theme-toggle');
}

const focusedName = () => document.activeElement?.textContent;

describe('ThemeToggle (WAI-ARIA menu button)', () => {
  it('opens from the keyboard on the chosen theme, moves with the arrows, Home and End, and wraps', async () => {
    const button = renderToggle();
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu')).toHaveAttribute('id', button.getAttribute('aria-controls'));
    expect(focusedName()).toBe('System');
    expect(screen.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(focusedName()).toBe('Light');
    await userEvent.keyboard('{ArrowUp}');
    expect(focusedName()).toBe('System');
    await userEvent.keyboard('{Home}');
    expect(focusedName()).toBe('Light');
    await userEvent.keyboard('{End}');
    expect(focusedName()).toBe('System');
    // The items are not Tab stops: the menu is one.
    for (const item of screen.getAllByRole('menuitemradio')) expect(item).toHaveAttribute('tabindex', '-1');
  });

  it('chooses with Enter and returns focus to the button', async () => {
    const button = renderToggle();
    button.focus();
    await userEvent.keyboard('{ArrowDown}{Home}{ArrowDown}{Enter}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(localStorage.getItem('vc.theme')).toBe('dark');
    expect(document.activeElement).toBe(button);
    expect(button).toHaveAccessibleName('Theme: Dark');
  });

  it('opens on the last item with ArrowUp; Escape closes and returns focus', async () => {
    const button = renderToggle();
    button.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(focusedName()).toBe('System');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(document.activeElement).toBe(button);
  });

  it('closes on Tab', async () => {
    const button = renderToggle();
    await userEvent.click(button);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
