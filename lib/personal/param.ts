/**
 * The people parameter `p` at the server's boundary (the anniversary API
 * and the anniversaries feed): decoded (lib/personal/people.ts), then every
 * value validated with zod. A tampered, truncated or over-long parameter is
 * a 400 whose message says what is wrong, never a 500.
 */
import { z } from 'zod';
import { RECKONINGS, type Reckoning } from '@/engine';
import { citySlugSchema, dateSchema } from '@/lib/selection/schemas';
import { CONTROL_CHARACTERS, decodePeople, MAX_NAME_LENGTH, MAX_PARAM_LENGTH, MAX_PEOPLE, type Person } from './people';

const personSchema = z.object({
  reckoning: z.enum(RECKONINGS as [Reckoning, ...Reckoning[]], { error: 'reckoning must be s (Shraddha), t (tithi birthday) or n (nakshatra birthday)' }),
  date: dateSchema,
  time: z
    .string()
    .regex(/^(|([01]\d|2[0-3]):[0-5]\d)$/, 'time must be HHMM from 0000 to 2359, or empty')
    .transform((t) => (t === '' ? null : t)),
  place: z.union([z.literal(''), citySlugSchema]).transform((p) => (p === '' ? null : p)),
  name: z
    .string()
    .min(1, 'name is empty')
    .refine((n) => [...n].length <= MAX_NAME_LENGTH, `name is longer than ${MAX_NAME_LENGTH} characters`)
    .refine((n) => !CONTROL_CHARACTERS.test(n), 'name holds a control character'),
});

/** The `p` parameter: its text, decoded and checked, to the list of people (a problem names the person: "person 2: ..."). */
export const peopleParamSchema = z
  .string({ error: 'p is required: the encoded list of people' })
  .max(MAX_PARAM_LENGTH, `p is longer than ${MAX_PARAM_LENGTH} characters`)
  .transform((text, ctx): Person[] => {
    const decoded = decodePeople(text);
    if (!decoded.ok) {
      ctx.addIssue({ code: 'custom', message: decoded.reason });
      return z.NEVER;
    }
    const people: Person[] = [];
    for (const [i, raw] of decoded.people.entries()) {
      const parsed = personSchema.safeParse(raw);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: `person ${i + 1}: ${parsed.error.issues[0].message}` });
        return z.NEVER;
      }
      people.push(parsed.data);
    }
    return people;
  })
  .meta({
    description: `The people: version \`1.\`, base64url of UTF-8 lines (reckoning s|t|n, date YYYYMMDD, time HHMM or empty, place city slug or empty, name; tab-separated), \`.\` and the FNV-1a check of those bytes (8 hex digits); at most ${MAX_PEOPLE} people and ${MAX_PARAM_LENGTH} characters`,
  });
