'use client';

/** "Change": opens the header's settings panel (SettingsPanel listens for this event). */
import { OPEN_SETTINGS_EVENT } from './events';

export function OpenSettingsButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      className="font-medium text-saffron underline underline-offset-2 hover:text-maroon"
      onClick={() => window.dispatchEvent(new Event(OPEN_SETTINGS_EVENT))}
      data-testid="change-conventions"
    >
      {label}
    </button>
  );
}
