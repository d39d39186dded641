import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryByCode, PRIORITY_COUNTRY_CODES } from './countries';
import { DEFAULT_PHONE_COUNTRY, DIAL_CODES, formatPhone } from './phone';

describe('the dial codes', () => {
  it("are the countries' own (countries-list), each once", () => {
    const countries = new Set(
      COUNTRIES.map((country) => country.dialCode.slice(1)).filter((code) => /^\d{1,3}$/.test(code)),
    );
    expect(new Set(DIAL_CODES)).toEqual(countries);
    expect(DIAL_CODES).toHaveLength(countries.size);
  });

  it("name the phone selector's first choice as COUNTRIES does", () => {
    expect(countryByCode(PRIORITY_COUNTRY_CODES[0])).toMatchObject(DEFAULT_PHONE_COUNTRY);
  });
});

describe('formatPhone', () => {
  it.each([
    ['+639171234567', '+63 9171234567'],
    ['+63639171234567', '+63 9171234567'],
    ['+919876543210', '+91 9876543210'],
    ['+62 812 3456 7890', '+62 81234567890'],
    ['+971501234567', '+971 501234567'],
    ['+971971501234567', '+971 501234567'],
  ])('%s → %s', (phone, shown) => {
    expect(formatPhone(phone)).toBe(shown);
  });

  it('shows numbers without a 2-3 digit code as they are', () => {
    expect(formatPhone('+14155550100')).toBe('+14155550100');
    // A US number whose area code reads like Morocco's +212 is still a +1 number.
    expect(formatPhone('+12125551234')).toBe('+12125551234');
    expect(formatPhone('09171234567')).toBe('09171234567');
    expect(formatPhone('')).toBe('');
    expect(formatPhone(null)).toBe('');
  });
});
