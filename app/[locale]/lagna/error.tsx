'use client';

/** The error page of the lagna table (app/_pages/page-error.tsx). */
export { default } from '@/app/_pages/page-error';
