/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClientIntlProvider } from '@/app/_components/i18n/client-intl';
import en from '@/messages/en.json';
import hi from '@/messages/hi.json';
import { DatePicker } from '@/app/_components/controls/DatePicker';

function renderPicker(props: Partial<React.ComponentProps<typeof DatePicker>> = {}, locale: 'en' | 'hi' = 'en') {
  const onSelect = jest.fn();
  render(
    <ClientIntlProvider locale={locale} messages={locale === 'en' ? en : hi}>
      <DatePicker value={null} onSelect={onSelect} defaultMonth="2025-11-22" {...props} />
    </ClientIntlProvider>,
  );
  return onSelect;
}

/** Clicks the button; the calendar (a module of its own, loaded on opening) then shows. */
async function openByClick() {
  await userEvent.click(screen.getByTestId('date-picker-trigger'));
  await screen.findByTestId('date-picker-dialog');
}

describe('DatePicker', () => {
  it('shows the placeholder without a value and dd-MM-yyyy with one', () => {
    renderPicker();
    expect(screen.getByTestId('date-picker-value')).toHaveTextContent('Pick a date');
  });

  it('shows the chosen date as dd-MM-yyyy', () => {
    renderPicker({ value: '2025-11-05' });
    expect(screen.getByTestId('date-picker-value')).toHaveTextContent('05-11-2025');
  });

  it('offers month and year dropdowns covering 1900-2100', async () => {
    renderPicker({ value: '2025-11-22' });
    await openByClick();
    const years = within(screen.getByTestId('date-picker-year')).getAllByRole('option');
    expect(years[0]).toHaveTextContent('1900');
    expect(years[years.length - 1]).toHaveTextContent('2100');
    expect(years).toHaveLength(201);
    expect(within(screen.getByTestId('date-picker-month')).getAllByRole('option')).toHaveLength(12);
    expect((screen.getByTestId('date-picker-year') as HTMLSelectElement).value).toBe('2025');
    expect((screen.getByTestId('date-picker-month') as HTMLSelectElement).value).toBe('11');
  });

  it('chooses a day from another month and year', async () => {
    const onSelect = renderPicker({ value: '2025-11-22' });
    await openByClick();
    fireEvent.change(screen.getByTestId('date-picker-year'), { target: { value: '1950' } });
    fireEvent.change(screen.getByTestId('date-picker-month'), { target: { value: '2' } });
    await userEvent.click(screen.getByRole('button', { name: 'Tuesday, February 14, 1950' }));
    expect(onSelect).toHaveBeenCalledWith('1950-02-14');
    expect(screen.queryByTestId('date-picker-dialog')).not.toBeInTheDocument();
  });

  it('ignores choosing the selected day again (no empty selection)', async () => {
    const onSelect = renderPicker({ value: '2025-11-22' });
    await openByClick();
    await userEvent.click(screen.getByRole('button', { name: 'Saturday, November 22, 2025' }));
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('moves by keyboard and chooses with Enter', async () => {
    const onSelect = renderPicker({ value: '2025-11-22' });
    await openByClick();
    screen.getByRole('button', { name: 'Saturday, November 22, 2025' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveAccessibleName('Sunday, November 23, 2025');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('2025-11-30');
  });

  it.each(['{Enter}', ' ', '{ArrowDown}'])('opened from the keyboard (%s), moves focus to the chosen day; Escape returns it', async (key) => {
    renderPicker({ value: '2025-11-22' });
    screen.getByTestId('date-picker-trigger').focus();
    await userEvent.keyboard(key);
    expect(await screen.findByTestId('date-picker-dialog')).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Saturday, November 22, 2025'));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByTestId('date-picker-dialog')).not.toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByTestId('date-picker-trigger'));
  });

  it('opened by a click, moves focus in as well; Tab out of it closes it', async () => {
    render(
      <ClientIntlProvider locale="en" messages={en}>
        <DatePicker value="2025-11-22" onSelect={jest.fn()} />
        <button type="button">after</button>
      </ClientIntlProvider>,
    );
    await openByClick();
    expect(document.activeElement).toHaveAccessibleName('Saturday, November 22, 2025');
    act(() => screen.getByRole('button', { name: 'after' }).focus());
    expect(screen.queryByTestId('date-picker-dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape and returns focus to the button', async () => {
    renderPicker({ value: '2025-11-22' });
    await openByClick();
    screen.getByRole('button', { name: 'Saturday, November 22, 2025' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByTestId('date-picker-dialog')).not.toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByTestId('date-picker-trigger'));
  });

  it('cannot go before January 1900', async () => {
    renderPicker({ value: '1900-01-10' });
    await openByClick();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
  });

  it('speaks Hindi on Hindi pages', async () => {
    renderPicker({}, 'hi');
    expect(screen.getByTestId('date-picker-value')).toHaveTextContent('दिनांक चुनें');
  });
});
