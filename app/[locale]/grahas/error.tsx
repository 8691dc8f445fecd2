'use client';

/** The error page of the planets section (app/_pages/page-error.tsx). */
export { default } from '@/app/_pages/page-error';
