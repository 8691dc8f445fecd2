import { notFound } from 'next/navigation';
import { pageLocale, type LocaleProps } from '@/i18n/params';

/**
 * Any path under a locale that no page claims: answer 404 with the localized
 * not-found page (inside the site layout) rather than Next's bare default.
 */
export default async function CatchAll({ params }: LocaleProps) {
  await pageLocale(params);
  notFound();
}
