'use client';

/**
 * The visitor's conventions (lib/conventions): a gear button in the header
 * opens a modal dialog (the native <dialog>: focus kept inside, Escape
 * closes, focus returns to the button; a bottom sheet on phones) with the
 * month system, sunrise, clock and Ekadashi emphasis. "Apply" remembers the
 * choice in the `vc_prefs` cookie (the proxy then sends a page whose path
 * names no conventions to the remembered ones) and, on a page whose answer
 * depends on them, moves to its path in the chosen conventions (lib/urls),
 * so a shared link stays exact. The dialog renders from its first opening
 * on: closed on load, it would be some 5 KB of every page's HTML that nobody
 * sees.
 */
import { useCallback, useEffect, useId, useRef, useState, useTransition } from 'react';
import { flushSync } from 'react-dom';
import { useClientT } from '@/app/_components/i18n/useClientT';
import { usePathname, useRouter } from 'next/navigation';
import { CLOCK_STYLES, DEFAULT_CONVENTIONS, EKADASHI_EMPHASES, MASA_SYSTEMS, REGIONAL_CHOICES, SUNRISE_DEFINITIONS, type ConventionKey, type Conventions } from '@/lib/conventions/conventions';
import { rememberConventions } from './cookie';
import { CloseIcon, SettingsIcon } from '../site/icons';
import { OPEN_SETTINGS_EVENT } from './events';

const CHOICES: { key: ConventionKey; values: readonly string[] }[] = [
  { key: 'masa', values: MASA_SYSTEMS },
  { key: 'sunrise', values: SUNRISE_DEFINITIONS },
  { key: 'clock', values: CLOCK_STYLES },
  { key: 'ekadashi', values: EKADASHI_EMPHASES },
  { key: 'regional', values: REGIONAL_CHOICES },
];

/** The path helpers, fetched on the first opening (or when the pointer or focus reaches the button): ./page-conventions. */
const pageConventions = () => import('./page-conventions');

export function SettingsPanel() {
  const t = useClientT('conventions');
  const router = useRouter();
  const pathname = usePathname();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [choice, setChoice] = useState<Conventions>(DEFAULT_CONVENTIONS);
  const [opened, setOpened] = useState(false);
  const [pending, startTransition] = useTransition();

  const open = useCallback(async () => {
    const { currentConventions } = await pageConventions();
    // Rendered before showModal(), which puts the focus on the dialog's first control.
    flushSync(() => {
      setChoice(currentConventions());
      setOpened(true);
    });
    dialog.current?.showModal();
  }, []);

  useEffect(() => {
    window.addEventListener(OPEN_SETTINGS_EVENT, open);
    return () => window.removeEventListener(OPEN_SETTINGS_EVENT, open);
  }, [open]);

  const apply = async (c: Conventions) => {
    rememberConventions(c);
    dialog.current?.close();
    const href = (await pageConventions()).pathInConventions(pathname, c);
    // A page that does not depend on the conventions stays as it is: the next computed page follows the cookie.
    if (href !== null && href !== pathname) startTransition(() => router.replace(href, { scroll: false }));
  };

  return (
    <>
      <button
        type="button"
        className="icon-button print:hidden"
        aria-label={t('open')}
        aria-haspopup="dialog"
        aria-busy={pending || undefined}
        onClick={() => void open()}
        onPointerEnter={() => void pageConventions()}
        onFocus={() => void pageConventions()}
        data-testid="settings-open"
      >
        <SettingsIcon className={pending ? 'animate-spin' : undefined} />
      </button>
      {opened && (
        <dialog
          ref={dialog}
          aria-labelledby={titleId}
          className="m-0 mt-auto w-full max-w-none rounded-t-2xl border border-line bg-surface p-0 text-fg shadow-xl backdrop:bg-black/40 sm:m-auto sm:max-w-md sm:rounded-2xl print:hidden"
          data-testid="settings-dialog"
          onClick={(e) => {
            // A click on the backdrop (the dialog element itself, outside its content) closes it.
            if (e.target === dialog.current) dialog.current.close();
          }}
        >
          <form
            method="dialog"
            className="grid max-h-[85dvh] gap-4 overflow-y-auto p-5"
            onSubmit={(e) => {
              e.preventDefault();
              void apply(choice);
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
                onClick={() => dialog.current?.close()}
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
              <button type="button" className="text-sm text-muted underline underline-offset-2 hover:text-fg" onClick={() => void apply(DEFAULT_CONVENTIONS)} data-testid="settings-reset">
                {t('reset')}
              </button>
              <button type="submit" className="rounded-full bg-maroon px-5 py-2 text-sm font-semibold text-white hover:bg-saffron dark:text-bg" data-testid="settings-apply">
                {t('apply')}
              </button>
            </div>
          </form>
        </dialog>
      )}
    </>
  );
}
