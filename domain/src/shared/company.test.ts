import { describe, expect, it } from 'vitest';
import { COMPANY, formatPostalAddress } from './company';

describe('formatPostalAddress', () => {
  it('prints the address on one line, postal code after the region', () => {
    expect(formatPostalAddress()).toBe(
      '26th Street corner 5th Avenue, Bonifacio Global City, Taguig, Metro Manila 1634, Philippines',
    );
  });

  it('the copyright year is the one the specification gives', () => {
    expect(COMPANY.copyrightYear).toBe(2023);
  });
});
