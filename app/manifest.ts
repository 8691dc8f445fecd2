import type { MetadataRoute } from 'next';
import { MESSAGES } from '@/i18n/messages';

/**
 * The web app manifest (/manifest.webmanifest; Next links it from every
 * page): what makes the site installable. One manifest for both languages
 * (a manifest has one name); the app opens on the home page, whose "today
 * at a glance" card registers the service worker (public/sw.js) that keeps
 * today and the next 30 days readable offline.
 */
export default function manifest(): MetadataRoute.Manifest {
  const site = MESSAGES.en.site;
  return {
    name: site.name,
    short_name: site.name,
    description: site.description,
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#fdf8f1',
    theme_color: '#7b1e2b',
    lang: 'en',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
