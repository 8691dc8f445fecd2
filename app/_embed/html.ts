/**
 * The markup of the widgets, written as strings. Home-made on purpose: a
 * widget is a few kilobytes of static HTML with no framework JavaScript and
 * no components to reuse (the site's are Tailwind-styled and client-aware),
 * so React's string renderer would add a dependency of the route for
 * nothing; a tagged template that escapes every interpolated value is all a
 * widget needs.
 */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** Markup already escaped (the result of `html`). */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Part = Html | string | number | null | undefined | false | readonly Part[];

const render = (p: Part): string => {
  if (p === null || p === undefined || p === false) return '';
  if (p instanceof Html) return p.value;
  if (Array.isArray(p)) return p.map(render).join('');
  return escapeHtml(String(p));
};

/** `html\`<b>${name}</b>\``: every value is escaped unless it is itself `html`; arrays are joined; null, undefined and false are nothing. */
export function html(strings: TemplateStringsArray, ...values: Part[]): Html {
  let out = strings[0];
  for (let i = 0; i < values.length; i++) out += render(values[i]) + strings[i + 1];
  return new Html(out);
}
