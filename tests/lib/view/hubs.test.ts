/**
 * The landing pages' highlights are picked from the tool pages' own view
 * models: the same names and times, each pointing at the page that shows it.
 */
import { choghadiyaOfDay, computeDay, festivalsOnDate, horaOfDay, jdToMs, lagnaAt, lagnaTableOfDay, msToJd, muhuratsOfDay, panchangWith } from '@/engine';
import { namesFor } from '@/lib/names/names';
import { TOOL_KEYS } from '@/lib/tools';
import en from '@/messages/en.json';
import hi from '@/messages/hi.json';
import { astrologyHubView, HUB_TOOLS, muhuratHubView, panchangHubView } from '@/lib/view/hubs';
import { emphasised } from '@/lib/conventions/emphasis';
import { festivalBannerView, panchangCardView, timingsCardView, type ViewFrame } from '@/lib/view/panchang';
import { choghadiyaView, horaView, lagnaView, muhuratTableView } from '@/lib/view/timings';

const VARANASI = { lat: 25.31668, lon: 83.01041, tz: 'Asia/Kolkata' };
const frame = (date: string, locale: 'en' | 'hi' = 'en'): ViewFrame => ({ tz: VARANASI.tz, date, locale, names: namesFor(locale) });

function views(date: string, now: number) {
  const day = computeDay({ ...VARANASI, date });
  const f = frame(date);
  const panchangDay = {
    festivals: festivalBannerView(emphasised(festivalsOnDate({ date, ...VARANASI }), 'smarta'), f),
    panchang: panchangCardView(panchangWith(day, jdToMs), f),
    timings: timingsCardView(muhuratsOfDay(day, jdToMs), f),
  };
  return {
    panchangDay,
    muhurats: muhuratTableView(muhuratsOfDay(day, jdToMs), f),
    choghadiya: choghadiyaView(choghadiyaOfDay(day, jdToMs), f),
    hora: horaView(horaOfDay(day, jdToMs), f),
    lagna: lagnaView(lagnaTableOfDay(day, jdToMs), lagnaAt(msToJd(now), VARANASI, jdToMs), f),
  };
}

const labelKeys = (hs: { label: { key: string } | { text: string } }[]) => hs.map((h) => ('key' in h.label ? h.label.key : h.label.text));

describe('the Panchang hub', () => {
  it('shows the limbs at sunrise with their end times, the weekday, month, sunrise and sunset, and the festivals', () => {
    const v = views('2025-11-05', Date.parse('2025-11-05T12:00:00+05:30'));
    const hub = panchangHubView(v.panchangDay, true);
    expect(labelKeys(hub.highlights)).toEqual([
      'panchangCard.tithi',
      'panchangCard.nakshatra',
      'panchangCard.yoga',
      'panchangCard.karana',
      'panchangCard.vara',
      'panchangCard.masaPurnimanta',
      'panchangCard.sunrise',
      'panchangCard.sunset',
    ]);
    const [tithi] = hub.highlights;
    expect(tithi).toMatchObject({ value: v.panchangDay.panchang.limbs.tithi[0].name, badge: v.panchangDay.panchang.limbs.tithi[0].badge, tool: 'tithi' });
    expect(hub.highlights[6].value).toBe(v.panchangDay.panchang.sunrise);
    // Kartik Purnima and Dev Deepawali in Varanasi.
    expect(hub.festivals.map((e) => e.slug)).toEqual(expect.arrayContaining(['kartika-purnima', 'dev-deepawali']));
    expect(hub.tools).toEqual(HUB_TOOLS.panchang);
  });
});

describe('the muhurat hub', () => {
  it('shows the main windows and, on today’s page, the Choghadiya and Hora holding now', () => {
    // 2025-11-22 is a Saturday; at 11:00 the first day Choghadiya (Kaal on Saturday) is over.
    const now = Date.parse('2025-11-22T11:00:00+05:30');
    const v = views('2025-11-22', now);
    const hub = muhuratHubView(v.muhurats, v.choghadiya, v.hora, now, true, namesFor('en'));
    expect(labelKeys(hub.highlights)).toEqual(['Brahma Muhurta', 'Abhijit Muhurta', 'Rahu Kaal', 'Yamaganda', 'hubs.choghadiyaNow', 'hubs.horaNow']);
    const rahu = v.muhurats.windows.find((w) => w.type === 'rahu_kaal')!;
    expect(hub.highlights[2]).toMatchObject({ value: rahu.range, tone: 'bad', tool: 'rahuKaal' });
    const ch = [...v.choghadiya.day, ...v.choghadiya.night].find((c) => c.start <= now && now < c.end)!;
    expect(hub.highlights[4]).toMatchObject({ value: `${ch.name} (${ch.qualityName})`, range: ch.range, tool: 'choghadiya' });
    const hora = v.hora.day.find((h) => h.start <= now && now < h.end)!;
    expect(hub.highlights[5].value).toContain(hora.lord);
    // Another day: no "now" items.
    expect(muhuratHubView(v.muhurats, v.choghadiya, v.hora, now, false, namesFor('en')).highlights).toHaveLength(4);
  });

  it('says why there is no Abhijit on a Wednesday', () => {
    const now = Date.parse('2025-11-19T11:00:00+05:30');
    const v = views('2025-11-19', now);
    const hub = muhuratHubView(v.muhurats, v.choghadiya, v.hora, now, false, namesFor('hi'));
    expect(hub.highlights[1]).toMatchObject({ label: { text: 'अभिजित मुहूर्त' }, value: null, none: 'noAbhijit' });
  });
});

describe('the astrology hub', () => {
  it('shows the lagna rising now, the Moon’s sign and nakshatra, the Sun’s sign and the hora now', () => {
    const now = Date.parse('2025-11-22T11:00:00+05:30');
    const v = views('2025-11-22', now);
    const hub = astrologyHubView(v.panchangDay, v.lagna, v.hora, now, true);
    expect(labelKeys(hub.highlights)).toEqual(['hubs.lagnaNow', 'panchangCard.moonSign', 'panchangCard.nakshatra', 'panchangCard.sunSign', 'hubs.horaNow']);
    expect(hub.highlights[0]).toMatchObject({ value: `${v.lagna.now.sign} (${v.lagna.now.degree})`, tool: 'lagna' });
    expect(hub.highlights[1].value).toBe(v.panchangDay.panchang.moonSign[0].name);
    expect(hub.tools).toEqual(HUB_TOOLS.astrology);
  });

  it('introduces only tools that are pages', () => {
    for (const tools of Object.values(HUB_TOOLS)) for (const k of tools) expect(TOOL_KEYS).toContain(k);
  });

  it('describes every tool it introduces, in both languages', () => {
    // HubView renders hubs.tools.<key> under each tool's link; a missing one showed its key path.
    for (const messages of [en, hi]) {
      for (const tools of Object.values(HUB_TOOLS)) for (const k of tools) expect(messages.hubs.tools).toHaveProperty([k], expect.stringMatching(/\S/));
    }
  });
});
