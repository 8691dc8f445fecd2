'use client';

/**
 * The visitor's selected date and city in the browser. The date lives in
 * sessionStorage (a new visit starts at today), the city slug in
 * localStorage (kept across visits); both fall back to today and the default
 * city when storage is empty or holds something unparseable. Storage is read
 * as external state (useSyncExternalStore), so server HTML and the hydration
 * render use the defaults and the stored values follow right after. A page
 * whose URL names a date or city renders <UrlSelection>, which wins over
 * storage without overwriting it.
 *
 * The chosen city is also written to the `vc_city` cookie, so the next
 * request for a page whose path names no city is sent to the city's page
 * (proxy.ts): no default city first. A slug kept in storage from before the
 * cookie existed is copied into it.
 */
import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocale } from '@/app/_components/i18n/client-intl';
import { useClientT } from '@/app/_components/i18n/useClientT';
import { toast } from '../site/toast';
import { localStore as local, sessionStore as session, useStored, writeStored as write } from './storage';
import {
  CITY_COOKIE,
  CITY_STORAGE_KEY,
  cityCookie,
  cityDisplayName,
  DATE_STORAGE_KEY,
  parseCitySlug,
  parseDate,
  todayInZone,
  type CitySummary,
} from '@/lib/selection/params';

export interface Selection {
  /**
   * `yyyy-MM-dd`: the chosen date, or today in the city's zone; '' before the
   * browser has read its clock (the server's and the hydration render: a page
   * is the same for every visitor, whose "today" only the browser knows).
   */
  date: string;
  /** True when `date` was chosen (URL or picker), false when it is today. */
  dateChosen: boolean;
  city: CitySummary;
  /** Storage has been read; before that the values are the server's defaults. */
  hydrated: boolean;
  /** Choose a date (remembered for the session). Invalid dates are ignored. */
  setDate: (date: string) => void;
  /** Back to "today". */
  clearDate: () => void;
  /** Choose a city (remembered across visits). */
  setCity: (city: CitySummary) => void;
  /** Values named by the page's URL: shown, not stored. */
  applyUrl: (v: { date?: string; city?: CitySummary }) => void;
}

const SelectionContext = createContext<Selection | null>(null);

/** Writes (or, with null, clears) the city cookie the server reads. */
function rememberCityCookie(slug: string | null) {
  const cookie = cityCookie(slug, window.location.protocol === 'https:');
  if (cookie === null) return;
  try {
    document.cookie = cookie;
  } catch {
    // Cookies blocked: the server shows the default city and the browser follows the stored one.
  }
}

function cookieSlug(): string | null {
  const m = new RegExp(`(?:^|; )${CITY_COOKIE}=([^;]*)`).exec(document.cookie);
  return m ? m[1] : null;
}

export function SelectionProvider({ defaultCity, children }: { defaultCity: CitySummary; children: ReactNode }) {
  const t = useClientT('selection');
  const locale = useLocale();
  // Hydration renders the server's values; the browser's follow in a transition started by an effect, so
  // that the selection's readers re-render in slices of their own rather than in one task at the end of
  // hydration's commit (a forced store re-render: Lighthouse's blocking time, issue 24).
  const [isClient, setIsClient] = useState(false);
  useEffect(() => startTransition(() => setIsClient(true)), []);
  const storedDateRaw = useStored(session, DATE_STORAGE_KEY);
  const storedCityRaw = useStored(local, CITY_STORAGE_KEY);
  // Values named by the page URL (<UrlSelection>): shown, never written to storage.
  const [urlDate, setUrlDate] = useState<string | null>(null);
  const [urlCity, setUrlCity] = useState<CitySummary | null>(null);
  // The record fetched for a stored slug (null city: it could not be loaded).
  const [loaded, setLoaded] = useState<{ slug: string; city: CitySummary | null } | null>(null);
  // <UrlSelection> is a child: its effect runs before ours, but its state update lands after.
  // This flag lets our effect know at once that no stored city needs fetching.
  const urlCityNamed = useRef(false);

  const storedDate = parseDate(storedDateRaw);
  const storedSlug = parseCitySlug(storedCityRaw);
  const wantedSlug = storedSlug.ok && storedSlug.value !== defaultCity.slug ? storedSlug.value : null;
  const needFetch = wantedSlug !== null && urlCity === null && loaded?.slug !== wantedSlug;

  useEffect(() => {
    if (!needFetch || wantedSlug === null || urlCityNamed.current) return;
    let cancelled = false;
    fetch(`/api/cities/${encodeURIComponent(wantedSlug)}`)
      .then(async (res) => {
        if (cancelled) return;
        if (res.ok) {
          const city = (await res.json()) as CitySummary;
          if (!cancelled) setLoaded({ slug: wantedSlug, city });
        } else {
          setLoaded({ slug: wantedSlug, city: null });
          if (res.status === 404) {
            // The slug no longer exists (renamed or removed): forget it and say so.
            write(local, CITY_STORAGE_KEY, null);
            rememberCityCookie(null);
            toast(t('savedCityMissing', { city: cityDisplayName(defaultCity, locale) }));
          }
        }
      })
      // Offline or server error: the default city for this view, the stored slug kept for the next.
      .catch(() => {
        if (!cancelled) setLoaded({ slug: wantedSlug, city: null });
      });
    return () => {
      cancelled = true;
    };
  }, [needFetch, wantedSlug, defaultCity, locale, t]);

  const city =
    urlCity ?? (wantedSlug !== null && loaded?.slug === wantedSlug && loaded.city ? loaded.city : defaultCity);
  const chosenDate = urlDate ?? (storedDate.ok ? storedDate.value : null);
  const hydrated = isClient && (urlCity !== null || wantedSlug === null || loaded?.slug === wantedSlug);

  const setDate = useCallback((d: string) => {
    const r = parseDate(d);
    if (!r.ok) return;
    setUrlDate(null);
    write(session, DATE_STORAGE_KEY, r.value);
  }, []);

  const clearDate = useCallback(() => {
    setUrlDate(null);
    write(session, DATE_STORAGE_KEY, null);
  }, []);

  const setCity = useCallback((c: CitySummary) => {
    urlCityNamed.current = false;
    setUrlCity(null);
    setLoaded({ slug: c.slug, city: c });
    write(local, CITY_STORAGE_KEY, c.slug);
    rememberCityCookie(c.slug);
  }, []);

  // A city chosen before the cookie existed (or a cookie that expired): copy the stored slug into it.
  const storedSlugValue = storedSlug.ok ? storedSlug.value : null;
  useEffect(() => {
    if (storedSlugValue !== null && cookieSlug() !== storedSlugValue) rememberCityCookie(storedSlugValue);
  }, [storedSlugValue]);

  const applyUrl = useCallback((v: { date?: string; city?: CitySummary }) => {
    if (v.date) {
      const r = parseDate(v.date);
      if (r.ok) setUrlDate(r.value);
    }
    if (v.city) {
      urlCityNamed.current = true;
      setUrlCity(v.city);
    }
  }, []);

  const value = useMemo<Selection>(() => {
    // Today is worked out when a reader asks for it, not for every render of the frame: the page's known
    // day (KnownDates, rendered inside the page, which may hydrate after the frame) then answers it
    // without an Intl formatter, whose first use loads ICU's data (issue 24).
    let today: string | undefined;
    return {
      get date() {
        if (chosenDate !== null) return chosenDate;
        if (!isClient) return '';
        today ??= todayInZone(city.timezone);
        return today;
      },
      dateChosen: chosenDate !== null,
      city,
      hydrated,
      setDate,
      clearDate,
      setCity,
      applyUrl,
    };
  }, [chosenDate, isClient, city, hydrated, setDate, clearDate, setCity, applyUrl]);

  return <SelectionContext.Provider value={value}>{children}</SelectionContext.Provider>;
}

export function useSelection(): Selection {
  const v = useContext(SelectionContext);
  if (!v) throw new Error('useSelection() must be used inside <SelectionProvider>');
  return v;
}

/** Rendered by a page whose URL names a date and/or city, so client widgets show the same. */
export function UrlSelection({ date, city }: { date?: string; city?: CitySummary }) {
  const { applyUrl } = useSelection();
  useEffect(() => {
    applyUrl({ date, city });
  }, [applyUrl, date, city]);
  return null;
}
