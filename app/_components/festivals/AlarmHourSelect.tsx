'use client';

import { clockText } from '@/lib/format/clock';
import { useClientT } from '../i18n/useClientT';

/** The hours offered for a feed's day-before reminder: the afternoon and evening, and the early morning. */
const HOURS = [6, 8, 12, 14, 16, 17, 18, 19, 20, 21, 22];

/**
 * "Reminder: No reminder / Day before at 7:00 PM": the feed's `alarm` hour
 * (lib/festivals/feed-url.ts), with its label. Reads `subscribe.alarm`,
 * `subscribe.alarmNone`, `subscribe.alarmAt`.
 */
export function AlarmHourSelect({ value, onChange, testId }: { value: number | null; onChange: (hour: number | null) => void; testId?: string }) {
  const t = useClientT('subscribe');
  return (
    <label className="flex flex-wrap items-center gap-2 text-sm">
      {t('alarm')}
      <select
        className="rounded-lg border border-line bg-surface px-2 py-1"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
        data-testid={testId}
      >
        <option value="">{t('alarmNone')}</option>
        {HOURS.map((h) => (
          <option key={h} value={h}>
            {t('alarmAt', { time: clockText('12h', h, 0) })}
          </option>
        ))}
      </select>
    </label>
  );
}
