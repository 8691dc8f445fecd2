import { anniversaries, lunarMoment } from '@/engine';
const delhi = { lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata' };
const show = (date: string, time: string | undefined, r: 'shraddha'|'tithi'|'nakshatra', from = '2024-01-01', count = 12) => {
  const a = anniversaries({ ...delhi, moment: { ...delhi, date, time }, reckoning: r, from, count });
  console.log(date, r, JSON.stringify(a.moment.masa), a.moment.tithi.number, a.moment.notes);
  for (const x of a.anniversaries) console.log(' ', x.date, x.limb.number, x.masa.amanta.number, x.masa.amanta.adhika, x.day.choice, x.state, x.month, x.adhika ? JSON.stringify(x.adhika) : '', x.alsoOn ?? '');
};
show('2000-06-10', undefined, 'tithi');
show('2023-07-25', '12:00', 'shraddha', '2023-01-01', 25);
show('1983-03-20', undefined, 'nakshatra');
