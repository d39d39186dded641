import { countries, getEmojiFlag, type TCountryCode } from 'countries-list';

/** A country choice of the application form. */
export interface Country {
  name: string;
  flag: string;
  /** ISO 3166-1 alpha-2, or 'OTHER'. */
  code: string;
  /** "+63"; empty for 'Other'. */
  dialCode: string;
}

/** Listed first, in this order. */
export const PRIORITY_COUNTRY_CODES = ['PH', 'IN', 'ID'] as const;

export const OTHER_COUNTRY: Country = { name: 'Other', flag: '🌐', code: 'OTHER', dialCode: '' };

function toCountry(code: TCountryCode): Country {
  const entry = countries[code];
  return { name: entry.name, flag: getEmojiFlag(code), code, dialCode: entry.phone[0] ? `+${entry.phone[0]}` : '' };
}

/**
 * Every country of the world (from the maintained `countries-list` data), the Philippines,
 * India and Indonesia first, the rest alphabetical, then 'Other'.
 */
export const COUNTRIES: readonly Country[] = (() => {
  const priority: readonly string[] = PRIORITY_COUNTRY_CODES;
  const rest = (Object.keys(countries) as TCountryCode[])
    .filter((code) => !priority.includes(code))
    .map(toCountry)
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return [...PRIORITY_COUNTRY_CODES.map(toCountry), ...rest, OTHER_COUNTRY];
})();

/** The country with this code, if any. */
export function countryByCode(code: string): Country | undefined {
  return COUNTRIES.find((country) => country.code === code);
}
