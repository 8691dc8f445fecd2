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
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocale } from '@/app/_components/i18n/client-intl';
import { useClientT } from '@/app/_components/i18n/useClientT';
import type { Locale } from '@/i18n/routing';
import { track } from '@/lib/analytics/browser/track';
import type { City } from '@/lib/cities/types';
import { cityDisplayName, countryDisplayName, stateDisplayName, toCitySummary, type CitySummary } from '@/lib/selection/params';
import { CheckIcon, ChevronsUpDownIcon, LocateIcon, MapPinIcon, SearchIcon } from '../site/icons';

export const SEARCH_DEBOUNCE_MS = 300;
export const GEOLOCATION_OPTIONS: PositionOptions = { timeout: 10_000, enableHighAccuracy: false, maximumAge: 600_000 };

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

/** Indian places first (with state), then the rest of the world (with country). */
export function groupCities(cities: readonly City[]): { indian: City[]; global: City[] } {
  return {
    indian: cities.filter((c) => c.country.code === 'IN'),
    global: cities.filter((c) => c.country.code !== 'IN'),
  };
}

export function CityPicker({ value, onChange, label, id, locate = true }: CityPickerProps) {
  const t = useClientT('pickers');
  const locale = useLocale() as Locale;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  // The answer and the (trimmed) text it was for: shown only while that is still the box's text.
  const [found, setFound] = useState<{ q: string; results: City[]; failed?: true } | null>(null);
  const [active, setActive] = useState(0);
  const [geo, setGeo] = useState<{ state: 'idle' | 'busy' | 'error'; message?: string }>({ state: 'idle' });
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const listId = useId();
  const optionId = (i: number) => `${listId}-opt-${i}`;

  // Enter pressed while the results for the box's text were still on their way: the first of them is chosen.
  const chooseFirst = useRef(false);

  const close = () => {
    chooseFirst.current = false;
    setOpen(false);
    setQuery('');
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

  // Search: debounced while typing; the latest answer wins.
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    const q = query.trim();
    const timer = setTimeout(
      () => {
        fetch(`/api/cities?q=${encodeURIComponent(q)}`, { signal: controller.signal })
          .then((res) => (res.ok ? res.json() : Promise.reject(new Error(String(res.status)))))
          .then((body: { results: City[] }) => {
            setFound({ q, results: body.results });
            setActive(0);
            if (chooseFirst.current) {
              chooseFirst.current = false;
              const { indian, global } = groupCities(body.results);
              const first = indian[0] ?? global[0];
              if (first) choose(first);
            }
          })
          .catch((e: unknown) => {
            if ((e as Error).name !== 'AbortError') setFound({ q, results: [], failed: true });
          });
      },
      q === '' ? 0 : SEARCH_DEBOUNCE_MS,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // choose reads the props of the render that started this search, as the visitor saw them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, query]);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    inputRef.current?.focus();
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  const current = found !== null && found.q === query.trim();
  const results = useMemo(() => (current ? found.results : []), [current, found]);
  const { indian, global } = useMemo(() => groupCities(results), [results]);
  // Options in display order (Indian group first), for the keyboard.
  const ordered = useMemo(() => [...indian, ...global], [indian, global]);

  useEffect(() => {
    listRef.current?.querySelector(`#${CSS.escape(optionId(active))}`)?.scrollIntoView({ block: 'nearest' });
    // optionId depends only on listId.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  const onInputKey = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((i) => Math.min(i + 1, Math.max(ordered.length - 1, 0)));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (e.key === 'Home' && e.ctrlKey) {
      setActive(0);
    } else if (e.key === 'End' && e.ctrlKey) {
      setActive(Math.max(ordered.length - 1, 0));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      if (current) {
        const c = ordered[active];
        if (c) choose(c);
      } else chooseFirst.current = true;
    } else if (e.key === 'Escape') {
      e.preventDefault();
      close();
    } else if (e.key === 'Tab') {
      setOpen(false);
    }
  };

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

  const renderGroup = (key: 'indian' | 'global', cities: City[], offset: number) =>
    cities.length > 0 && (
      <div role="group" aria-labelledby={`${listId}-${key}`} key={key}>
        <div id={`${listId}-${key}`} role="presentation" className="px-2 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-muted">
          {key === 'indian' ? t('indianCities') : t('globalCities')}
        </div>
        {cities.map((c, i) => {
          const index = offset + i;
          const selected = value?.slug === c.slug;
          return (
            <div
              key={c.slug}
              id={optionId(index)}
              role="option"
              aria-selected={selected}
              data-active={index === active || undefined}
              data-slug={c.slug}
              onPointerMove={() => setActive(index)}
              onClick={() => choose(c)}
              className="flex cursor-pointer items-center gap-2 rounded-lg px-2 py-1.5 text-sm data-[active]:bg-saffron-soft"
            >
              <CheckIcon className={`shrink-0 text-saffron ${selected ? '' : 'invisible'}`} />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-fg">{cityDisplayName(c, locale)}</span>
                <span className="block truncate text-xs text-muted">
                  {key === 'indian'
                    ? (stateDisplayName(c, locale) ?? countryDisplayName(c, locale))
                    : [stateDisplayName(c, locale), countryDisplayName(c, locale)].filter(Boolean).join(', ')}
                </span>
              </span>
            </div>
          );
        })}
      </div>
    );

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
          onClick={() => (open ? close() : setOpen(true))}
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

      {open && (
        <div className="absolute left-0 right-0 z-40 mt-2 min-w-[16rem] rounded-2xl border border-line bg-surface p-2 shadow-lg" data-testid="city-picker-popover">
          <div className="flex items-center gap-2 rounded-xl border border-line px-2.5">
            <SearchIcon className="shrink-0 text-muted" />
            <input
              ref={inputRef}
              type="text"
              role="combobox"
              aria-expanded="true"
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={ordered.length > 0 ? optionId(active) : undefined}
              aria-label={t('citySearch')}
              placeholder={t('citySearch')}
              value={query}
              onChange={(e) => {
                chooseFirst.current = false;
                setQuery(e.target.value);
              }}
              onKeyDown={onInputKey}
              autoComplete="off"
              spellCheck={false}
              className="h-10 min-w-0 flex-1 bg-transparent text-sm outline-none placeholder:text-muted"
              data-testid="city-picker-search"
            />
          </div>
          <div ref={listRef} id={listId} role="listbox" aria-label={t('cityResults')} className="mt-1 max-h-[300px] overflow-y-auto overscroll-contain">
            {ordered.length === 0 ? (
              <p className="px-2 py-6 text-center text-sm text-muted" data-testid="city-picker-empty">
                {!current ? t('searching') : found.failed ? t('searchFailed') : t('noCities')}
              </p>
            ) : (
              <>
                {renderGroup('indian', indian, 0)}
                {renderGroup('global', global, indian.length)}
              </>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
