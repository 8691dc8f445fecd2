import type { ReactNode } from 'react';
import NextLink from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { jsonLdText } from '@/lib/seo/breadcrumbs';
import { HOME_FAQ, type FaqItemView } from '@/lib/view/faq';
import { FaqAccordion } from './FaqAccordion';

interface FaqText {
  id: string;
  question: string;
  /** The answer with its links, rendered on the server. */
  answer: ReactNode;
  /** The same answer as plain text (JSON-LD). */
  answerText: string;
}

/** The questions and answers in the page's language, the answers' tags turned into links. */
async function faqTexts(locale: Locale, faq: FaqItemView[]): Promise<FaqText[]> {
  const t = await getTranslations({ locale, namespace: 'home' });
  return faq.map((f) => {
    const key = `faq.${f.id}.a` as const;
    const rich = Object.fromEntries(
      Object.entries(f.links).map(([tag, href]) => [
        tag,
        (chunks: ReactNode) => (
          <NextLink href={href} className="font-medium text-saffron underline-offset-2 hover:underline">
            {chunks}
          </NextLink>
        ),
      ]),
    );
    const plain = Object.fromEntries(Object.keys(f.links).map((tag) => [tag, (chunks: string) => chunks]));
    return {
      id: f.id,
      question: t(`faq.${f.id}.q`),
      answer: t.rich(key, { ...f.values, ...rich }),
      answerText: t.markup(key, { ...f.values, ...plain }),
    };
  });
}

/**
 * The home page's short FAQ: a few of the questions (HOME_FAQ) in the
 * accordion, every answer in the HTML, and the way to all of them on /faq,
 * which alone carries the FAQPage JSON-LD (one page per set of answers).
 */
export async function HomeFaq({ locale, faq }: { locale: Locale; faq: FaqItemView[] }) {
  const t = await getTranslations({ locale, namespace: 'home' });
  const items = await faqTexts(locale, faq.filter((f) => HOME_FAQ.includes(f.id)));
  return (
    <section aria-labelledby="faq-title" className="mt-10" data-testid="home-faq">
      <h2 id="faq-title" className="text-xl font-semibold text-fg">
        {t('faqTitle')}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-muted">{t('faqIntro')}</p>
      <FaqAccordion items={items.map(({ id, question, answer }) => ({ id, question, answer }))} />
      <Link href="/faq" className="more-link mt-3" data-testid="faq-all">
        {t('faqAll')} →
      </Link>
    </section>
  );
}

/**
 * The /faq page's questions: each a heading with its answer open under it,
 * described for search engines as `FAQPage` JSON-LD with the answers as
 * plain text.
 */
export async function FaqList({ locale, faq }: { locale: Locale; faq: FaqItemView[] }) {
  const items = await faqTexts(locale, faq);
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: locale,
    mainEntity: items.map((i) => ({ '@type': 'Question', name: i.question, acceptedAnswer: { '@type': 'Answer', text: i.answerText } })),
  };
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(jsonLd) }} />
      <div data-testid="faq-list">
        {items.map((i) => (
          <section key={i.id} id={i.id} aria-labelledby={`faq-q-${i.id}`} data-faq={i.id}>
            <h2 id={`faq-q-${i.id}`}>{i.question}</h2>
            <p id={`faq-a-${i.id}`}>{i.answer}</p>
          </section>
        ))}
      </div>
    </>
  );
}
