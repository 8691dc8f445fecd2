/**
 * Air-quality bands of the US EPA AQI (the index Open-Meteo reports as
 * `us_aqi`), with the seed's category names and the EPA's band colours.
 * Client-safe: the card colours its badge with these.
 */
export type AqiBandKey = 'good' | 'moderate' | 'sensitive' | 'unhealthy' | 'very-unhealthy' | 'hazardous';

export interface AqiBand {
  key: AqiBandKey;
  /** English name, as the API's `aqi.category`. */
  name: string;
  min: number;
  /** Inclusive upper bound; the last band also takes anything above 500. */
  max: number;
  /** EPA colour and a text colour readable on it. */
  color: string;
  textColor: string;
}

export const AQI_BANDS: readonly AqiBand[] = [
  { key: 'good', name: 'Good', min: 0, max: 50, color: '#00e400', textColor: '#102a12' },
  { key: 'moderate', name: 'Moderate', min: 51, max: 100, color: '#ffff00', textColor: '#3a3000' },
  { key: 'sensitive', name: 'Unhealthy for Sensitive Groups', min: 101, max: 150, color: '#ff7e00', textColor: '#2b1200' },
  { key: 'unhealthy', name: 'Unhealthy', min: 151, max: 200, color: '#ff0000', textColor: '#ffffff' },
  { key: 'very-unhealthy', name: 'Very Unhealthy', min: 201, max: 300, color: '#8f3f97', textColor: '#ffffff' },
  { key: 'hazardous', name: 'Hazardous', min: 301, max: 500, color: '#7e0023', textColor: '#ffffff' },
];

/** The band of an AQI value (rounded to a whole number first, as the index is published). */
export function aqiBand(index: number): AqiBand {
  const i = Math.max(0, Math.round(index));
  return AQI_BANDS.find((b) => i <= b.max) ?? AQI_BANDS[AQI_BANDS.length - 1];
}
