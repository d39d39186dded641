import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryByCode, OTHER_COUNTRY } from './countries';

describe('COUNTRIES', () => {
  it('starts with the Philippines, India and Indonesia', () => {
    expect(COUNTRIES.slice(0, 3).map((c) => [c.code, c.dialCode])).toEqual([
      ['PH', '+63'],
      ['IN', '+91'],
      ['ID', '+62'],
    ]);
  });

  it('lists the rest of the world alphabetically, then Other', () => {
    const rest = COUNTRIES.slice(3, -1).map((c) => c.name);
    expect(rest.length).toBeGreaterThan(230);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
    expect(COUNTRIES.at(-1)).toEqual(OTHER_COUNTRY);
    expect(COUNTRIES.filter((c) => c.code === 'PH')).toHaveLength(1);
  });

  it('gives each entry a name, flag, code and dial code', () => {
    expect(countryByCode('US')).toEqual({ name: 'United States', flag: '🇺🇸', code: 'US', dialCode: '+1' });
    for (const country of COUNTRIES.slice(0, -1)) {
      expect(country.dialCode, country.code).toMatch(/^\+\d{1,4}$/);
    }
  });
});
