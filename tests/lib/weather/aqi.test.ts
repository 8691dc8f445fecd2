import { AQI_BANDS, aqiBand } from '@/lib/weather/aqi';
import { conditionOf, CONDITION_KEYS } from '@/lib/weather/conditions';
import { ExpiringLru } from '@/lib/weather/lru';
import en from '@/messages/en.json';
import hi from '@/messages/hi.json';

describe('aqiBand', () => {
  it.each([
    [0, 'Good'],
    [50, 'Good'],
    [51, 'Moderate'],
    [100, 'Moderate'],
    [101, 'Unhealthy for Sensitive Groups'],
    [150, 'Unhealthy for Sensitive Groups'],
    [151, 'Unhealthy'],
    [200, 'Unhealthy'],
    [201, 'Very Unhealthy'],
    [300, 'Very Unhealthy'],
    [301, 'Hazardous'],
    [500, 'Hazardous'],
    [612, 'Hazardous'],
    [50.4, 'Good'],
    [50.5, 'Moderate'],
  ])('%d is %s', (index, name) => {
    expect(aqiBand(index).name).toBe(name);
  });

  it('has a message for every band in both languages', () => {
    for (const b of AQI_BANDS) {
      expect(en.weather.bands[b.key]).toBeTruthy();
      expect(hi.weather.bands[b.key]).toBeTruthy();
    }
  });
});

describe('conditionOf', () => {
  it('maps WMO codes to a condition and an icon', () => {
    expect(conditionOf(0)).toEqual({ key: 'clear', icon: 'sun' });
    expect(conditionOf(2)).toEqual({ key: 'partlyCloudy', icon: 'cloud-sun' });
    expect(conditionOf(65)).toEqual({ key: 'heavyRain', icon: 'rain' });
    expect(conditionOf(99)).toEqual({ key: 'thunderstormHail', icon: 'storm' });
    expect(conditionOf(42)).toEqual({ key: 'unknown', icon: 'cloud' });
  });

  it('has a message for every condition in both languages', () => {
    const conditions = { en: en.weather.conditions as Record<string, string>, hi: hi.weather.conditions as Record<string, string> };
    expect(CONDITION_KEYS.filter((k) => !conditions.en[k] || !conditions.hi[k])).toEqual([]);
  });
});

describe('ExpiringLru', () => {
  it('forgets expired entries and evicts the least recently used', () => {
    const lru = new ExpiringLru<number>(2);
    lru.set('a', 1, 100);
    lru.set('b', 2, 100);
    expect(lru.get('a', 50)).toBe(1); // a is now the most recent
    lru.set('c', 3, 100); // evicts b
    expect(lru.get('b', 50)).toBeUndefined();
    expect(lru.get('a', 50)).toBe(1);
    expect(lru.get('c', 50)).toBe(3);
    expect(lru.get('c', 100)).toBeUndefined(); // expired
    expect(lru.size).toBe(1);
  });
});
