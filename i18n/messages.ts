/**
 * The message catalogue of each locale: every visible string of the site,
 * display names included (`names.*`, `festivals.*`). next-intl reads it for
 * the pages (i18n/request.ts); the names module (lib/names) reads it for the
 * view models, the JSON API and the CLI. A new language adds its file here.
 */
import en from '@/messages/en.json';
import hi from '@/messages/hi.json';
import type { Locale } from './routing';

export type Messages = typeof en;

export const MESSAGES: Readonly<Record<Locale, Messages>> = { en, hi };

/** The today-at-a-glance card and its reminder panel (all but the push texts, which the server writes). */
const GLANCE = ['glance', ...['title', 'intro', 'kinds', 'festivals', 'hour', 'when', 'dayBefore', 'sameDay', 'enable', 'save', 'disable', 'on', 'off', 'working', 'unsupported', 'denied', 'failed', 'nothingChosen'].map((k) => `reminders.${k}`)];

/**
 * The messages each group of client components reads (`useClientT` in
 * 'use client' files), as namespaces or single keys (`home.heroCity`). The
 * browser is sent only these: everything else is rendered on the server,
 * display names included (lib/names puts them into the view models).
 * tests/unit/i18n/client-messages.test.ts checks that every namespace a
 * client component asks for is listed here.
 */
export const CLIENT_MESSAGES = {
  /** The layout's client components: header controls (the conventions panel too), selection toasts, sidebar cards, error boundaries. */
  shell: [
    // Of a namespace the server also reads, only the keys the client components read (the rest is rendered on
    // the server): the toaster's, the settings dialog's, the current-time card's, the selection's toast.
    'common.closeNotification',
    'common.notifications',
    // The settings dialog's own texts come with its form (LAZY_MESSAGES.conventions): only the gear's label here.
    'conventions.open',
    'theme',
    'selection.savedCityMissing',
    ...['timeTitle', 'timeLoading', 'tithiToday', 'tithiNow', 'tithiUnavailable'].map((k) => `sidebar.${k}`),
    // The weather readings' texts (condition and band names...) come with the readings (LAZY_MESSAGES.weather).
    ...['title', 'loading', 'unavailable'].map((k) => `weather.${k}`),
    'error',
    'pageErrors',
    'nav.links.todayPanchang',
    'panchangCard.till',
    'panchangCard.allDay',
    'panchangCard.fullNight',
  ],
  /** The date and city pickers and the pending-navigation notice (tool pages). */
  pickers: ['pickers', 'loading'],
  /** The home page's hero and calculator, and its today-at-a-glance card. */
  home: ['pickers', 'loading', 'home.heroCity', 'home.heroTimeZone', 'home.calculatorSubmit', ...GLANCE],
  /** The today-at-a-glance card with its reminder panel, on a page of its own group (the day page). */
  glance: GLANCE,
  /** The anniversary tool: its form, list and results (the view model's sentences come from the server), the place picker. */
  anniversary: ['pickers', 'anniversary.form', 'anniversary.list', 'anniversary.results', 'anniversary.feed', 'anniversary.reckoning', 'subscribe.alarm', 'subscribe.alarmNone', 'subscribe.alarmAt'],
  /** The subscribe panel's reminder choice (festival pages). */
  subscribe: ['subscribe'],
  /** The visitor's analytics log on /privacy. */
  privacy: ['privacy.log'],
} as const satisfies Record<string, readonly string[]>;

export type ClientMessageGroup = keyof typeof CLIENT_MESSAGES;

/**
 * The messages of client parts that no page's HTML shows and whose code is
 * fetched when they open (the settings dialog's form, the weather card's
 * readings): the browser fetches them with that code, from
 * /api/messages/<locale>/<part> (app/api/messages), instead of every page's
 * router payload carrying them (issue 24). Each part's provider replaces the
 * one above it, so a part lists all its components read.
 */
export const LAZY_MESSAGES = {
  /** The settings dialog's form (conventions/SettingsForm). */
  conventions: ['conventions.title', 'conventions.intro', 'conventions.masa', 'conventions.sunrise', 'conventions.clock', 'conventions.ekadashi', 'conventions.regional', 'conventions.apply', 'conventions.reset', 'conventions.close'],
  /** The weather card's readings and its info button (sidebar/WeatherReadings). */
  weather: ['weather'],
} as const satisfies Record<string, readonly string[]>;

export type LazyMessagePart = keyof typeof LAZY_MESSAGES;

/** The part of a catalogue at the given paths (a namespace, or `namespace.key`), in the catalogue's shape. */
export function pickMessages(messages: Record<string, unknown>, paths: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const p of paths) {
    const keys = p.split('.');
    let from: unknown = messages;
    for (const k of keys) from = from !== null && typeof from === 'object' ? (from as Record<string, unknown>)[k] : undefined;
    if (from === undefined) throw new Error(`No message at "${p}"`);
    let to = out;
    keys.slice(0, -1).forEach((k) => {
      to = (to[k] ??= {}) as Record<string, unknown>;
    });
    to[keys[keys.length - 1]] = from;
  }
  return out;
}
