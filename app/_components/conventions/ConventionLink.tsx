'use client';

/**
 * A link to the same page in another convention (the month grid's month
 * system). Following it remembers the choice as the settings panel does:
 * the proxy sends a page whose path names no conventions to the remembered
 * ones, so a link back to the defaults would otherwise lead straight back.
 */
import type { ComponentProps } from 'react';
import type { Conventions } from '@/lib/conventions/conventions';
import { PendingLink } from '../controls/Pending';
import { rememberConventions, rememberedConventions } from './cookie';

export function ConventionLink({ conventions, onClick, ...props }: Omit<ComponentProps<typeof PendingLink>, 'kind'> & { conventions: Partial<Conventions> }) {
  return (
    <PendingLink
      kind="panchang"
      {...props}
      onClick={(e) => {
        rememberConventions({ ...rememberedConventions(), ...conventions });
        onClick?.(e);
      }}
    />
  );
}
