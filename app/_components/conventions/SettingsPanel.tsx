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
import { useLocale, type ClientMessageTree } from '@/app/_components/i18n/client-intl';
import { lazyMessages } from '@/app/_components/i18n/lazy-messages';
import { useClientT } from '@/app/_components/i18n/useClientT';
import { usePathname, useRouter } from 'next/navigation';
import { DEFAULT_CONVENTIONS, type Conventions } from '@/lib/conventions/conventions';
import type { Locale } from '@/i18n/routing';
import { rememberConventions } from './cookie';
import { SettingsIcon } from '../site/icons';
import { OPEN_SETTINGS_EVENT } from './events';
import type { SettingsForm } from './SettingsForm';

/**
 * The dialog's form and the path helpers (./SettingsForm), fetched on the first opening (or when the pointer or
 * focus reaches the button) rather than with the header on every page, with the form's texts
 * (LAZY_MESSAGES.conventions).
 */
const settingsModule = (locale: Locale) => Promise.all([import('./SettingsForm'), lazyMessages(locale, 'conventions')]);

export function SettingsPanel() {
  const t = useClientT('conventions');
  const locale = useLocale();
  const router = useRouter();
  const pathname = usePathname();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [choice, setChoice] = useState<Conventions>(DEFAULT_CONVENTIONS);
  const [opened, setOpened] = useState(false);
  const [Form, setForm] = useState<typeof SettingsForm | null>(null);
  const [texts, setTexts] = useState<ClientMessageTree>({});
  const [pending, startTransition] = useTransition();

  const open = useCallback(async () => {
    const [{ currentConventions, SettingsForm: form }, formTexts] = await settingsModule(locale);
    // Rendered before showModal(), which puts the focus on the dialog's first control.
    flushSync(() => {
      setForm(() => form);
      setTexts(formTexts);
      setChoice(currentConventions());
      setOpened(true);
    });
    dialog.current?.showModal();
  }, [locale]);

  useEffect(() => {
    window.addEventListener(OPEN_SETTINGS_EVENT, open);
    return () => window.removeEventListener(OPEN_SETTINGS_EVENT, open);
  }, [open]);

  const apply = async (c: Conventions) => {
    rememberConventions(c);
    dialog.current?.close();
    const href = (await import('./SettingsForm')).pathInConventions(pathname, c);
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
        onPointerEnter={() => void settingsModule(locale).catch(() => undefined)}
        onFocus={() => void settingsModule(locale).catch(() => undefined)}
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
          {Form && <Form locale={locale} texts={texts} titleId={titleId} choice={choice} setChoice={setChoice} apply={(c) => void apply(c)} close={() => dialog.current?.close()} />}
        </dialog>
      )}
    </>
  );
}
