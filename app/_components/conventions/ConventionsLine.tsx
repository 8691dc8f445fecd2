/**
 * Which conventions a page was computed with, in one short line
 * ("Purnimanta months · sunrise: upper limb of the Sun · 12-hour clock ·
 * Smarta Ekadashi first"), with a button that opens the settings panel.
 */
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { CONVENTION_KEYS, type Conventions } from '@/lib/conventions/conventions';
import { OpenSettingsButton } from './OpenSettingsButton';

/** `Purnimanta months · sunrise: upper limb of the Sun · 12-hour clock · Smarta Ekadashi first` in the page's language. */
export async function conventionsText(conventions: Conventions, locale: Locale): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'conventions' });
  // No regional calendar is no convention to mention (it is the default nearly every page ignores).
  const shown = CONVENTION_KEYS.filter((k) => k !== 'regional' || conventions.regional !== 'none');
  return shown.map((k) => t(`short.${k}.${conventions[k]}`)).join(' · ');
}

export async function ConventionsLine({ conventions, locale, className = '' }: { conventions: Conventions; locale: Locale; className?: string }) {
  const t = await getTranslations({ locale, namespace: 'conventions' });
  const list = await conventionsText(conventions, locale);
  return (
    <p className={`text-xs text-muted print:hidden ${className}`} data-testid="conventions-line">
      {t('used', { list })} <OpenSettingsButton label={t('change')} />
    </p>
  );
}
