/**
 * The festivals a visitor can ask to be reminded of: the rule table's
 * festivals of high significance (Diwali, Holi, Janmashtami, Maha
 * Shivaratri, ...), in the table's order; each is the engine's slug.
 */
import { RULES } from '@/engine';

export const REMINDER_FESTIVALS: readonly string[] = [...new Set(RULES.filter((r) => r.type === 'festival' && r.significance === 'high').map((r) => r.slug))];
