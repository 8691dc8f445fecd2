'use client';

/**
 * The widget builder of /widgets: the choices (widget, city, language,
 * conventions, theme, accent, size, list length), a live preview (the
 * widget itself in a frame) and the two snippets with Copy buttons. Every
 * label comes from the server (the page reads messages `embed.builder`);
 * the widget's path and query are the URL module's (lib/urls/embed.ts,
 * lib/embed/look.ts). A city typed by its slug is checked by the widget's
 * own route: the preview shows its 404 for no such city.
 */
import { useId, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { DEFAULT_ACCENT, DEFAULT_ITEMS, MAX_ITEMS, MIN_ITEMS, SIZES, SUGGESTED_HEIGHT, THEMES, widgetQueryString, type Size, type Theme } from '@/lib/embed/look';
import { embedConventions, embedHref, WIDGETS, type WidgetKey } from '@/lib/urls';
import { CopyButton } from '../developers/CopyButton';

export interface BuilderLabels {
  widget: string;
  widgets: Record<WidgetKey, string>;
  city: string;
  citySlug: string;
  citySlugHint: string;
  language: string;
  languages: Record<Locale, string>;
  masa: string;
  masas: { purnimanta: string; amanta: string };
  clock: string;
  clocks: { '12h': string; '24h': string };
  theme: string;
  themes: Record<Theme, string>;
  accent: string;
  size: string;
  sizes: Record<Size, string>;
  items: string;
  preview: string;
  iframeTitle: string;
  iframeHelp: string;
  scriptTitle: string;
  scriptHelp: string;
  copy: string;
  copied: string;
  copyIframe: string;
  copyScript: string;
  /** `{widget}, {city}`: the frame's title. */
  frameTitle: string;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const FIELD = 'mt-1 w-full rounded-lg border border-line bg-surface px-2 py-1.5 text-sm';
const LABEL = 'block text-sm font-medium';

export function WidgetBuilder({ locale, origin, cities, labels }: { locale: Locale; origin: string; cities: { slug: string; name: string }[]; labels: BuilderLabels }) {
  const id = useId();
  const [widget, setWidget] = useState<WidgetKey>('panchang-compact');
  const [city, setCity] = useState(cities[0]?.slug ?? 'new-delhi');
  const [slug, setSlug] = useState('');
  const [lang, setLang] = useState<Locale>(locale);
  const [masa, setMasa] = useState<'purnimanta' | 'amanta'>('purnimanta');
  const [clock, setClock] = useState<'12h' | '24h'>('12h');
  const [theme, setTheme] = useState<Theme>('light');
  const [accent, setAccent] = useState(DEFAULT_ACCENT);
  const [size, setSize] = useState<Size>('m');
  const [items, setItems] = useState(DEFAULT_ITEMS);

  const typed = slug.trim().toLowerCase();
  const chosenCity = SLUG.test(typed) ? typed : city;
  const cityName = cities.find((c) => c.slug === chosenCity)?.name ?? chosenCity;
  const conv = { masa, clock };
  const path = embedHref(lang, { widget, city: chosenCity, conv });
  const convSegment = embedConventions(conv);
  const query = widgetQueryString(widget, { theme, accent, size, items });
  const title = labels.frameTitle.replace('{widget}', labels.widgets[widget]).replace('{city}', cityName);
  const iframe = `<iframe src="${attr(`${origin}${path}${query}`)}" title="${attr(title)}" width="100%" height="${SUGGESTED_HEIGHT[widget]}" style="border:0" loading="lazy"></iframe>`;
  const data: [string, string][] = [
    ['widget', widget],
    ['city', chosenCity],
    ['lang', lang],
    ...(convSegment ? [['conventions', convSegment] as [string, string]] : []),
    ...[...new URLSearchParams(query)].map(([k, v]) => [k, v] as [string, string]),
    ['title', title],
  ];
  const script = `<script src="${attr(`${origin}/embed.js`)}" ${data.map(([k, v]) => `data-${k}="${attr(v)}"`).join(' ')} async></script>`;

  const select = <T extends string>(name: string, label: string, value: T, options: readonly T[], names: Record<T, string>, set: (v: T) => void) => (
    <label className={LABEL} htmlFor={`${id}-${name}`}>
      {label}
      <select id={`${id}-${name}`} className={FIELD} value={value} onChange={(e) => set(e.target.value as T)} data-testid={`builder-${name}`}>
        {options.map((o) => (
          <option key={o} value={o}>
            {names[o]}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-2">
      <form className="grid grid-cols-1 gap-3 sm:grid-cols-2" onSubmit={(e) => e.preventDefault()}>
        <div className="sm:col-span-2">{select('widget', labels.widget, widget, WIDGETS, labels.widgets, setWidget)}</div>
        {select(
          'city',
          labels.city,
          city,
          cities.map((c) => c.slug),
          Object.fromEntries(cities.map((c) => [c.slug, c.name])),
          setCity,
        )}
        <label className={LABEL} htmlFor={`${id}-slug`}>
          {labels.citySlug}
          <input id={`${id}-slug`} className={FIELD} value={slug} onChange={(e) => setSlug(e.target.value)} placeholder="varanasi" aria-describedby={`${id}-slug-hint`} data-testid="builder-slug" />
          <span id={`${id}-slug-hint`} className="mt-1 block text-xs text-muted">
            {labels.citySlugHint}
          </span>
        </label>
        {select('lang', labels.language, lang, ['en', 'hi'] as const, labels.languages, setLang)}
        {select('masa', labels.masa, masa, ['purnimanta', 'amanta'] as const, labels.masas, setMasa)}
        {select('clock', labels.clock, clock, ['12h', '24h'] as const, labels.clocks, setClock)}
        {select('theme', labels.theme, theme, THEMES, labels.themes, setTheme)}
        {select('size', labels.size, size, SIZES, labels.sizes, setSize)}
        <label className={LABEL} htmlFor={`${id}-accent`}>
          {labels.accent}
          <input id={`${id}-accent`} type="color" className="mt-1 block h-9 w-16 rounded border border-line" value={`#${accent}`} onChange={(e) => setAccent(e.target.value.slice(1).toLowerCase())} data-testid="builder-accent" />
        </label>
        {widget === 'festivals' && (
          <label className={LABEL} htmlFor={`${id}-items`}>
            {labels.items}
            <input
              id={`${id}-items`}
              type="number"
              min={MIN_ITEMS}
              max={MAX_ITEMS}
              className={FIELD}
              value={items}
              onChange={(e) => setItems(Math.min(MAX_ITEMS, Math.max(MIN_ITEMS, Math.round(Number(e.target.value) || DEFAULT_ITEMS))))}
              data-testid="builder-items"
            />
          </label>
        )}
      </form>

      <section aria-labelledby={`${id}-preview`}>
        <h2 id={`${id}-preview`} className="card-title">
          {labels.preview}
        </h2>
        <iframe key={`${path}${query}`} src={`${path}${query}`} title={title} className="mt-2 w-full rounded-lg border-0" style={{ height: SUGGESTED_HEIGHT[widget] }} data-testid="builder-preview" />
      </section>

      {(
        [
          ['iframe', labels.iframeTitle, labels.iframeHelp, iframe, labels.copyIframe],
          ['script', labels.scriptTitle, labels.scriptHelp, script, labels.copyScript],
        ] as const
      ).map(([kind, heading, help, snippet, copyLabel]) => (
        <section key={kind} aria-labelledby={`${id}-${kind}`} className="lg:col-span-2">
          <div className="flex items-center justify-between gap-2">
            <h2 id={`${id}-${kind}`} className="card-title">
              {heading}
            </h2>
            <CopyButton text={snippet} label={copyLabel} copy={labels.copy} copied={labels.copied} />
          </div>
          <p className="mt-1 text-sm text-muted">{help}</p>
          <textarea readOnly value={snippet} rows={3} className={`${FIELD} font-mono text-xs`} aria-labelledby={`${id}-${kind}`} data-testid={`builder-${kind}-snippet`} onFocus={(e) => e.currentTarget.select()} />
        </section>
      ))}
    </div>
  );
}
