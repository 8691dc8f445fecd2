/**
 * The people of the anniversary tool, as the browser keeps them
 * (localStorage) and as the calendar feed's URL carries them
 * (`/calendar/anniversaries.ics?p=...`): nothing about them is stored on
 * the server. Client-safe: plain code, no zod (the browser is not sent it);
 * the server validates the decoded list with zod (lib/personal/param.ts).
 *
 * The encoding, version 1: `1.`, the base64url (RFC 4648 5, no padding) of
 * UTF-8 text, `.` and an 8-hex-digit check (FNV-1a, 32 bits, of those
 * bytes), so that a truncated or edited value is refused rather than read
 * as another list. The text has one line per person (`\n`), fields
 * separated by tabs:
 *
 *   reckoning  s (Shraddha), t (tithi birthday), n (nakshatra birthday)
 *   date       YYYYMMDD
 *   time       HHMM, or empty (the date's sunrise)
 *   place      a city slug, or empty (the city the dates are kept in)
 *   name       1-40 characters, no control characters
 *
 * Base64 because names are often Devanagari (three UTF-8 bytes a letter:
 * percent-escaping costs nine characters, base64 four). The parameter may
 * be at most MAX_PARAM_LENGTH characters: with the feed's path and its other
 * parameters it stays under the server's 2,048-character URL limit
 * (lib/http/paths.ts). Ten people fit with names of up to 20 Devanagari
 * or 40 Latin letters; the tool tells the visitor before a list outgrows it.
 */
export type ReckoningKey = 'shraddha' | 'tithi' | 'nakshatra';

export interface Person {
  name: string;
  /** YYYY-MM-DD at the person's place. */
  date: string;
  /** HH:MM (24-hour), or null: the date's sunrise. */
  time: string | null;
  /** City slug of the birth or passing, or null: the city the anniversaries are kept in. */
  place: string | null;
  reckoning: ReckoningKey;
}

export const PARAM_VERSION = '1';
export const MAX_PEOPLE = 10;
export const MAX_NAME_LENGTH = 40;
export const MAX_PARAM_LENGTH = 1500;

const CODES: Readonly<Record<ReckoningKey, string>> = { shraddha: 's', tithi: 't', nakshatra: 'n' };
const BY_CODE = new Map(Object.entries(CODES).map(([k, c]) => [c, k as ReckoningKey]));

const base64url = (bytes: Uint8Array): string => {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

function fromBase64url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

/** FNV-1a (32 bits) of the bytes, 8 hex digits: a check against damage, not a secret. */
function check(bytes: Uint8Array): string {
  let h = 0x811c9dc5;
  for (const b of bytes) h = Math.imul(h ^ b, 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0');
}

/** Control characters (tabs and newlines among them) cannot be in a name: they would break the lines. */
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/** A name as it is kept: trimmed, inner runs of spaces folded to one. */
export const cleanName = (name: string): string => name.trim().replace(/\s+/g, ' ');

/** The `p` value of a list (throws nothing; the length is the caller's to check against MAX_PARAM_LENGTH). */
export function encodePeople(people: readonly Person[]): string {
  const lines = people.map((p) =>
    [CODES[p.reckoning], p.date.replace(/-/g, ''), p.time ? p.time.replace(':', '') : '', p.place ?? '', cleanName(p.name)].join('\t'),
  );
  const bytes = new TextEncoder().encode(lines.join('\n'));
  return `${PARAM_VERSION}.${base64url(bytes)}.${check(bytes)}`;
}

/** A person as decoded, before its values are checked (the server checks them with zod, the browser with isPerson). */
export interface RawPerson {
  reckoning: string;
  date: string;
  time: string;
  place: string;
  name: string;
}

export type Decoded = { ok: true; people: RawPerson[] } | { ok: false; reason: string };

/** Reads a `p` value back into its fields; the reason says what is wrong with a tampered or truncated one. */
export function decodePeople(param: string): Decoded {
  if (param.length > MAX_PARAM_LENGTH) return { ok: false, reason: `p is longer than ${MAX_PARAM_LENGTH} characters` };
  const dot = param.indexOf('.');
  const version = dot < 0 ? '' : param.slice(0, dot);
  if (version !== PARAM_VERSION) return { ok: false, reason: `p must start with "${PARAM_VERSION}." (the encoding's version)` };
  const [body, sum, ...rest] = param.slice(dot + 1).split('.');
  if (sum === undefined || rest.length > 0 || !/^[0-9a-f]{8}$/.test(sum)) return { ok: false, reason: 'p must end with "." and its 8-digit check' };
  const bytes = fromBase64url(body);
  if (!bytes) return { ok: false, reason: 'p is not base64url between its version and its check' };
  if (check(bytes) !== sum) return { ok: false, reason: 'p is damaged: its check does not match (cut short or edited)' };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, reason: 'p does not decode to UTF-8 text' };
  }
  if (text === '') return { ok: false, reason: 'p holds no person' };
  const lines = text.split('\n');
  if (lines.length > MAX_PEOPLE) return { ok: false, reason: `p holds more than ${MAX_PEOPLE} people` };
  const people: RawPerson[] = [];
  for (const [i, line] of lines.entries()) {
    const f = line.split('\t');
    if (f.length !== 5) return { ok: false, reason: `person ${i + 1} of p does not have its five fields` };
    const [code, date, time, place, name] = f;
    people.push({
      reckoning: BY_CODE.get(code) ?? code,
      date: /^\d{8}$/.test(date) ? `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6)}` : date,
      time: /^\d{4}$/.test(time) ? `${time.slice(0, 2)}:${time.slice(2)}` : time,
      place,
      name,
    });
  }
  return { ok: true, people };
}
