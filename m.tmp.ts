import { getCityBySlug } from '@/lib/cities';
import { glanceView } from '@/lib/view/glance';
(async () => {
  const t = performance.now();
  const v = await glanceView(getCityBySlug('varanasi')!, 'hi', Date.parse('2026-03-02T05:00:00Z'));
  console.log(performance.now() - t);
  console.log(JSON.stringify(v, null, 1).slice(0, 3000));
})();
