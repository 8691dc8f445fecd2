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
import { useEffect, useId, useRef, useState } from 'react';
import { useLocale } from '@/app/_components/i18n/client-intl';
import { useClientT } from '@/app/_components/i18n/useClientT';
import type { Locale } from '@/i18n/routing';
import { track } from '@/lib/analytics/browser/track';
import { formatDate, formatNumericDate } from '@/lib/format/date';
import { MIN_DATE } from '@/lib/selection/params';
import { CalendarIcon } from '../site/icons';
import type { DatePickerDialog } from './DatePickerDialog';

/**
 * The calendar (./DatePickerDialog), fetched on the first opening (or when the pointer or focus reaches the
 * button) rather than with every page that shows a picker: the button is all a page needs at load (issue 24).
 */
const dialogModule = () => import('./DatePickerDialog');
/** Fetched ahead of a press; a failure here (offline) is ignored: pressing the button tries again. */
const preload = () => void dialogModule().catch(() => {});

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
  const [Dialog, setDialog] = useState<typeof DatePickerDialog | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const dialogId = useId();
  // Set while the dialog's module is on its way: Escape before it came cancels the opening.
  const opening = useRef(false);

  // The dialog pattern: however it opens (click, Enter, Space, ArrowDown), focus moves to the day in the grid
  // (the dialog does that when it mounts).
  const openAt = async () => {
    opening.current = true;
    // Offline before the calendar's module came: the picker stays closed, and the button can be pressed again.
    const loaded = await dialogModule().catch(() => null);
    if (!loaded || !opening.current) return;
    const dialog = loaded.DatePickerDialog;
    opening.current = false;
    setDialog(() => dialog);
    setOpen(true);
  };

  const close = (returnFocus = true) => {
    opening.current = false;
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

  const choose = (date: string) => {
    // Choosing the selected day again would empty the selection: ignored.
    if (date !== value) {
      track('date_changed', { date });
      onSelect(date);
    }
    close();
  };

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
        onClick={() => (open ? close(false) : void openAt())}
        onPointerEnter={preload}
        onFocus={preload}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && !open) {
            e.preventDefault();
            void openAt();
          } else if (e.key === 'Escape' && (open || opening.current)) {
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

      {open && Dialog && (
        <Dialog
          id={dialogId}
          value={value}
          start={value ?? defaultMonth ?? MIN_DATE}
          locale={locale}
          onChoose={choose}
          onClose={close}
        />
      )}
    </div>
  );
}
