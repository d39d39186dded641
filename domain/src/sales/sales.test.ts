import { describe, expect, it } from 'vitest';
import {
  parseStoredSalesApplication,
  SALES_COUNTRIES,
  salesApplicationSchema,
  toStoredSalesApplication,
} from './sales';
import { SALES_REDIRECT_DELAY_MS, SALES_REVIEW_PERIOD } from './constants';

const valid = { fullName: 'Sam Seller', email: 'sam@example.com', phone: '+1 415 555 0100', country: 'Canada' };

/** Every field message, as Formik shows them: the first message of each field. */
async function fieldMessages(value: unknown): Promise<Record<string, string>> {
  try {
    await salesApplicationSchema.validate(value, { abortEarly: false });
    return {};
  } catch (error) {
    const messages: Record<string, string> = {};
    for (const inner of (error as { inner: { path: string; message: string }[] }).inner) {
      messages[inner.path] ??= inner.message;
    }
    return messages;
  }
}

describe('sales form schema', () => {
  it('accepts a complete form', async () => {
    expect(await fieldMessages(valid)).toEqual({});
  });

  it('gives the specification message of each empty field', async () => {
    expect(await fieldMessages({ fullName: '', email: '', phone: '', country: '' })).toEqual({
      fullName: 'Full name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      country: 'Please select your country',
    });
  });

  it('treats blanks as empty', async () => {
    expect(await fieldMessages({ ...valid, fullName: '   ', phone: ' ', email: '  ' })).toEqual({
      fullName: 'Full name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
    });
  });

  it.each(['sam@', 'sam', 'sam@example', '@example.com', 'sam @example.com', 'sam@example.c'])(
    'refuses the email "%s" as invalid',
    async (email) => {
      expect(await fieldMessages({ ...valid, email })).toEqual({ email: 'Invalid email address' });
    },
  );

  it.each(['sam.seller+sales@example.co.uk', 'SAM@EXAMPLE.COM', ' sam@example.com '])(
    'accepts the email "%s"',
    async (email) => {
      expect(await fieldMessages({ ...valid, email })).toEqual({});
    },
  );

  it('accepts only the listed countries', async () => {
    for (const country of SALES_COUNTRIES) expect(await fieldMessages({ ...valid, country })).toEqual({});
    expect(await fieldMessages({ ...valid, country: 'Philippines' })).toEqual({
      country: 'Please select your country',
    });
  });
});

describe('sales constants', () => {
  it('lists the 12 countries of the specification, in order', () => {
    expect(SALES_COUNTRIES).toEqual([
      'United States',
      'Canada',
      'United Kingdom',
      'Australia',
      'Germany',
      'France',
      'Netherlands',
      'Sweden',
      'Singapore',
      'Japan',
      'India',
      'Other',
    ]);
  });

  it('redirects after 1.5 s and promises a review within 2-3 business days', () => {
    expect(SALES_REDIRECT_DELAY_MS).toBe(1500);
    expect(SALES_REVIEW_PERIOD).toBe('2-3 business days');
  });
});

describe('stored sales application', () => {
  const now = new Date('2026-03-04T05:06:07.089Z');

  it('adds submittedAt and trims the answers', () => {
    expect(toStoredSalesApplication({ ...valid, fullName: '  Sam Seller ', email: ' sam@example.com' }, now)).toEqual({
      ...valid,
      submittedAt: '2026-03-04T05:06:07.089Z',
    });
  });

  it('reads back what was stored', () => {
    const stored = toStoredSalesApplication(valid, now);
    expect(parseStoredSalesApplication(JSON.stringify(stored))).toEqual(stored);
  });

  it.each([
    ['nothing stored', null],
    ['an empty value', ''],
    ['unreadable JSON', '{"fullName":'],
    ['JSON null', 'null'],
    ['a string', '"applied"'],
    ['a record without submittedAt', JSON.stringify(valid)],
    ['a record with a bad timestamp', JSON.stringify({ ...valid, submittedAt: 'yesterday' })],
    ['a record missing a field', JSON.stringify({ ...valid, phone: undefined, submittedAt: now.toISOString() })],
  ])('finds no application in %s', (_case, raw) => {
    expect(parseStoredSalesApplication(raw)).toBeNull();
  });
});
