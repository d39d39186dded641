import { COUNTRIES } from './countries';

/** The country dial codes (without '+'). */
const DIAL_CODES = [...new Set(COUNTRIES.map((country) => country.dialCode.slice(1)))].filter((code) =>
  /^\d{1,3}$/.test(code),
);

/** Dial codes never prefix one another (E.164): the one code a number starts with, if any. */
const codeOf = (number: string) => DIAL_CODES.find((code) => number.startsWith(code));

/**
 * A phone number as the admin screens show it: a number that starts with a plus and a 2-3 digit
 * country code is written code, space, rest ('+639171234567' → '+63 9171234567'); a code written
 * twice is collapsed ('+63639171234567' → '+63 9171234567'). Anything else is shown as it is.
 */
export function formatPhone(phone: string | null | undefined): string {
  const written = (phone ?? '').trim();
  const digits = written.replace(/[\s().-]/g, '');
  if (!/^\+\d{4,}$/.test(digits)) return written;
  const number = digits.slice(1);
  const code = codeOf(number);
  // Only 2-3 digit codes are written apart (a +1 or +7 number is shown as it is).
  if (!code || code.length < 2) return written;
  let rest = number.slice(code.length);
  if (rest.startsWith(code) && rest.length > code.length) rest = rest.slice(code.length);
  return `+${code} ${rest}`;
}
