'use client';

/**
 * The city picker's search (./CityPicker): an ARIA combobox over the city
 * index (`/api/cities`, debounced; an empty box lists the popular cities),
 * its results grouped Indian then global. A module of its own, fetched when
 * the picker is first opened (or the pointer or focus reaches its button),
 * so the pages that show a picker, the home and day pages among them, do not
 * load the search's code before anyone opens it (issue 24).
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useClientT } from '@/app/_components/i18n/useClientT';
import type { Locale } from '@/i18n/routing';
import type { City } from '@/lib/cities/types';
import { cityDisplayName, countryDisplayName, stateDisplayName } from '@/lib/selection/params';
import { CheckIcon, SearchIcon } from '../site/icons';

export const SEARCH_DEBOUNCE_MS = 300;

/** Indian places first (with state), then the rest of the world (with country). */
export function groupCities(cities: readonly City[]): { indian: City[]; global: City[] } {
  return {
    indian: cities.filter((c) => c.country.code === 'IN'),
    global: cities.filter((c) => c.country.code !== 'IN'),
  };
}

export interface CityPickerPopoverProps {
  /** The chosen city's slug (its option is marked). */
  selected: string | null;
  locale: Locale;
  onChoose: (city: City) => void;
  /** Escape: closed, focus back on the trigger. */
  onClose: () => void;
  /** Tab out of the box: closed, focus where Tab took it. */
  onLeave: () => void;
}

export function CityPickerPopover({ selected, locale, onChoose, onClose, onLeave }: CityPickerPopoverProps) {
  const t = useClientT('pickers');
  const [query, setQuery] = useState('');
  // The answer and the (trimmed) text it was for: shown only while that is still the box's text.
  const [found, setFound] = useState<{ q: string; results: City[]; failed?: true } | null>(null);
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const listId = useId();
  const optionId = (i: number) => `${listId}-opt-${i}`;

  // Enter pressed while the results for the box's text were still on their way: the first of them is chosen.
  const chooseFirst = useRef(false);

  const choose = (c: City) => {
    chooseFirst.current = false;
    onChoose(c);
  };

  useEffect(() => inputRef.current?.focus(), []);

  // Search: debounced while typing; the latest answer wins.
  useEffect(() => {
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
  }, [query]);

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
      chooseFirst.current = false;
      onClose();
    } else if (e.key === 'Tab') {
      onLeave();
    }
  };

  const renderGroup = (key: 'indian' | 'global', cities: City[], offset: number) =>
    cities.length > 0 && (
      <div role="group" aria-labelledby={`${listId}-${key}`} key={key}>
        <div id={`${listId}-${key}`} role="presentation" className="px-2 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-muted">
          {key === 'indian' ? t('indianCities') : t('globalCities')}
        </div>
        {cities.map((c, i) => {
          const index = offset + i;
          const isSelected = selected === c.slug;
          return (
            <div
              key={c.slug}
              id={optionId(index)}
              role="option"
              aria-selected={isSelected}
              data-active={index === active || undefined}
              data-slug={c.slug}
              onPointerMove={() => setActive(index)}
              onClick={() => choose(c)}
              className="flex cursor-pointer items-center gap-2 rounded-lg px-2 py-1.5 text-sm data-[active]:bg-saffron-soft"
            >
              <CheckIcon className={`shrink-0 text-saffron ${isSelected ? '' : 'invisible'}`} />
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
  );
}
