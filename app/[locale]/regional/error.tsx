'use client';

/** The error page of the regional calendars (app/_pages/page-error.tsx). */
export { default } from '@/app/_pages/page-error';
