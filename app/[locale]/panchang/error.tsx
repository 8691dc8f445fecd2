'use client';

/** The error page of the Panchang section (app/_pages/page-error.tsx). */
export { default } from '@/app/_pages/page-error';
