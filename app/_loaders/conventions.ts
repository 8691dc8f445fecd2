/** The engine's options for a set of conventions (the sunrise; the other models stay the reference's). */
import type { EngineOptions } from '@/engine';
import type { Conventions } from '@/lib/conventions/conventions';

export const engineOptionsOf = (c: Pick<Conventions, 'sunrise'>): EngineOptions => ({ sunrise: c.sunrise });
