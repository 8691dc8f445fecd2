'use client';

/** The error page of the Muhurat section (app/_pages/page-error.tsx). */
export { default } from '@/app/_pages/page-error';
