'use client';

/** The error page of the home page at a city (app/_pages/page-error.tsx). */
export { default } from '@/app/_pages/page-error';
