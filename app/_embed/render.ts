/**
 * A widget as a complete HTML document: server-rendered strings
 * (app/_embed/html.ts), styles inline, themed by the query's look
 * (lib/embed/params.ts), and one small inline script that tells the
 * framing page the document's height (public/embed.js listens). Every
 * visible string comes from the messages (`embed.*`, and the Panchang
 * card's and the Choghadiya page's labels where the widget shows the same
 * thing), every value from the pages' view models.
 */
import { createTranslator } from 'use-intl/core';
import { MESSAGES } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';
import { DEFAULT_ACCENT, type WidgetLook } from '@/lib/embed/params';
import { localizedPath, pagePath, type WidgetKey } from '@/lib/urls';
import type { Badge, SegmentRow } from '@/lib/view/panchang';
import type { ChoghadiyaRow } from '@/lib/view/timings';
import { Html, html } from './html';
import type { WidgetContent, WidgetHead } from './model';

/** The message the widget's script posts to its parent (public/embed.js checks its type and the sender). */
export const HEIGHT_MESSAGE = 'vc-embed-height';

/** Root font size of each text size. */
const FONT_PX: Readonly<Record<WidgetLook['size'], number>> = { s: 13, m: 15, l: 17 };

/**
 * Posts the height of the widget's box to the framing page whenever it
 * changes (fonts loading, the frame's width changing the wrapping). The
 * height is no secret, so any parent may read it ('*'); the parent checks
 * that the message comes from our origin and its own frame.
 */
const RESIZE_SCRIPT = `(function(){var w=document.getElementById('w'),h=0;function s(){var n=Math.ceil(w.getBoundingClientRect().height);if(n!==h&&parent!==window){h=n;parent.postMessage({type:'${HEIGHT_MESSAGE}',height:n},'*')}}if(window.ResizeObserver)new ResizeObserver(s).observe(w);s()})();`;

const STYLE = `*{box-sizing:border-box}body{margin:0;background:transparent}
:root{--bg:#fffdf9;--fg:#231a14;--mu:#6b5d52;--ln:#eadfd3;--ok:#15803d;--no:#b91c1c;color-scheme:light}
:root[data-theme=dark]{--bg:#17120f;--fg:#f2e9e1;--mu:#b3a497;--ln:#3a2f27;--ok:#4ade80;--no:#f87171;color-scheme:dark}
#w{background:var(--bg);color:var(--fg);font:1rem/1.45 system-ui,-apple-system,"Segoe UI","Noto Sans Devanagari","Noto Sans",sans-serif;border:1px solid var(--ln);border-top:3px solid var(--ac);border-radius:10px;padding:.7rem .85rem}
h1{font-size:1.08rem;margin:0;color:var(--ac)}h2{font-size:.95rem;margin:.6rem 0 .2rem}
.d{color:var(--mu);font-size:.85rem;margin:.1rem 0 .45rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.2rem .75rem;margin:0}dt{color:var(--mu)}dd{margin:0}
ul{list-style:none;padding:0;margin:0}li{padding:.3rem 0;border-top:1px solid var(--ln)}li:first-child{border-top:0}
table{border-collapse:collapse;width:100%}th,td{padding:.2rem .3rem;text-align:left;border-top:1px solid var(--ln);vertical-align:top}th{color:var(--mu);font-weight:500}
.s{color:var(--mu);font-size:.85rem}.ok{color:var(--ok)}.no{color:var(--no)}
.now{background:color-mix(in srgb,var(--ac) 16%,transparent);font-weight:600}
.tag{display:inline-block;font-size:.75rem;padding:0 .35rem;border-radius:6px;background:var(--ac);color:#fff;margin-left:.3rem}
.m{display:grid;grid-template-columns:repeat(7,minmax(0,1fr));gap:2px;font-size:.72rem;line-height:1.25}
.m>div{border:1px solid var(--ln);border-radius:4px;padding:2px 3px;min-height:3.3em;overflow:hidden}.m>.h{border:0;min-height:0;color:var(--mu);text-align:center}
.m b{display:block;font-size:.85rem}.m i{display:block;font-style:normal;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}.m .t{outline:2px solid var(--ac)}
.more{display:inline-block;margin-top:.55rem;color:var(--ac);font-weight:600;text-decoration:none}.more:hover{text-decoration:underline}`;

export interface RenderInput {
  locale: Locale;
  widget: WidgetKey;
  look: WidgetLook;
  head: WidgetHead;
  content: WidgetContent;
  /** The instant the answer is drawn at (epoch ms): what "now" highlights. */
  now: number;
}

type T = (key: string, values?: Record<string, string | number>) => string;

const translator = (locale: Locale): T => createTranslator({ locale, messages: MESSAGES[locale] }) as unknown as T;

/** A full widget or error document. */
function documentOf(locale: Locale, look: WidgetLook, title: string, body: Html): string {
  const root = `:root{--ac:#${look.accent};font-size:${FONT_PX[look.size]}px}`;
  return html`<!DOCTYPE html><html lang="${locale}" data-theme="${look.theme}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title><style>${new Html(STYLE + root)}</style></head><body><div id="w">${body}</div><script>${new Html(RESIZE_SCRIPT)}</script></body></html>`.value;
}

const badgeText = (t: T, b: Badge): string => (b.kind === 'till' ? t('panchangCard.till', { time: b.time }) : t(`panchangCard.${b.kind}`));

const segments = (t: T, rows: readonly SegmentRow[]) => rows.map((r, i) => html`${i > 0 ? html`<br>` : ''}${r.name} <span class="s">${badgeText(t, r.badge)}</span>`);

const during = (w: { start: number; end: number }, now: number) => now >= w.start && now < w.end;

function panchangBody(t: T, c: Extract<WidgetContent, { widget: 'panchang-compact' | 'panchang-full' }>, now: number): Html {
  const p = c.panchang;
  const full = c.widget === 'panchang-full';
  const limbs = (full ? (['tithi', 'nakshatra', 'yoga', 'karana'] as const) : (['tithi', 'nakshatra'] as const)).map(
    (k) => html`<dt>${t(`panchangCard.${k}`)}</dt><dd>${segments(t, full ? p.limbs[k] : p.limbs[k].slice(0, 1))}</dd>`,
  );
  const time = (v: string | null, none: string) => v ?? t(`panchangCard.${none}`);
  const sun = full
    ? html`<dt>${t('panchangCard.sunrise')}</dt><dd>${time(p.sunrise, 'noSunrise')}</dd><dt>${t('panchangCard.sunset')}</dt><dd>${time(p.sunset, 'noSunset')}</dd><dt>${t('panchangCard.moonrise')}</dt><dd>${time(p.moonrise, 'noMoonrise')}</dd><dt>${t('panchangCard.moonset')}</dt><dd>${time(p.moonset, 'noMoonset')}</dd>`
    : html`<dt>${t('embed.sunriseSunset')}</dt><dd>${time(p.sunrise, 'noSunrise')} · ${time(p.sunset, 'noSunset')}</dd>`;
  const calendar = full
    ? html`<dt>${t('panchangCard.paksha')}</dt><dd>${p.paksha}</dd><dt>${t('panchangCard.masaPurnimanta')}</dt><dd>${p.purnimanta}</dd><dt>${t('panchangCard.masaAmanta')}</dt><dd>${p.amanta}</dd><dt>${t('panchangCard.vikramSamvat')}</dt><dd>${p.samvat.vikram}</dd><dt>${t('panchangCard.shakaSamvat')}</dt><dd>${p.samvat.shaka}</dd>`
    : html`<dt>${t('panchangCard.masa' + (p.masaSystem === 'amanta' ? 'Amanta' : 'Purnimanta'))}</dt><dd>${p.masaSystem === 'amanta' ? p.amanta : p.purnimanta}</dd>`;
  const rows = full ? c.timings.rows : c.timings.rows.filter((r) => r.type === 'rahu_kaal' || r.type === 'abhijit');
  const timings = rows.map(
    (r) =>
      html`<tr${r.window && during(r.window, now) ? html` class="now"` : ''}><td class="${r.auspicious ? 'ok' : 'no'}">${r.name}</td><td>${r.window ? r.window.range : t(`timingsCard.${r.none}`)}</td></tr>`,
  );
  const festivals =
    c.festivals.length > 0
      ? html`<h2>${t('embed.festivalsToday')}</h2><ul>${c.festivals.map((f) => html`<li${f.secondary ? html` class="s"` : ''}>${f.emoji} ${f.name}${f.muhurat ? html` <span class="s">${f.muhurat}</span>` : ''}</li>`)}</ul>`
      : '';
  return html`${festivals}<dl><dt>${t('panchangCard.vara')}</dt><dd>${p.vara}</dd>${limbs}${sun}${calendar}</dl>${full ? html`<h2>${t('timingsCard.title')}</h2>` : ''}<table>${timings}</table>`;
}

function festivalsBody(t: T, locale: Locale, c: Extract<WidgetContent, { widget: 'festivals' }>): Html {
  if (c.rows.length === 0) return html`<p>${t('embed.noFestivals')}</p>`;
  return html`<ul>${c.rows.map((r) => html`<li>${r.emoji} <a href="${localizedPath(locale, r.href)}" target="_blank" rel="noopener">${r.name}</a>${r.mark ? html` <span class="s">(${r.mark})</span>` : ''}<br><span class="s">${r.weekday}, ${r.dateLabel}${r.tithi ? ` · ${r.tithi.name}` : ''}</span></li>`)}</ul>`;
}

function ekadashiBody(t: T, c: Extract<WidgetContent, { widget: 'ekadashi' }>): Html {
  const n = c.next;
  if (!n) return html`<p>${t('embed.noEkadashi')}</p>`;
  const facts = (fs: readonly { label: string; value: string }[]) => fs.map((f) => html`<dt>${f.label}</dt><dd>${f.value}</dd>`);
  const other = n.other
    ? html`<h2>${n.other.label}: ${n.other.weekday}, ${n.other.dateLabel}</h2><dl>${facts(n.other.facts)}</dl>`
    : '';
  return html`<h2>${n.row.emoji} ${n.row.name}${n.row.mark ? html` <span class="s">(${n.row.mark})</span>` : ''}</h2><p class="d">${n.row.weekday}, ${n.row.dateLabel}</p><dl>${n.row.tithi ? html`<dt>${n.row.tithi.name}</dt><dd>${n.row.tithi.range}</dd>` : ''}${facts(n.facts)}</dl>${other}`;
}

function choghadiyaBody(t: T, c: Extract<WidgetContent, { widget: 'choghadiya-now' }>, now: number): Html {
  const r = c.rahuKaal.window;
  const rahuState = r ? (during(r, now) ? 'during' : now < r.start ? 'before' : 'after') : null;
  const rahu = html`<dl><dt>${c.rahuKaal.name}</dt><dd${rahuState === 'during' ? html` class="now"` : ''}>${r ? r.range : t('timingsCard.none')}${rahuState ? html` <span class="s">${t(`embed.rahuKaal.${rahuState}`)}</span>` : ''}</dd></dl>`;
  // The period holding now: the night once the day's last Choghadiya is over.
  const night = c.night.length > 0 && c.day.length > 0 && now >= c.day[c.day.length - 1].end;
  const rows: readonly ChoghadiyaRow[] = night ? c.night : c.day;
  const table = rows.map((row) => {
    const current = during(row, now);
    return html`<tr${current ? html` class="now" aria-current="true"` : ''}><td class="${row.quality === 'good' ? 'ok' : row.quality === 'bad' ? 'no' : ''}">${row.name}${current ? html`<span class="tag">${t('embed.now')}</span>` : ''}</td><td>${row.range}</td></tr>`;
  });
  return html`${rahu}<h2>${t(night ? 'choghadiyaPage.nightTitle' : 'choghadiyaPage.dayTitle')}</h2><table>${table}</table>`;
}

function monthBody(c: Extract<WidgetContent, { widget: 'month' }>): Html {
  const m = c.month;
  const head = m.weekdays.map((w) => html`<div class="h" title="${w.full}">${w.short}</div>`);
  const cells = m.weeks.flat().map((cell) =>
    cell
      ? html`<div${cell.isToday ? html` class="t"` : ''} title="${[cell.fullDate, cell.tithi, ...cell.festivals.map((f) => f.name)].join(' · ')}"><b>${cell.day}</b><i>${cell.tithi}</i>${cell.marker ? html`<i>${cell.marker.emoji} ${cell.marker.name}</i>` : ''}</div>`
      : html`<div class="h"></div>`,
  );
  return html`<p class="d">${m.lunarMonths}</p><div class="m">${head}${cells}</div>`;
}

/** The widget's document. */
export function renderWidget(input: RenderInput): string {
  const { locale, widget, look, head, content, now } = input;
  const t = translator(locale);
  const title = content.widget === 'month' ? content.month.title : t(`embed.widgets.${widget}`);
  const body =
    content.widget === 'festivals'
      ? festivalsBody(t, locale, content)
      : content.widget === 'ekadashi'
        ? ekadashiBody(t, content)
        : content.widget === 'choghadiya-now'
          ? choghadiyaBody(t, content, now)
          : content.widget === 'month'
            ? monthBody(content)
            : panchangBody(t, content, now);
  const heading = t('embed.heading', { title, city: head.cityName });
  const more = html`<a class="more" href="${localizedPath(locale, head.pagePath)}" target="_blank" rel="noopener">${t(`embed.more.${widget}`, { city: head.cityName })} →</a>`;
  return documentOf(locale, look, heading, html`<h1>${heading}</h1><p class="d">${head.dateLabel}</p>${body}${more}`);
}

/** The document of a refused widget request (400 or 404): widget-sized, in the request's language, linking to the builder. */
export function renderWidgetError(locale: Locale, status: 400 | 404, message: string | null, look?: WidgetLook): string {
  const t = translator(locale);
  const title = t(status === 400 ? 'embed.error.badRequest' : 'embed.error.notFound');
  const text = message ? t('embed.error.badValue', { message }) : t('embed.error.unknown');
  const help = html`<a class="more" href="${localizedPath(locale, pagePath('widgets'))}" target="_blank" rel="noopener">${t('embed.error.help')} →</a>`;
  return documentOf(locale, look ?? { theme: 'light', accent: DEFAULT_ACCENT, size: 'm' }, title, html`<h1>${title}</h1><p>${text}</p>${help}`);
}
