import type { ReactNode } from 'react';
import NextLink from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { jsonLdText } from '@/lib/seo/breadcrumbs';
import type { FaqItemView } from '@/lib/view/faq';
import { FaqAccordion } from './FaqAccordion';

/**
 * The home page's questions: rendered on the server (every answer is in the
 * HTML, folded ones too), opened and closed by the accordion in the
 * browser, and described for search engines as `FAQPage` JSON-LD with the
 * answers as plain text.
 */
export async function Faq({ locale, faq }: { locale: Locale; faq: FaqItemView[] }) {
  const t = await getTranslations({ locale, namespace: 'home' });
  const items = faq.map((f) => {
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
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: locale,
    mainEntity: items.map((i) => ({ '@type': 'Question', name: i.question, acceptedAnswer: { '@type': 'Answer', text: i.answerText } })),
  };
  return (
    <section aria-labelledby="faq-title" className="mt-10" data-testid="home-faq">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(jsonLd) }} />
      <h2 id="faq-title" className="text-xl font-semibold text-fg">
        {t('faqTitle')}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-muted">{t('faqIntro')}</p>
      <FaqAccordion items={items.map(({ id, question, answer }) => ({ id, question, answer }))} />
    </section>
  );
}
