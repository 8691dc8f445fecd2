/**
 * The iCalendar (RFC 5545) serialiser of the site's feeds: a VCALENDAR of
 * all-day VEVENTs. Pure: plain data in, the text out (CRLF line endings,
 * lines folded at 75 octets without splitting a UTF-8 character, TEXT
 * values escaped). All-day events need no VTIMEZONE: their dates are the
 * place's civil dates (DTSTART;VALUE=DATE, DTEND the day after the last day,
 * exclusive, RFC 5545 3.6.1). An event may carry reminders (VALARM,
 * RFC 5545 3.6.6) at absolute instants: an all-day event has no time zone
 * of its own, so "the evening before at 7 PM in the city" is written as the
 * UTC instant it is (TRIGGER;VALUE=DATE-TIME).
 */
import { shiftDate } from '@/engine/civil-date';

/** A reminder shown by the calendar app at an instant. */
export interface IcsAlarm {
  at: Date;
  description: string;
}

export interface IcsEvent {
  /** Globally unique and stable across requests, so a client replaces the event when it changes. */
  uid: string;
  /** First day, YYYY-MM-DD. */
  date: string;
  /** Last day (inclusive) of a multi-day observance. */
  lastDate?: string;
  summary: string;
  description: string;
  /** The event's page; none for an event whose page the site does not have. */
  url?: string;
  location?: string;
  categories?: readonly string[];
  alarms?: readonly IcsAlarm[];
}

export interface IcsCalendar {
  /** PRODID: who made the feed. */
  prodId: string;
  /** X-WR-CALNAME: the name calendar apps show. */
  name: string;
  description?: string;
  /** X-WR-TIMEZONE: the place's zone, for the times written in the descriptions. */
  timeZone?: string;
  /** How often clients should fetch again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
  refreshHours?: number;
  /** DTSTAMP of every event: when this copy was made. */
  stamp: Date;
  events: readonly IcsEvent[];
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** TEXT value escaping (RFC 5545 3.3.11): backslash, semicolon, comma, and newlines as \n. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();
const octets = (s: string) => encoder.encode(s).length;

/**
 * Folds a content line into lines of at most 75 octets (RFC 5545 3.1): each
 * continuation starts with one space, which counts toward its 75. A
 * character is never split (code points are kept whole).
 */
export function foldLine(line: string): string {
  if (octets(line) <= MAX_OCTETS) return line;
  const out: string[] = [];
  let current = '';
  let size = 0;
  let limit = MAX_OCTETS;
  for (const ch of line) {
    const n = octets(ch);
    if (size + n > limit) {
      out.push(current);
      current = '';
      size = 0;
      limit = MAX_OCTETS - 1;
    }
    current += ch;
    size += n;
  }
  out.push(current);
  return out.join(`${CRLF} `);
}

const dateValue = (d: string) => d.replace(/-/g, '');

/** UTC date-time form, 20261123T134100Z. */
export function utcStamp(d: Date): string {
  return d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

function eventLines(e: IcsEvent, stamp: string): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${dateValue(e.date)}`,
    `DTEND;VALUE=DATE:${dateValue(shiftDate(e.lastDate ?? e.date, 1))}`,
    `SUMMARY:${escapeText(e.summary)}`,
    `DESCRIPTION:${escapeText(e.description)}`,
    ...(e.location ? [`LOCATION:${escapeText(e.location)}`] : []),
    ...(e.categories?.length ? [`CATEGORIES:${e.categories.map(escapeText).join(',')}`] : []),
    ...(e.url ? [`URL;VALUE=URI:${e.url}`] : []),
    // An observance day does not make anyone busy.
    'TRANSP:TRANSPARENT',
    ...(e.alarms ?? []).flatMap((a) => ['BEGIN:VALARM', 'ACTION:DISPLAY', `DESCRIPTION:${escapeText(a.description)}`, `TRIGGER;VALUE=DATE-TIME:${utcStamp(a.at)}`, 'END:VALARM']),
    'END:VEVENT',
  ];
}

/** The whole feed as text, CRLF-terminated lines, each folded. */
export function serializeCalendar(cal: IcsCalendar): string {
  const stamp = utcStamp(cal.stamp);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${cal.prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(cal.name)}`,
    ...(cal.description ? [`X-WR-CALDESC:${escapeText(cal.description)}`] : []),
    ...(cal.timeZone ? [`X-WR-TIMEZONE:${cal.timeZone}`] : []),
    ...(cal.refreshHours ? [`REFRESH-INTERVAL;VALUE=DURATION:PT${cal.refreshHours}H`, `X-PUBLISHED-TTL:PT${cal.refreshHours}H`] : []),
    ...cal.events.flatMap((e) => eventLines(e, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
