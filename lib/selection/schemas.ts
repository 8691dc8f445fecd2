/**
 * The zod schemas of the selection's values for the server's input
 * boundaries (API query parsing): the same rules and messages as the plain
 * checks of lib/selection/params.ts, which the browser uses without zod.
 */
import { z } from 'zod';
import { citySlugProblem, dateProblem } from './params';

const fromProblem = (problem: (raw: unknown) => string | null) =>
  z.string().superRefine((s, ctx) => {
    const message = problem(s);
    if (message !== null) ctx.addIssue({ code: 'custom', message });
  });

export const dateSchema = fromProblem(dateProblem);
export const citySlugSchema = fromProblem(citySlugProblem);
