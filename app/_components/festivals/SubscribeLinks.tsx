'use client';

/**
 * The subscribe panel's links with the visitor's choice of reminders: none,
 * or one at an hour of the day before each vrat, and one when each
 * Ekadashi's parana begins. The choice goes into the feed's URL
 * (lib/festivals/feed-url.ts), so the calendar app keeps it.
 */
import { useState } from 'react';
import type { FestivalType } from '@/engine';
import type { Locale } from '@/i18n/routing';
import { feedLinks } from '@/lib/festivals/feed-url';
import { useClientT } from '../i18n/useClientT';
import { AlarmHourSelect } from './AlarmHourSelect';
import { FeedButtons } from './FeedLink';

export function SubscribeLinks({ city, cityName, types, locale, feed }: { city: string; cityName: string; types: FestivalType[]; locale: Locale; feed: string }) {
  const t = useClientT('subscribe');
  const [alarm, setAlarm] = useState<number | null>(null);
  const [parana, setParana] = useState(false);
  const links = feedLinks({ city, types, locale, alarm, parana });
  return (
    <>
      <div className="mb-3 grid gap-2 text-sm">
        <AlarmHourSelect value={alarm} onChange={setAlarm} testId="subscribe-alarm" />
        {alarm !== null && <p className="text-xs text-muted">{t('alarmHint', { city: cityName })}</p>}
        <label className="flex items-center gap-2">
          <input type="checkbox" className="h-4 w-4 accent-saffron" checked={parana} onChange={(e) => setParana(e.target.checked)} data-testid="subscribe-parana" />
          {t('parana')}
        </label>
      </div>
      <FeedButtons feed={feed} links={links} labels={{ webcal: t('webcal'), webcalHint: t('webcalHint'), google: t('google'), googleHint: t('googleHint') }} />
    </>
  );
}
