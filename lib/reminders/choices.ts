/**
 * What a visitor can ask to be reminded of (client-safe: the reminder panel
 * and the server share it): the recurring days, any of the major festivals,
 * the local hour and whether on the day before or the day itself.
 */
export const REMINDER_KINDS = ['ekadashi', 'pradosh', 'sankashti', 'purnima', 'amavasya'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

export interface ReminderChoices {
  kinds: ReminderKind[];
  /** Engine slugs of chosen festivals (the major ones the panel offers: reminders/festivals.ts). */
  festivals: string[];
  /** Local hour (0-23) in the city's zone. */
  hour: number;
  /** The day before the event (else the day itself). */
  dayBefore: boolean;
}

export const DEFAULT_CHOICES: ReminderChoices = { kinds: ['ekadashi'], festivals: [], hour: 19, dayBefore: true };

/** Where the browser remembers its subscription's choices and the id that can change them. */
export const REMINDERS_STORAGE_KEY = 'vc.reminders';

/** The answer of POST /api/reminders: the subscription's id and its secret (the unsubscribe link's token). */
export interface SubscribeAnswer {
  id: string;
  token: string;
  city: string;
}
