import { resolveRobots } from 'next/dist/build/webpack/loaders/metadata/resolve-route-data';
import { robotsRules } from '@/lib/seo/robots';
import { SITE_URL } from '@/lib/site';

describe('robots.txt', () => {
  // The text Next writes from the rules (the same function its robots route runs).
  const text = resolveRobots(robotsRules());
  const lines = text.split('\n').filter(Boolean);

  it('names the major crawlers and every other one in one group', () => {
    const agents = lines.filter((l) => l.startsWith('User-Agent: ')).map((l) => l.slice(12));
    expect(agents).toEqual(['Googlebot', 'Bingbot', 'DuckDuckBot', 'Yandex', 'Baiduspider', 'Applebot', '*']);
    // One group: the agents first, then its rules.
    expect(lines.slice(0, 7).every((l) => l.startsWith('User-Agent: '))).toBe(true);
  });

  it('allows the pages, disallows the API, build assets and /static, one request a second', () => {
    expect(lines).toContain('Allow: /');
    for (const p of ['/api/', '/_next/', '/static/']) expect(lines).toContain(`Disallow: ${p}`);
    expect(lines).toContain('Crawl-delay: 1');
  });

  it('points to the sitemap index at the public origin', () => {
    expect(lines.at(-1)).toBe(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });
});
