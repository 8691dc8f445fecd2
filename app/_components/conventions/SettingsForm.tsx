'use client';

/**
 * The settings dialog's form (SettingsPanel) and what it reads of the page's
 * path: the conventions it was computed in, and its path in other ones
 * (lib/conventions/url). Imported by the panel when the dialog first opens,
 * not with the header: the path helpers need the URL module's parsers and
 * writers (some 3 KB of gzipped JavaScript), which the header on every page
 * would otherwise carry with the form (issue 24).
 */
import type { Dispatch, SetStateAction } from 'react';
import { ClientIntlProvider, type ClientMessageTree } from '@/app/_components/i18n/client-intl';
import { useClientT } from '@/app/_components/i18n/useClientT';
import type { Locale } from '@/i18n/routing';
import { CLOCK_STYLES, DEFAULT_CONVENTIONS, EKADASHI_EMPHASES, MASA_SYSTEMS, REGIONAL_CHOICES, SUNRISE_DEFINITIONS, type ConventionKey, type Conventions } from '@/lib/conventions/conventions';
import { parsePathname, takesConventions } from '@/lib/urls';
import { CloseIcon } from '../site/icons';
import { rememberedConventions } from './cookie';

export { pathInConventions } from '@/lib/conventions/url';

const CHOICES: { key: ConventionKey; values: readonly string[] }[] = [
  { key: 'masa', values: MASA_SYSTEMS },
  { key: 'sunrise', values: SUNRISE_DEFINITIONS },
  { key: 'clock', values: CLOCK_STYLES },
  { key: 'ekadashi', values: EKADASHI_EMPHASES },
  { key: 'regional', values: REGIONAL_CHOICES },
];

/** What the current page was computed in (its path's conventions, the others at their defaults), else the remembered ones. */
export function currentConventions(): Conventions {
  const route = parsePathname(window.location.pathname);
  return route && takesConventions(route.key) ? { ...DEFAULT_CONVENTIONS, ...route.params.conv } : rememberedConventions();
}

interface FormProps {
  titleId: string;
  choice: Conventions;
  setChoice: Dispatch<SetStateAction<Conventions>>;
  apply: (c: Conventions) => void;
  close: () => void;
}

/** The form under its texts (LAZY_MESSAGES.conventions), which the panel fetches with this module. */
export function SettingsForm({ locale, texts, ...form }: FormProps & { locale: Locale; texts: ClientMessageTree }) {
  return (
    <ClientIntlProvider locale={locale} messages={texts}>
      <Fields {...form} />
    </ClientIntlProvider>
  );
}

function Fields({ titleId, choice, setChoice, apply, close }: FormProps) {
  const t = useClientT('conventions');
  return (
    <form
      method="dialog"
      className="grid max-h-[85dvh] gap-4 overflow-y-auto p-5"
      onSubmit={(e) => {
        e.preventDefault();
        apply(choice);
      }}
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="text-lg font-bold text-maroon">
          {t('title')}
        </h2>
        <button
          type="button"
          className="-m-1 inline-flex h-9 w-9 items-center justify-center rounded-full hover:bg-surface-2"
          aria-label={t('close')}
          onClick={close}
        >
          <CloseIcon />
        </button>
      </div>
      <p className="text-sm text-muted">{t('intro')}</p>
      {CHOICES.map(({ key, values }) => (
        <fieldset key={key} className="grid gap-1.5">
          <legend className="subhead mb-1">{t(`${key}.label`)}</legend>
          {values.map((v) => (
            <label key={v} className="choice">
              <input
                type="radio"
                name={key}
                value={v}
                checked={choice[key] === v}
                onChange={() => setChoice((c) => ({ ...c, [key]: v }))}
                className="mt-0.5 accent-[var(--color-saffron)]"
                data-testid={`settings-${key}-${v}`}
              />
              <span>{t(`${key}.${v}`)}</span>
            </label>
          ))}
        </fieldset>
      ))}
      <div className="flex flex-wrap items-center justify-between gap-2 pt-1">
        <button type="button" className="text-sm text-muted underline underline-offset-2 hover:text-fg" onClick={() => apply(DEFAULT_CONVENTIONS)} data-testid="settings-reset">
          {t('reset')}
        </button>
        <button type="submit" className="rounded-full bg-maroon px-5 py-2 text-sm font-semibold text-white hover:bg-saffron dark:text-bg" data-testid="settings-apply">
          {t('apply')}
        </button>
      </div>
    </form>
  );
}
