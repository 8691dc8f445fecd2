/**
 * The engine speaks numbers and stable keys: no display text lives in
 * engine/. Three checks: no Devanagari anywhere in its sources; no string
 * literal with words in it except the messages of the errors it throws
 * (developer-facing, named by field, relayed by the API as a 400); and its
 * results hold only numbers, booleans, keys (one token, no spaces), dates,
 * ISO times, zone names and H:MM:SS durations.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {
  computeDay,
  computeFestivals,
  dayExtrasOf,
  eclipsesOfYear,
  pitruPaksha,
  computePanchang,
  findNakshatra,
  findTithi,
  grahasNow,
  grahaYear,
  lagnaAt,
  muhuratsOfDay,
  choghadiyaOfDay,
  horaOfDay,
  lagnaTableOfDay,
  nowAt,
  sunriseSummary,
  tithiAt,
  transitDetail,
} from '@/engine';

const ENGINE = path.resolve(__dirname, '../../engine');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : [],
  );
}

const FILES = sources(ENGINE);

describe('engine sources', () => {
  it('hold no Devanagari', () => {
    const hits = FILES.filter((f) => /[\u0900-\u097F]/.test(readFileSync(f, 'utf8'))).map((f) => path.relative(ENGINE, f));
    expect(hits).toEqual([]);
  });

  it('hold no text with words outside the errors they throw', () => {
    const found: string[] = [];
    for (const file of FILES) {
      const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
      const thrown = (n: ts.Node): boolean => {
        for (let p = n.parent; p; p = p.parent) {
          if (ts.isNewExpression(p) && /Error$/.test(p.expression.getText(sf))) return true;
          if (ts.isThrowStatement(p)) return true;
        }
        return false;
      };
      const visit = (n: ts.Node) => {
        const text = ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n) ? n.text : ts.isTemplateExpression(n) ? n.getText(sf) : null;
        // Words: two letters-only tokens separated by a space (keys and formats have none).
        if (text !== null && /\p{L}{2,}\s+\p{L}{2,}/u.test(text) && !thrown(n) && !ts.isImportDeclaration(n.parent)) {
          found.push(`${path.relative(ENGINE, file)}: ${text}`);
        }
        ts.forEachChild(n, visit);
      };
      visit(sf);
    }
    expect(found).toEqual([]);
  });
});

const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/;
const DATE = /^\d{4}-\d\d-\d\d$/;
const KEY = /^[A-Za-z][A-Za-z0-9_-]*$/;
const ZONE = /^[A-Za-z_]+\/[A-Za-z_/+-]+$/;
const DURATION = /^\d+:\d\d:\d\d$/;
const EMOJI = /^\p{Extended_Pictographic}\uFE0F?$/u;

/** Every string in a result that is none of the shapes above, with its path. */
function displayText(value: unknown, at = '$'): string[] {
  if (typeof value === 'string') {
    return [ISO_TIME, DATE, KEY, ZONE, DURATION, EMOJI].some((re) => re.test(value)) ? [] : [`${at}: ${value}`];
  }
  if (Array.isArray(value)) return value.flatMap((v, i) => displayText(v, `${at}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => displayText(v, `${at}.${k}`));
  return [];
}

describe('engine results', () => {
  const DELHI = { lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' };
  const date = '2023-10-15';
  const day = computeDay({ date, ...DELHI });

  it('are numbers and keys: the Panchang, the timings, the finders and "now"', () => {
    const results = {
      panchang: computePanchang({ date, ...DELHI }),
      summary: sunriseSummary(date, DELHI),
      muhurats: muhuratsOfDay(day),
      choghadiya: choghadiyaOfDay(day),
      hora: horaOfDay(day),
      lagna: lagnaTableOfDay(day),
      lagnaAt: lagnaAt(`${date}T10:00:00+05:30`, DELHI),
      now: nowAt(`${date}T10:00:00+05:30`, DELHI),
      tithiAt: tithiAt(`${date}T10:00:00+05:30`),
      findTithi: findTithi(11, '2023-01-01', '2023-03-31', DELHI),
      findNakshatra: findNakshatra(4, '2023-01-01', '2023-03-31', DELHI),
      extras: dayExtrasOf(day),
      eclipses: eclipsesOfYear({ year: 2025, ...DELHI }),
      pitruPaksha: pitruPaksha({ year: 2025, ...DELHI }),
      grahaYear: grahaYear({ planet: 'Mercury', year: 2025, tz: DELHI.tz }),
      grahasNow: grahasNow(`${date}T10:00:00+05:30`),
      transit: transitDetail({ planet: 'Saturn', year: 2025, tz: DELHI.tz, into: 12 }, (jd) => jd),
    };
    expect(displayText(results)).toEqual([]);
  });

  it('are numbers and keys: a year of festivals, with reason codes and their values', () => {
    const events = computeFestivals({ year: 2023, ...DELHI }).events;
    expect(events.length).toBeGreaterThan(150);
    expect(displayText(events)).toEqual([]);
  });

  it('would catch a display name (the check is not vacuous)', () => {
    expect(displayText({ tithi: [{ number: 2, name: 'Shukla Dwitiya' }] })).toEqual(['$.tithi[0].name: Shukla Dwitiya']);
    expect(displayText({ name: 'द्वितीया' })).toHaveLength(1);
  });
});
