/**
 * Smarta or Vaishnava emphasis. Where the Vaishnava (ISKCON) day of an
 * Ekadashi or of Janmashtami differs from the Smarta one, the engine lists
 * it as an event of its own (`tradition: 'vaishnava'`, `relatedTo` the
 * Smarta event's slug). A visitor who follows the Smarta calendar sees the
 * Vaishnava day after the others and muted; one who follows the Vaishnava
 * calendar sees the Smarta twin muted instead, and the Vaishnava day first.
 * Events without a twin are never muted. Client-safe, over plain events.
 */
import type { EkadashiEmphasis } from './conventions';

export interface TwinnableEvent {
  slug: string;
  tradition?: string;
  relatedTo?: string;
}

/** Slugs of the Smarta events that have a Vaishnava twin on another date, among `events` (a year, a month, a few days). */
export function twinnedSlugs(events: readonly TwinnableEvent[]): Set<string> {
  const out = new Set<string>();
  for (const e of events) if (e.tradition === 'vaishnava' && e.relatedTo) out.add(e.relatedTo);
  return out;
}

/** Whether the visitor's emphasis puts this event in the background. `twinned` knows the Smarta events that have a Vaishnava twin. */
export function isSecondary(e: TwinnableEvent, emphasis: EkadashiEmphasis, twinned: ReadonlySet<string>): boolean {
  return emphasis === 'smarta' ? e.tradition === 'vaishnava' : e.tradition !== 'vaishnava' && twinned.has(e.slug);
}

/**
 * The events (of one date, usually) with the emphasised ones first, each
 * marked; the order among equals is kept (the engine's: by start).
 */
export function emphasised<T extends TwinnableEvent>(
  events: readonly T[],
  emphasis: EkadashiEmphasis,
  twinned: ReadonlySet<string> = twinnedSlugs(events),
): { event: T; secondary: boolean }[] {
  const marked = events.map((event) => ({ event, secondary: isSecondary(event, emphasis, twinned) }));
  return [...marked.filter((m) => !m.secondary), ...marked.filter((m) => m.secondary)];
}
