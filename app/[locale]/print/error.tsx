'use client';

/** The error page of the print sheets (app/_pages/page-error.tsx). */
export { default } from '@/app/_pages/page-error';
