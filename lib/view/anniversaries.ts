/**
 * The anniversary tool's view model: each person's moment (tithi, paksha,
 * months in both reckonings, nakshatra) and anniversaries, every choice the
 * engine made written as a sentence (messages `anniversary.*`, names from
 * lib/names), times in the city's zone; and the list of everyone's next
 * date. The tool's API answers it as JSON for the browser, which keeps the
 * people (nothing is stored on the server).
 */
import type { Anniversary, AnniversaryList, LunarMoment, MomentNote, MonthNote } from '@/engine';
import type { Locale } from '@/i18n/routing';
import type { City } from '@/lib/cities';
import { formatDate, formatShortDate } from '@/lib/format/date';
import { rangeLabel, timeLabel } from '@/lib/format/time';
import { namespaceTranslator, type Translate } from '@/lib/i18n/translate';
import { namesFor, type Names } from '@/lib/names/names';
import type { PersonDates } from '@/lib/personal/dates';
import type { ReckoningKey } from '@/lib/personal/people';
import { cityDisplayName } from '@/lib/selection/params';

export interface AnniversaryRowView {
  date: string;
  /** `Thursday, February 26, 2026`. */
  dateLabel: string;
  /** The tithi (in its paksha) or the nakshatra. */
  limb: string;
  /** When the tithi or nakshatra runs, in the city's time. */
  span: string;
  months: string;
  /** Why this day: the sentence of the engine's day choice. */
  why: string;
  /** How the limb stood on each day it touched. */
  days: string[];
  /** Kshaya / vriddhi, the adhika or kshaya month, a second nakshatra in the month. */
  notes: string[];
}

export interface PersonView {
  name: string;
  reckoning: ReckoningKey;
  reckoningLabel: string;
  /** `March 12, 1965, 9:30 AM, New Delhi`. */
  moment: string;
  tithi: string;
  paksha: string;
  months: string;
  nakshatra: string;
  notes: string[];
  anniversaries: AnniversaryRowView[];
}

export interface NextView {
  person: number;
  name: string;
  reckoningLabel: string;
  date: string;
  dateLabel: string;
  limb: string;
}

export interface AnniversariesView {
  city: { slug: string; name: string };
  from: string;
  people: PersonView[];
  /** Each person's next date, soonest first. */
  next: NextView[];
}

const months = (t: Translate, names: Names, m: { amanta: { number: number; adhika: boolean }; purnimanta: { number: number; adhika: boolean } }) =>
  t('months', { amanta: names.masa(m.amanta), purnimanta: names.masa(m.purnimanta) });

function momentLabel(t: Translate, m: LunarMoment<number>, place: City, date: string, locale: Locale): string {
  const where = cityDisplayName(place, locale);
  const day = formatDate(date, locale, 'long');
  const time = timeLabel(m.instant, place.timezone, date, locale);
  return t(m.timeGiven ? 'momentAt' : 'momentSunrise', { date: day, time, place: where });
}

const limbName = (names: Names, a: Pick<Anniversary<number>, 'limb'>) => (a.limb.kind === 'tithi' ? names.tithiInPaksha(a.limb.number) : names.nakshatra(a.limb.number));

function row(t: Translate, names: Names, a: Anniversary<number>, city: City, locale: Locale): AnniversaryRowView {
  const limb = limbName(names, a);
  const tz = city.timezone;
  const days = a.day.days.map((d) => {
    const text =
      a.limb.kind === 'tithi'
        ? names.reasonDay({ choice: a.day.choice, tithi: a.limb.number, kaal: a.day.kaal }, d)
        : t(d.prevails ? 'nakshatraDay.heldAt' : 'nakshatraDay.notAt', { limb });
    return t('candidate', { date: formatShortDate(d.date, locale), text });
  });
  const notes: string[] = [];
  if (a.state) notes.push(t(`state.${a.state}`, { limb }));
  if (a.month) notes.push(monthNote(t, names, a.month, a, locale));
  if (a.alsoOn) notes.push(t('alsoOn', { limb, date: formatDate(a.alsoOn, locale, 'long') }));
  return {
    date: a.date,
    dateLabel: formatDate(a.date, locale, 'full'),
    limb,
    span: rangeLabel(a.limb.start, a.limb.end, tz, a.date, locale),
    months: months(t, names, a.masa),
    why: t(`day.${a.day.kaal}.${a.day.choice}`, { limb }),
    days,
    notes,
  };
}

function monthNote(t: Translate, names: Names, note: MonthNote, a: Anniversary<number>, locale: Locale): string {
  const month = names.masa({ number: a.masa.amanta.number, adhika: false });
  return t(`monthNote.${note}`, {
    month,
    from: a.adhika ? formatDate(a.adhika.from, locale, 'short') : '',
    to: a.adhika ? formatDate(a.adhika.to, locale, 'short') : '',
  });
}

function personView(t: Translate, names: Names, d: PersonDates, city: City, locale: Locale): PersonView {
  const { person, list } = d;
  const m = list.moment;
  return {
    name: person.name,
    reckoning: person.reckoning,
    reckoningLabel: t(`reckoning.${person.reckoning}`),
    moment: momentLabel(t, m, d.place, person.date, locale),
    tithi: names.tithiInPaksha(m.tithi.number),
    paksha: names.paksha(m.tithi.paksha),
    months: months(t, names, m.masa),
    nakshatra: t('nakshatraPada', { nakshatra: names.nakshatra(m.nakshatra.number), pada: m.nakshatra.pada }),
    notes: m.notes.map((n: MomentNote) => t(`notes.${n}`)),
    anniversaries: list.anniversaries.map((a) => row(t, names, a, city, locale)),
  };
}

/** The view of everyone's dates in `city` from `from`. */
export function anniversariesView(input: { dates: readonly PersonDates[]; city: City; from: string; locale: Locale }): AnniversariesView {
  const { dates, city, from, locale } = input;
  const t = namespaceTranslator(locale, 'anniversary');
  const names = namesFor(locale);
  const people = dates.map((d) => personView(t, names, d, city, locale));
  const next = dates
    .flatMap((d, i): NextView[] => {
      const a: AnniversaryList<number>['anniversaries'][number] | undefined = d.list.anniversaries[0];
      return a ? [{ person: i, name: d.person.name, reckoningLabel: people[i].reckoningLabel, date: a.date, dateLabel: people[i].anniversaries[0].dateLabel, limb: people[i].anniversaries[0].limb }] : [];
    })
    .sort((a, b) => a.date.localeCompare(b.date) || a.person - b.person);
  return {
    city: { slug: city.slug, name: cityDisplayName(city, locale) },
    from,
    people,
    next,
  };
}
