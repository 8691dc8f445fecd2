/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Live, NowPill } from '@/app/_components/live/Live';
import { LiveCurrent } from '@/app/_components/live/LiveCurrent';
import { isCurrent } from '@/app/_components/live/now';

const START = Date.parse('2025-11-22T11:43:55+05:30');
const END = Date.parse('2025-11-22T13:04:56+05:30');
const INSIDE = Date.parse('2025-11-22T12:00:00+05:30');
const OUTSIDE = Date.parse('2025-11-22T14:00:00+05:30');

describe('current-period highlighting', () => {
  it('is half-open: start counts, end does not', () => {
    expect(isCurrent(START, END, START)).toBe(true);
    expect(isCurrent(START, END, END)).toBe(false);
  });

  it('marks the row for the server instant in server HTML', () => {
    const html = renderToString(
      <table>
        <tbody>
          <Live as="tr" start={START} end={END} serverNow={INSIDE} currentClassName="is-now">
            <td>Kaal</td>
          </Live>
        </tbody>
      </table>,
    );
    expect(html).toContain('aria-current="time"');
    expect(html).toContain('is-now');
    const other = renderToString(
      <Live start={START} end={END} serverNow={OUTSIDE} currentClassName="is-now">
        x
      </Live>,
    );
    expect(other).not.toContain('aria-current');
  });

  it('follows the browser clock after hydration', () => {
    jest.useFakeTimers().setSystemTime(INSIDE);
    render(
      <>
        <Live start={START} end={END} serverNow={OUTSIDE} data-testid="row">
          row
        </Live>
        <NowPill start={START} end={END} serverNow={OUTSIDE} label="Now" />
        <LiveCurrent serverNow={OUTSIDE} none="—" testId="current" items={[{ label: 'Kaal', range: '11:44 AM – 1:05 PM', start: START, end: END }]} />
      </>,
    );
    expect(screen.getByTestId('row')).toHaveAttribute('aria-current', 'time');
    expect(screen.getByText('Now')).toBeInTheDocument();
    expect(screen.getByTestId('current')).toHaveTextContent('Kaal 11:44 AM – 1:05 PM');
    jest.useRealTimers();
  });
});
