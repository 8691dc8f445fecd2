'use client';

/**
 * Date picker: a button showing the date as dd-MM-yyyy (or "Pick a date")
 * that opens a month calendar with month and year dropdowns (1900-2100).
 * Choosing the date that is already selected changes nothing (an empty
 * selection is ignored). Keyboard: arrows move by a day / a week, PageUp /
 * PageDown by a month, Home / End to the week's ends, Enter or Space
 * chooses, Escape closes. The WAI-ARIA date picker dialog pattern: opening
 * (click, Enter, Space or ArrowDown on the button) moves focus to the
 * chosen day (or today), Escape and choosing close the dialog and return
 * focus to the button, Tab out of it closes it.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocale } from '@/app/_components/i18n/client-intl';
import { useClientT } from '@/app/_components/i18n/useClientT';
import type { Locale } from '@/i18n/routing';
import { daysInMonth, isoDate, shiftDate, splitIsoDate, weekdayOfDate } from '@/engine/civil-date';
import { track } from '@/lib/analytics/browser/track';
import { clampToSupported, monthWeeks, shiftMonth, WEEK_SUNDAY_FIRST } from '@/lib/calendar-grid';
import { formatDate, formatNumericDate } from '@/lib/format/date';
import { MAX_DATE, MIN_DATE } from '@/lib/selection/params';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from '../site/icons';

const MIN_YEAR = Number(MIN_DATE.slice(0, 4));
const MAX_YEAR = Number(MAX_DATE.slice(0, 4));
const YEARS = Array.from({ length: MAX_YEAR - MIN_YEAR + 1 }, (_, i) => MIN_YEAR + i);
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

export interface DatePickerProps {
  /** `yyyy-MM-dd`, or null for none. */
  value: string | null;
  onSelect: (date: string) => void;
  /** The day the calendar opens on when there is no value (today in the city). */
  defaultMonth?: string;
  /** Accessible name of the trigger (the visible label is the date). */
  label?: string;
  id?: string;
}

export function DatePicker({ value, onSelect, defaultMonth, label, id }: DatePickerProps) {
  const t = useClientT('pickers');
  const locale = useLocale() as Locale;
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState<string>(() => clampToSupported(value ?? defaultMonth ?? MIN_DATE));
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const gridRef = useRef<HTMLTableElement>(null);
  const dialogId = useId();
  const titleId = useId();
  /** Set when the next render should put focus on the focused day (opening, arrow keys). */
  const moveFocus = useRef(false);

  const { year, month } = splitIsoDate(focused);

  // The dialog pattern: however it opens (click, Enter, Space, ArrowDown), focus moves to the day in the grid.
  const openAt = () => {
    moveFocus.current = true;
    setFocused(clampToSupported(value ?? defaultMonth ?? MIN_DATE));
    setOpen(true);
  };

  const close = (returnFocus = true) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  // Keep keyboard focus on the focused day while moving through the grid.
  useEffect(() => {
    if (!open || !moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${focused}"]`)?.focus();
  }, [open, focused]);

  const choose = (date: string) => {
    // Choosing the selected day again would empty the selection: ignored.
    if (date !== value) {
      track('date_changed', { date });
      onSelect(date);
    }
    close();
  };

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
      ref={rootRef}
      className="relative"
      // Tabbing out of the (non-modal) dialog closes it; focus stays where Tab took it. (No relatedTarget: focus
      // went nowhere, e.g. a day button replaced when the month changes; the dialog stays.)
      onBlur={(e) => {
        const to = e.relatedTarget as Node | null;
        if (open && to && !rootRef.current?.contains(to)) setOpen(false);
      }}
    >
      <button
        ref={triggerRef}
        id={id}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        // The name starts with the visible text, then says which field and the date in words (an
        // aria-label: an sr-only span, positioned out of flow, gets a space computed before its comma).
        aria-label={label ? (value ? `${formatNumericDate(value)}, ${label}: ${formatDate(value, locale, 'full')}` : `${t('datePlaceholder')}, ${label}`) : undefined}
        aria-controls={open ? dialogId : undefined}
        onClick={() => (open ? close(false) : openAt())}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && !open) {
            e.preventDefault();
            openAt();
          } else if (e.key === 'Escape' && open) {
            e.preventDefault();
            close();
          }
        }}
        data-testid="date-picker-trigger"
        className="flex h-11 w-full items-center gap-2 rounded-xl border border-line bg-surface px-3 text-left text-sm hover:border-saffron"
      >
        <CalendarIcon className="shrink-0 text-saffron" />
        <span className={value ? 'font-medium text-fg tabular-nums' : 'text-muted'} data-testid="date-picker-value">
          {value ? formatNumericDate(value) : t('datePlaceholder')}
        </span>
      </button>

      {open && (
        <div
          id={dialogId}
          role="dialog"
          aria-modal="false"
          aria-labelledby={titleId}
          // A click on the dialog's ground keeps focus in it (and Escape working), rather than on <body>.
          tabIndex={-1}
          data-testid="date-picker-dialog"
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.stopPropagation();
              close();
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
                          onClick={() => choose(d)}
                          onKeyDown={(e) => {
                            if (e.key === 'Enter' || e.key === ' ') {
                              e.preventDefault();
                              choose(d);
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
      )}
    </div>
  );
}
