import type { CSSProperties } from 'react';

/**
 * The style of a list whose current row shows a "Now" pill by CSS
 * (`.timings` in app/globals.css: after the last part of the <Live> row that
 * is marked `aria-current="time"`): the pill's word given once on the list,
 * as a custom property its rows inherit, instead of a client component with
 * the word and the window in every row of the page's payload.
 */
export function nowLabelStyle(label: string): CSSProperties {
  return { ['--now-label' as string]: JSON.stringify(label) };
}
