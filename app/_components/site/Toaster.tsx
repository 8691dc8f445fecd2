'use client';

import { Toaster as Sonner } from 'sonner';
import { useClientT } from '@/app/_components/i18n/useClientT';
import { useResolvedTheme } from './theme-store';

/**
 * The toast area. Settings are sonner's defaults, spelled out because the site depends on them.
 * Sonner sets a system font stack on its list; the site's fonts (Noto Sans Devanagari on
 * Hindi pages) are inherited instead, so a Hindi toast never falls back to a system font.
 */
export function Toaster() {
  const theme = useResolvedTheme();
  const t = useClientT('common');
  return (
    <Sonner
      position="bottom-right"
      duration={4000}
      visibleToasts={3}
      hotkey={['altKey', 'KeyT']}
      theme={theme}
      containerAriaLabel={t('notifications')}
      style={{ fontFamily: 'inherit' }}
    />
  );
}
