/**
 * The home page's FAQ: ten questions in both languages, every link of every
 * answer defined once and leading to a page that exists, in the reader's
 * language, and the accuracy answer quoting the measured figures.
 */
import en from '@/messages/en.json';
import hi from '@/messages/hi.json';
import { REFERENCE_AGREEMENT } from '@/lib/site-stats';
import { FAQ, faqView } from '@/lib/view/faq';

const MESSAGES = { en, hi } as const;
type Faq = Record<string, { q: string; a: string }>;

const tagsOf = (s: string) => [...new Set([...s.matchAll(/<([a-zA-Z]+)>/g)].map((m) => m[1]))].sort();
const argsOf = (s: string) => [...new Set([...s.matchAll(/\{\s*([a-zA-Z]+)/g)].map((m) => m[1]))].sort();

describe('home FAQ', () => {
  it('has ten questions, each with its texts in both languages and nothing else', () => {
    expect(FAQ).toHaveLength(10);
    const ids = FAQ.map((f) => f.id);
    expect(new Set(ids).size).toBe(10);
    for (const locale of ['en', 'hi'] as const) {
      const faq = MESSAGES[locale].home.faq as Faq;
      expect(Object.keys(faq).sort()).toEqual([...ids].sort());
      for (const id of ids) {
        expect(faq[id].q.length).toBeGreaterThan(5);
        expect(faq[id].a.length).toBeGreaterThan(150);
      }
    }
  });

  it.each(['en', 'hi'] as const)('links each answer’s tags to existing pages in the reader’s language (%s)', (locale) => {
    const faq = MESSAGES[locale].home.faq as Faq;
    for (const item of faqView(locale)) {
      // Every tag the answer uses has a link, and every link is used.
      expect({ id: item.id, tags: tagsOf(faq[item.id].a) }).toEqual({ id: item.id, tags: Object.keys(item.links).sort() });
      expect({ id: item.id, args: argsOf(faq[item.id].a) }).toEqual({ id: item.id, args: Object.keys(item.values).sort() });
      for (const href of Object.values(item.links)) {
        if (locale === 'hi') expect(href).toMatch(/^\/hi\//);
        else expect(href).toMatch(/^\/(?!hi\/)/);
      }
    }
  });

  it('sends readers to the article in their language’s slug', () => {
    const tithi = (l: 'en' | 'hi') => faqView(l).find((f) => f.id === 'tithi')!.links;
    expect(tithi('en')).toEqual({ article: '/blog/tithi', list: '/panchang/tithi', moment: '/tithi-today' });
    expect(tithi('hi')).toEqual({ article: '/hi/blog/tithi-kya-hai', list: '/hi/panchang/tithi', moment: '/hi/tithi-today' });
  });

  it('quotes the measured agreement, not a figure written into the text', () => {
    const a = REFERENCE_AGREEMENT;
    expect(faqView('en').find((f) => f.id === 'accuracy')!.values).toEqual({
      from: a.firstYear,
      to: a.lastYear,
      days: a.days,
      delhi: a.disagreements.newDelhi,
      newYork: a.disagreements.newYork,
      minutes: a.boundaryMinutes,
    });
    for (const m of [en, hi]) expect(m.home.faq.accuracy.a).not.toMatch(/55[,.]?152|1900|2050/);
  });
});
