'use client';

import './globals.css';
import { GLOBAL_ERROR_TEXTS } from './global-error-texts';

const en = { error: GLOBAL_ERROR_TEXTS.en };
const hi = { error: GLOBAL_ERROR_TEXTS.hi };

/** Last resort when the root layout itself fails: no providers are available, so both languages are shown. */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en">
      <body className="flex min-h-dvh items-center justify-center bg-bg px-4 text-fg">
        <main role="alert" className="max-w-xl py-16 text-center">
          <title>{`${en.error.title} · ${hi.error.title}`}</title>
          <h1 className="text-3xl font-bold text-maroon">{en.error.title}</h1>
          <p className="mt-2 text-muted">{en.error.body}</p>
          <p lang="hi" className="mt-6 text-2xl font-bold text-maroon">
            {hi.error.title}
          </p>
          <p lang="hi" className="mt-2 text-muted">
            {hi.error.body}
          </p>
          <button
            type="button"
            onClick={() => retry()}
            className="mt-8 rounded-full bg-maroon px-5 py-2.5 font-medium text-white"
          >
            {en.error.retry} / <span lang="hi">{hi.error.retry}</span>
          </button>
        </main>
      </body>
    </html>
  );
}
