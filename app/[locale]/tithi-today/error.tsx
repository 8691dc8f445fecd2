'use client';

/** The error page of the tithi finder (app/_pages/page-error.tsx). */
export { default } from '@/app/_pages/page-error';
