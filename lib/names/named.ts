/**
 * The engine's results with display names put back beside its numbers and
 * keys, in one language: what the JSON API returns under `detail` and the
 * CLI prints with --json, so both take their names from the messages, as
 * the pages do. Every name field sits where the API has always had it
 * (`tithi[i].name`, `vara.name`, `masa.amanta.name`, ...).
 */
import type {
  ChoghadiyaTable,
  DoGhatiTable,
  GowriTable,
  DayExtras,
  Eclipse,
  FestivalEvent,
  HoraTable,
  LagnaTable,
  LunarDate,
  MasaInfo,
  MonthBoundary,
  Muhurats,
  Panchang,
  RegionalDates,
  Segment,
  SolarDate,
  SolarMonth,
} from '@/engine';
import { namesFor, type Names } from './names';

const named = <S extends { number: number }>(s: S, name: string) => ({ ...s, name });

const masa = (m: MasaInfo, n: Names) => ({ number: m.number, name: n.masa({ number: m.number, adhika: false }), adhika: m.adhika });

/** A Panchang day with the names of its limbs, months, years, seasons and moon phase. */
export function namedPanchang(p: Panchang, n: Names) {
  const list = (segs: Segment[], name: (k: number) => string) => segs.map((s) => named(s, name(s.number)));
  return {
    ...p,
    vara: { number: p.vara.number, name: n.vara(p.vara.number), sanskrit: n.varaSanskrit(p.vara.number) },
    tithi: p.tithi.map((s) => named(s, n.tithi(s.number))),
    nakshatra: list(p.nakshatra, n.nakshatra),
    nakshatraPada: p.nakshatraPada.map((s) => named(s, n.nakshatra(s.nakshatra))),
    yoga: list(p.yoga, n.yoga),
    karana: p.karana.map((s) => named(s, n.karana(s.kind))),
    moonRashi: list(p.moonRashi, n.rashi),
    sunRashi: list(p.sunRashi, n.rashi),
    sunNakshatra: list(p.sunNakshatra, n.nakshatra),
    sunNakshatraPada: p.sunNakshatraPada.map((s) => named(s, n.nakshatra(s.nakshatra))),
    masa: { amanta: masa(p.masa.amanta, n), purnimanta: masa(p.masa.purnimanta, n) },
    samvat: {
      ...p.samvat,
      samvatsara: {
        vikram: n.samvatsara(p.samvat.samvatsara.vikram),
        shaka: n.samvatsara(p.samvat.samvatsara.shaka),
        gujarati: n.samvatsara(p.samvat.samvatsara.gujarati),
      },
    },
    ritu: { drik: n.ritu(p.ritu.drik), vedic: n.ritu(p.ritu.vedic) },
    ayana: { drik: n.ayana(p.ayana.drik), vedic: n.ayana(p.ayana.vedic) },
    moonPhase: { name: n.moonPhase(p.moonPhase.phase), illumination: p.moonPhase.illumination },
  };
}

export type NamedPanchang = ReturnType<typeof namedPanchang>;

/** Muhurat windows with each window's name and explanation. */
export function namedMuhurats(m: Muhurats, n: Names) {
  return { ...m, windows: m.windows.map((w) => ({ ...w, name: n.muhurat(w.type), description: n.muhuratDescription(w.type) })) };
}

/** Gowri Panchangam parts: the engine's key under `key`, its name in the language under `name`. */
export function namedGowri(t: GowriTable, n: Names) {
  return { ...t, periods: t.periods.map((p) => ({ ...p, key: p.name, name: n.gowri(p.name) })) };
}

/** Do Ghati muhurtas: the engine's key under `key`, its name in the language under `name`. */
export function namedDoGhati(t: DoGhatiTable, n: Names) {
  return { ...t, muhurtas: t.muhurtas.map((m) => ({ ...m, key: m.name, name: n.doGhati(m.name) })) };
}

/** Choghadiyas: the engine's key is also the English name; other languages name it. */
export function namedChoghadiya(c: ChoghadiyaTable, n: Names) {
  return { ...c, periods: c.periods.map((p) => ({ ...p, name: n.choghadiya(p.name) })) };
}

/** Horas with the Sanskrit name of each lord (Surya, Chandra, ...). */
export function namedHora(h: HoraTable, n: Names) {
  return { ...h, horas: h.horas.map((x) => ({ ...x, sanskrit: n.planetSanskrit(x.planet) })) };
}

/** The lagna table with each sign's name. */
export function namedLagnaTable(l: LagnaTable, n: Names) {
  return { ...l, lagnas: l.lagnas.map((x) => ({ ...x, name: n.rashi(x.sign) })) };
}

/**
 * A festival event with readable names: `name` (English), `nameHindi`, the
 * message key the site uses (`nameKey`), the short English `description`
 * (null where the catalogue has none), the tithi's and months' names and
 * the reason as a sentence.
 */
export function namedFestivalEvent(e: FestivalEvent) {
  const en = namesFor('en');
  const hi = namesFor('hi');
  return {
    ...e,
    name: en.festival(e.slug, e),
    nameHindi: hi.festival(e.slug, e),
    nameKey: `festivals.${e.slug}.name`,
    description: en.festivalText(e.slug, 'description'),
    tithi: e.tithi ? named(e.tithi, en.tithi(e.tithi.number)) : null,
    masa: e.masa ? { amanta: masa(e.masa.amanta, en), purnimanta: masa(e.masa.purnimanta, en) } : null,
    reasonText: en.reason(e.reason),
    reasonTextHindi: hi.reason(e.reason),
  };
}

/** The day page's extra sections with the names of their yogas, signs, nakshatras, directions and abodes. */
export function namedDayExtras(x: DayExtras, n: Names) {
  return {
    ...x,
    yogas: x.yogas.map((y) => ({ ...y, name: n.specialYoga(y.yoga) })),
    anandadi: x.anandadi.map((a) => ({ ...a, name: n.anandadi(a.key), nakshatraName: n.nakshatra28(a.nakshatra28) })),
    chandrabalam: x.chandrabalam.map((c) => ({ ...c, moonSignName: n.rashi(c.moonSign), rashiNames: c.rashis.map((r) => n.rashi(r)) })),
    tarabalam: x.tarabalam.map((t) => ({ ...t, nakshatraName: n.nakshatra(t.nakshatra), nakshatraNames: t.nakshatras.map((k) => n.nakshatra(k)) })),
    bhadra: x.bhadra.map((b) => ({ ...b, vasa: b.vasa.map((v) => ({ ...v, name: n.bhadraVasa(v.vasa) })) })),
    gandaMoola: x.gandaMoola.map((g) => ({ ...g, nakshatraNames: g.nakshatras.map((k) => n.nakshatra(k)) })),
    dishaShool: { direction: x.dishaShool, name: n.direction(x.dishaShool) },
    rahuVasa: { direction: x.rahuVasa, name: n.direction(x.rahuVasa) },
    chandraVasa: x.chandraVasa.map((c) => ({ ...c, name: n.direction(c.direction) })),
    shivaVasa: x.shivaVasa.map((s) => ({ ...s, name: n.shivaVasa(s.vasa) })),
    agniVasa: x.agniVasa.map((a) => ({ ...a, name: n.agniVasa(a.vasa) })),
  };
}

/** An eclipse with the names of its kind, type, contacts and horizon events. */
export function namedEclipse(e: Eclipse, n: Names) {
  return {
    ...e,
    name: n.eclipseKind(e.kind),
    typeName: n.eclipseType(e.type),
    local: {
      ...e.local,
      typeName: e.local.type ? n.eclipseType(e.local.type) : null,
      contacts: e.local.contacts.map((c) => ({ ...c, name: n.eclipseContact(c.key) })),
      horizon: e.local.horizon.map((h) => ({ ...h, name: n.horizonEvent(h.key) })),
    },
  };
}

/** A date of a regional solar calendar with its month's name (and in the region's script), era and year name. */
export function namedSolarDate(d: SolarDate, n: Names) {
  return {
    month: d.month,
    day: d.day,
    year: d.year,
    monthName: n.regionalMonth(d.calendar, d.monthKey),
    monthNameInScript: n.regionalMonthInScript(d.calendar, d.monthKey),
    era: n.regionalEra(d.era),
    samvatsara: d.samvatsara === null ? null : n.samvatsara(d.samvatsara),
  };
}

/** A day in a regional lunar reckoning: its month (numbered from the year's first), year and year name. */
export function namedLunarDate(d: LunarDate, n: Names) {
  return {
    month: d.month,
    masa: d.masa,
    adhika: d.adhika,
    year: d.year,
    monthName: n.regionalMonth(d.calendar, d.monthKey),
    monthNameInScript: n.regionalMonthInScript(d.calendar, d.monthKey),
    era: n.regionalEra(d.era),
    samvatsara: n.samvatsara(d.samvatsara),
  };
}

/** Every regional date of a day, keyed by calendar, and the North Indian solar day with its sign's name. */
export function namedRegionalDates(r: RegionalDates, n: Names) {
  return {
    tamil: namedSolarDate(r.tamil, n),
    bengali: namedSolarDate(r.bengali, n),
    malayalam: namedSolarDate(r.malayalam, n),
    odia: namedSolarDate(r.odia, n),
    gujarati: namedLunarDate(r.gujarati, n),
    marathi: namedLunarDate(r.marathi, n),
    telugu: namedLunarDate(r.telugu, n),
    kannada: namedLunarDate(r.kannada, n),
    pravishte: { day: r.pravishte.day, rashi: r.pravishte.rashi, rashiName: n.rashi(r.pravishte.rashi) },
  };
}

/** A sankranti that opens a month, with its sign's name and why day 1 fell where it did. */
function namedBoundary<T>(b: MonthBoundary<T>, n: Names) {
  return { ...b, rashiName: n.rashi(b.rashi), reason: n.monthStart(b.rule, b.choice, b.rashi - 1) };
}

/** A month of a regional solar calendar with its names and the reasons for its first and last days. */
export function namedSolarMonth<T>(m: SolarMonth<T>, n: Names) {
  return {
    ...m,
    calendarName: n.regionalCalendar(m.calendar),
    monthName: n.regionalMonth(m.calendar, m.monthKey),
    monthNameInScript: n.regionalMonthInScript(m.calendar, m.monthKey),
    eraName: n.regionalEra(m.era),
    samvatsaraName: m.samvatsara === null ? null : n.samvatsara(m.samvatsara),
    opening: namedBoundary(m.opening, n),
    closing: namedBoundary(m.closing, n),
  };
}
