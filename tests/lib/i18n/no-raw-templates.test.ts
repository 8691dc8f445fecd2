/**
 * Words read outside React go through the catalogue's ICU formatter: no
 * search result, page title, feed, share card or JSON-LD of any festival
 * shows a message template (`{gauna, select, true {...} other {...}}`), in
 * either language. Walks every event slug and every search source.
 */
import { festivalDetailAt } from '@/app/_loaders/festival-detail';
import { EVENT_SLUGS, type FestivalEvent } from '@/engine';
import { routing, type Locale } from '@/i18n/routing';
import { cityPlace, getCityBySlug } from '@/lib/cities';
import { eventDescription, eventTitle, frameFor } from '@/lib/calendar-feed/text';
import { festivalYear } from '@/lib/festivals';
import { translator } from '@/lib/i18n/translate';
import { namesFor } from '@/lib/names/names';
import { festivalDocuments, searchSite, staticDocuments } from '@/lib/search/sources';
import { resolveSelection } from '@/lib/selection/resolve';
import { festivalPagePath } from '@/lib/festivals/pages';
import { festivalDetailCard, pathCardAlt } from '@/lib/share-card/cards';
import { parsePathname } from '@/lib/urls';

const TODAY = '2026-11-23';
const YEAR = 2026;
/** A template's braces; a formatted text has none (no message puts a literal brace in words). */
const TEMPLATE = /[{}]/;

/** Every string in `value` (a text, or the strings of an object such as a card or JSON-LD). */
function clean(what: string, value: unknown): void {
  if (typeof value === 'string') {
    if (TEMPLATE.test(value)) throw new Error(`${what} shows a message template: ${value.slice(0, 200)}`);
  } else if (value && typeof value === 'object') {
    for (const v of Object.values(value)) clean(what, v);
  }
}

let events: readonly FestivalEvent[];
beforeAll(async () => {
  const city = getCityBySlug('new-delhi')!;
  events = (await festivalYear({ year: YEAR, ...cityPlace(city) })).events;
}, 120_000);

describe.each(routing.locales)('in %s', (locale: Locale) => {
  const names = namesFor(locale);

  it('names every event, its Gauna form, its later days and its texts without a template', () => {
    for (const slug of EVENT_SLUGS) {
      clean(slug, names.festival(slug));
      clean(`${slug} (gauna)`, names.festival(slug, { gauna: true }));
      clean(`${slug} (observance)`, names.festivalObservance(slug));
      clean(`${slug} (description)`, names.festivalText(slug, 'description'));
      clean(`${slug} (significance)`, names.festivalText(slug, 'significance'));
    }
    // The Gauna form is a form of its own.
    expect(names.festival('vaishnava-kamada-ekadashi', { gauna: true })).not.toBe(names.festival('vaishnava-kamada-ekadashi'));
  });

  it('indexes every page, article and festival for the search as words', async () => {
    const docs = [...staticDocuments(locale), ...(await festivalDocuments(locale, TODAY))];
    // Every event of the year has its entry (an event missing this year is there at next year's date).
    expect(docs.filter((d) => d.kind === 'festivals').length).toBeGreaterThanOrEqual(new Set(events.map((e) => e.slug)).size);
    for (const d of docs) {
      clean(`search ${d.href} title`, d.title);
      clean(`search ${d.href} detail`, d.detail ?? '');
      clean(`search ${d.href} names`, d.names);
    }
  }, 120_000);

  it('shows Vaishnava Ekadashis by name in the results for "ekadashi" (the reported page)', async () => {
    const r = await searchSite(locale, locale === 'hi' ? 'एकादशी' : 'ekadashi', TODAY);
    const titles = r.groups.flatMap((g) => g.hits.map((h) => h.doc.title));
    expect(titles.length).toBeGreaterThan(0);
    for (const t of titles) clean('search result', t);
  }, 120_000);

  it("gives each event's feed entry, detail page title, JSON-LD and share card in words", async () => {
    const sel = resolveSelection({ city: 'new-delhi' });
    if (!sel.ok) throw new Error(sel.error);
    const t = translator(locale);
    const frame = frameFor(locale, 'Asia/Kolkata', 'New Delhi');
    const seen = new Set<string>();
    for (const e of events) {
      clean(`feed title ${e.slug}`, eventTitle(e, names));
      clean(`feed description ${e.slug}`, eventDescription(e, frame, 'https://example.org/'));
      if (seen.has(e.slug)) continue;
      seen.add(e.slug);
      const page = await festivalDetailAt(locale, { kind: 'page', slug: e.slug, year: YEAR }, sel, 0);
      if (page.kind !== 'detail') throw new Error(`${e.slug}: not a detail page`);
      const v = page.view;
      clean(`page title ${e.slug}`, t('festivalDetail.meta.title', { name: v.name, year: v.year, city: v.cityName }));
      clean(`JSON-LD ${e.slug}`, v.jsonLd);
      clean(`card ${e.slug}`, festivalDetailCard(v, locale));
      clean(`card alt ${e.slug}`, pathCardAlt(locale, parsePathname(festivalPagePath(e.slug, YEAR))!));
    }
    // The Vaishnava days, whose names are selects, among them.
    expect([...seen].filter((slug) => slug.startsWith('vaishnava-')).length).toBeGreaterThan(0);
  }, 300_000);
});
