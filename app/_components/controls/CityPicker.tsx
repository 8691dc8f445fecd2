'use client';

/**
 * City picker: a button showing the chosen city (or "Select city...") that
 * opens a search box over every place of the city index (`/api/cities`,
 * debounced 300 ms; an empty box lists the popular cities). Results are
 * grouped "Indian Cities" (with their state) and "Global Cities" (with their
 * country). Choosing the city that is already selected keeps it (the page
 * shows it). Results are shown only for the text in the box: while a new
 * search is under way the list says so, and Enter chooses the first result
 * once it arrives, never a city found for the earlier text.
 * Keyboard: the box is an ARIA combobox; arrows move through the options,
 * Enter chooses, Escape closes. Beside it, "use my location" asks the
 * browser for a position (10 s, low accuracy) and picks the nearest place.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocale } from '@/app/_components/i18n/client-intl';
import { useClientT } from '@/app/_components/i18n/useClientT';
import type { Locale } from '@/i18n/routing';
import { track } from '@/lib/analytics/browser/track';
import type { City } from '@/lib/cities/types';
import { cityDisplayName, toCitySummary, type CitySummary } from '@/lib/selection/params';
import { ChevronsUpDownIcon, LocateIcon, MapPinIcon } from '../site/icons';
import type { CityPickerPopover } from './CityPickerPopover';

export const GEOLOCATION_OPTIONS: PositionOptions = { timeout: 10_000, enableHighAccuracy: false, maximumAge: 600_000 };

/**
 * The search (./CityPickerPopover), fetched on the first opening (or when the pointer or focus reaches the
 * button) rather than with every page that shows a picker: the button is all a page needs at load (issue 24).
 */
const popoverModule = () => import('./CityPickerPopover');
/** Fetched ahead of a press; a failure here (offline) is ignored: pressing the button tries again. */
const preload = () => void popoverModule().catch(() => {});

export interface CityPickerProps {
  value: CitySummary | null;
  /** Called with a newly chosen city (not when the selected one is chosen again). */
  onChange: (city: CitySummary) => void;
  /** Accessible name of the trigger. */
  label?: string;
  id?: string;
  /** Show the "use my location" button (default true). */
  locate?: boolean;
}

export function CityPicker({ value, onChange, label, id, locate = true }: CityPickerProps) {
  const t = useClientT('pickers');
  const locale = useLocale() as Locale;
  const [open, setOpen] = useState(false);
  const [Popover, setPopover] = useState<typeof CityPickerPopover | null>(null);
  const [geo, setGeo] = useState<{ state: 'idle' | 'busy' | 'error'; message?: string }>({ state: 'idle' });
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const openPopover = async () => {
    // Offline before the search's module came: the picker stays closed, and the button can be pressed again.
    const loaded = await popoverModule().catch(() => null);
    if (!loaded) return;
    setPopover(() => loaded.CityPickerPopover);
    setOpen(true);
  };

  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  const choose = (c: City) => {
    // Choosing the selected city again keeps it: nothing changes.
    if (value?.slug !== c.slug) {
      track('city_chosen', { city: c.slug });
      onChange(toCitySummary(c));
    }
    close();
  };

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  const useMyLocation = () => {
    if (!('geolocation' in navigator)) {
      setGeo({ state: 'error', message: t('locationUnsupported') });
      return;
    }
    setGeo({ state: 'busy' });
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        const { latitude, longitude } = pos.coords;
        fetch(`/api/cities/nearest?lat=${latitude.toFixed(5)}&lon=${longitude.toFixed(5)}`)
          .then((res) => (res.ok ? res.json() : Promise.reject(new Error(String(res.status)))))
          .then((c: City) => {
            setGeo({ state: 'idle' });
            track('city_chosen', { city: c.slug });
            onChange(toCitySummary(c));
          })
          .catch(() => setGeo({ state: 'error', message: t('locationFailed') }));
      },
      (err) =>
        setGeo({
          state: 'error',
          message: err.code === err.PERMISSION_DENIED ? t('locationDenied') : err.code === err.TIMEOUT ? t('locationTimeout') : t('locationFailed'),
        }),
      GEOLOCATION_OPTIONS,
    );
  };

  return (
    <div ref={rootRef} className="relative">
      <div className="flex gap-2">
        <button
          ref={triggerRef}
          id={id}
          type="button"
          aria-haspopup="listbox"
          aria-expanded={open}
          // The name starts with the visible text, then says which field it is (an aria-label: an
          // sr-only span, positioned out of flow, gets a space computed before its comma).
          aria-label={label ? `${value ? cityDisplayName(value, locale) : t('cityPlaceholder')}, ${label}` : undefined}
          onClick={() => (open ? close() : void openPopover())}
          onPointerEnter={preload}
          onFocus={preload}
          data-testid="city-picker-trigger"
          className="flex h-11 min-w-0 flex-1 items-center gap-2 rounded-xl border border-line bg-surface px-3 text-left text-sm hover:border-saffron"
        >
          <MapPinIcon className="shrink-0 text-saffron" />
          <span className={`min-w-0 flex-1 truncate ${value ? 'font-medium text-fg' : 'text-muted'}`} data-testid="city-picker-value">
            {value ? cityDisplayName(value, locale) : t('cityPlaceholder')}
          </span>
          <ChevronsUpDownIcon className="shrink-0 text-muted" />
        </button>
        {locate && (
          <button
            type="button"
            onClick={useMyLocation}
            disabled={geo.state === 'busy'}
            aria-label={t('useMyLocation')}
            title={t('useMyLocation')}
            data-testid="city-picker-locate"
            className="grid h-11 w-11 shrink-0 place-items-center rounded-xl border border-line bg-surface text-saffron hover:border-saffron disabled:animate-pulse"
          >
            <LocateIcon />
          </button>
        )}
      </div>
      <p role="status" aria-live="polite" className={geo.state === 'idle' ? 'sr-only' : 'mt-1 text-xs text-muted'}>
        {geo.state === 'busy' ? t('locating') : geo.state === 'error' ? geo.message : ''}
      </p>

      {open && Popover && (
        <Popover selected={value?.slug ?? null} locale={locale} onChoose={choose} onClose={close} onLeave={() => setOpen(false)} />
      )}
    </div>
  );
}
