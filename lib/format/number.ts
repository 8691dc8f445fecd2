/** Numbers as the pages show them: grouped digits in the page's language (1,870,749; Hindi pages 18,70,749). */
import type { DateLocale } from './date';

const INTL_LOCALE: Record<DateLocale, string> = { en: 'en-US', hi: 'hi-IN' };
const cache = new Map<string, Intl.NumberFormat>();

export function formatNumber(n: number, locale: DateLocale, fractionDigits = 0): string {
  const key = `${locale}|${fractionDigits}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(INTL_LOCALE[locale], { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });
    cache.set(key, f);
  }
  return f.format(n);
}

/** Degrees as degrees, minutes and seconds of arc: 24°09′24″ (to the nearest minute without seconds: 24°09′). */
export function formatDms(degrees: number, seconds = true): string {
  const unit = seconds ? 1 : 60;
  const total = Math.round((Math.abs(degrees) * 3600) / unit) * unit;
  const d = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${degrees < 0 ? '-' : ''}${d}°${String(m).padStart(2, '0')}′${seconds ? `${String(s).padStart(2, '0')}″` : ''}`;
}
