import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { Card } from '../ui/Card';

const BASICS = ['a', 'b', 'c', 'd'] as const;

/** The astrology hub's short primer (rashi, nakshatra, lagna, grahas). */
export async function AstrologyBasics({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'astrologyPage' });
  return (
    <Card id="astrology-basics" title={t('basicsTitle')}>
      <ul className="grid list-disc gap-2 pl-5 text-sm marker:text-saffron">
        {BASICS.map((k) => (
          <li key={k}>{t(`basics.${k}`)}</li>
        ))}
      </ul>
    </Card>
  );
}
