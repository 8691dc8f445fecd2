'use client';

/** The error page of the astrology hub (app/_pages/page-error.tsx). */
export { default } from '@/app/_pages/page-error';
