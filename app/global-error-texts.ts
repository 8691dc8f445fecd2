/**
 * The texts of the last-resort error page (app/global-error.tsx) in both
 * languages: a copy of `error.title`, `error.body` and `error.retry` of the
 * message catalogues, which tests/unit/i18n/client-messages.test.ts keeps
 * equal to them. A copy because that page is part of every page's
 * JavaScript, and importing a catalogue (even one key of it) bundles the
 * whole 100 KB file; the page has no message provider to read from.
 */
export const GLOBAL_ERROR_TEXTS = {
  en: {
    title: 'Something went wrong',
    body: 'The page could not be shown. This is a fault on our side; please try again in a moment.',
    retry: 'Try again',
  },
  hi: {
    title: 'कुछ गड़बड़ हो गई',
    body: 'यह पृष्ठ दिखाया नहीं जा सका। यह हमारी ओर की त्रुटि है; कृपया थोड़ी देर में फिर से प्रयास करें।',
    retry: 'फिर से प्रयास करें',
  },
} as const;
