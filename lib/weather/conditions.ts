/**
 * WMO weather interpretation codes (WMO 4677, as Open-Meteo's `weather_code`)
 * → a message key (`weather.conditions.<key>`) and the icon to show.
 * Client-safe.
 */
export type ConditionIcon = 'sun' | 'cloud-sun' | 'cloud' | 'fog' | 'rain' | 'snow' | 'storm';

export interface Condition {
  key: string;
  icon: ConditionIcon;
}

const c = (key: string, icon: ConditionIcon): Condition => ({ key, icon });

const CODES: Readonly<Record<number, Condition>> = {
  0: c('clear', 'sun'),
  1: c('mainlyClear', 'cloud-sun'),
  2: c('partlyCloudy', 'cloud-sun'),
  3: c('overcast', 'cloud'),
  45: c('fog', 'fog'),
  48: c('rimeFog', 'fog'),
  51: c('lightDrizzle', 'rain'),
  53: c('drizzle', 'rain'),
  55: c('denseDrizzle', 'rain'),
  56: c('freezingDrizzle', 'rain'),
  57: c('freezingDrizzle', 'rain'),
  61: c('lightRain', 'rain'),
  63: c('rain', 'rain'),
  65: c('heavyRain', 'rain'),
  66: c('freezingRain', 'rain'),
  67: c('freezingRain', 'rain'),
  71: c('lightSnow', 'snow'),
  73: c('snow', 'snow'),
  75: c('heavySnow', 'snow'),
  77: c('snowGrains', 'snow'),
  80: c('lightShowers', 'rain'),
  81: c('showers', 'rain'),
  82: c('violentShowers', 'rain'),
  85: c('snowShowers', 'snow'),
  86: c('snowShowers', 'snow'),
  95: c('thunderstorm', 'storm'),
  96: c('thunderstormHail', 'storm'),
  99: c('thunderstormHail', 'storm'),
};

const UNKNOWN = c('unknown', 'cloud');

export function conditionOf(code: number): Condition {
  return CODES[code] ?? UNKNOWN;
}

/** Every key a code can map to (the messages must have each). */
export const CONDITION_KEYS: readonly string[] = [...new Set([...Object.values(CODES).map((x) => x.key), UNKNOWN.key])];
