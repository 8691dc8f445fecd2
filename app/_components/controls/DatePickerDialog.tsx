'use client';

/**
 * The date picker's dialog (./DatePicker): a month calendar with month and
 * year dropdowns, moved through by keyboard as the WAI-ARIA date picker
 * dialog pattern says. A module of its own, fetched when the picker is first
 * opened (or the pointer or focus reaches its button), so the pages that
 * show a picker, the home and day pages among them, do not load the
 * calendar's code before anyone opens it (issue 24).
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useClientT } from '@/app/_components/i18n/useClientT';
import type { Locale } from '@/i18n/routing';
import { daysInMonth, isoDate, shiftDate, splitIsoDate, weekdayOfDate } from '@/engine/civil-date';
import { clampToSupported, monthWeeks, shiftMonth, WEEK_SUNDAY_FIRST } from '@/lib/calendar-grid';
import { formatDate } from '@/lib/format/date';
import { MAX_DATE, MIN_DATE } from '@/lib/selection/params';
import { ChevronLeftIcon, ChevronRightIcon } from '../site/icons';

const MIN_YEAR = Number(MIN_DATE.slice(0, 4));
const MAX_YEAR = Number(MAX_DATE.slice(0, 4));
const YEARS = Array.from({ length: MAX_YEAR - MIN_YEAR + 1 }, (_, i) => MIN_YEAR + i);
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

export interface DatePickerDialogProps {
  id: string;
  /** The chosen date (`yyyy-MM-dd`), or null for none. */
  value: string | null;
  /** The day focused when the dialog opens (the chosen one, or today). */
  start: string;
  locale: Locale;
  onChoose: (date: string) => void;
  onClose: () => void;
}

export function DatePickerDialog({ id, value, start, locale, onChoose, onClose }: DatePickerDialogProps) {
  const t = useClientT('pickers');
  const [focused, setFocused] = useState<string>(() => clampToSupported(start));
  const gridRef = useRef<HTMLTableElement>(null);
  const titleId = useId();
  /** Set when the next render should put focus on the focused day (opening, arrow keys). */
  const moveFocus = useRef(true);

  const { year, month } = splitIsoDate(focused);

  // The dialog pattern: focus goes to the focused day on opening and follows it through the grid.
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${focused}"]`)?.focus();
  }, [focused]);

  const go = (date: string) => {
    moveFocus.current = true;
    setFocused(clampToSupported(date));
  };

  const onGridKey = (e: KeyboardEvent) => {
    const wd = weekdayOfDate(focused);
    const moves: Record<string, () => string> = {
      ArrowLeft: () => shiftDate(focused, -1),
      ArrowRight: () => shiftDate(focused, 1),
      ArrowUp: () => shiftDate(focused, -7),
      ArrowDown: () => shiftDate(focused, 7),
      PageUp: () => shiftMonth(focused, e.shiftKey ? -12 : -1),
      PageDown: () => shiftMonth(focused, e.shiftKey ? 12 : 1),
      Home: () => shiftDate(focused, -wd),
      End: () => shiftDate(focused, 6 - wd),
    };
    const move = moves[e.key];
    if (move) {
      e.preventDefault();
      go(move());
    }
  };

  const setMonthYear = (y: number, m: number) => {
    const { day } = splitIsoDate(focused);
    setFocused(clampToSupported(isoDate(y, m, Math.min(day, daysInMonth(y, m)))));
  };

  const weeks = monthWeeks(year, month);
  const prevDisabled = isoDate(year, month, 1) <= MIN_DATE;
  const nextDisabled = shiftMonth(isoDate(year, month, 1), 1) > MAX_DATE;

  return (
    <div
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      // A click on the dialog's ground keeps focus in it (and Escape working), rather than on <body>.
      tabIndex={-1}
      data-testid="date-picker-dialog"
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onClose();
        }
      }}
      className="absolute left-0 z-40 mt-2 w-[19rem] rounded-2xl border border-line bg-surface p-3 shadow-lg"
    >
      <h2 id={titleId} className="sr-only">
        {formatDate(isoDate(year, month, 1), locale, 'monthYear')}
      </h2>
      <div className="flex items-center gap-1.5">
        <button
          type="button"
          onClick={() => setFocused(clampToSupported(shiftMonth(focused, -1)))}
          disabled={prevDisabled}
          aria-label={t('previousMonth')}
          className="grid h-9 w-9 shrink-0 place-items-center rounded-lg border border-line hover:border-saffron disabled:opacity-40"
        >
          <ChevronLeftIcon />
        </button>
        <select
          aria-label={t('month')}
          value={month}
          onChange={(e) => setMonthYear(year, Number(e.target.value))}
          className="h-9 min-w-0 flex-1 rounded-lg border border-line bg-surface px-1.5 text-sm"
          data-testid="date-picker-month"
        >
          {MONTHS.map((m) => (
            <option key={m} value={m}>
              {formatDate(isoDate(2001, m, 1), locale, 'month')}
            </option>
          ))}
        </select>
        <select
          aria-label={t('year')}
          value={year}
          onChange={(e) => setMonthYear(Number(e.target.value), month)}
          className="h-9 w-[5.5rem] rounded-lg border border-line bg-surface px-1.5 text-sm tabular-nums"
          data-testid="date-picker-year"
        >
          {YEARS.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
        <button
          type="button"
          onClick={() => setFocused(clampToSupported(shiftMonth(focused, 1)))}
          disabled={nextDisabled}
          aria-label={t('nextMonth')}
          className="grid h-9 w-9 shrink-0 place-items-center rounded-lg border border-line hover:border-saffron disabled:opacity-40"
        >
          <ChevronRightIcon />
        </button>
      </div>

      <table ref={gridRef} role="grid" aria-labelledby={titleId} className="mt-3 w-full border-collapse text-center text-sm" onKeyDown={onGridKey}>
        <thead>
          <tr>
            {WEEK_SUNDAY_FIRST.map((d) => (
              <th key={d} scope="col" className="pb-1 text-xs font-medium text-muted">
                <abbr title={formatDate(d, locale, 'weekday')} className="no-underline">
                  {formatDate(d, locale, 'weekdayShort')}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, i) => (
            <tr key={i}>
              {week.map((d, j) => {
                if (!d) return <td key={j} />;
                const selected = d === value;
                const isFocused = d === focused;
                const outOfRange = d < MIN_DATE || d > MAX_DATE;
                return (
                  <td key={d} className="p-0.5">
                    <button
                      type="button"
                      data-date={d}
                      tabIndex={isFocused ? 0 : -1}
                      disabled={outOfRange}
                      aria-pressed={selected}
                      aria-label={formatDate(d, locale, 'full')}
                      onClick={() => onChoose(d)}
                      onKeyDown={(e) => {
                        if (e.key === 'Enter' || e.key === ' ') {
                          e.preventDefault();
                          onChoose(d);
                        }
                      }}
                      className={`h-9 w-9 rounded-lg tabular-nums ${
                        selected
                          ? 'bg-maroon font-semibold text-white dark:text-bg'
                          : 'hover:bg-saffron-soft hover:text-saffron'
                      } ${isFocused && !selected ? 'ring-1 ring-saffron' : ''}`}
                    >
                      {splitIsoDate(d).day}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
