import { describe, expect, it } from 'vitest';
import { validateStrict } from '../http/validation';
import {
  APPLICATION_MESSAGES as M,
  fullPhoneNumber,
  personalStepSchema,
  professionalStepSchema,
  reviewStepSchema,
  submitApplicationSchema,
} from './schemas';
import { makeApplicationSubmission } from '@careers/domain/testing';

const firstError = async (schema: Parameters<typeof validateStrict>[0], value: unknown) =>
  validateStrict(schema, value).then(
    () => null,
    (error: Error) => error.message,
  );

const submission = makeApplicationSubmission();
const personal = {
  name: submission.name,
  email: submission.email,
  gender: submission.gender,
  phone_country_code: '+63',
  phone_number: '9171234567',
  has_whatsapp: submission.has_whatsapp,
  country: submission.country,
};
const { linkedin_profile, referral_source, linkedin_verified, has_100_connections, has_passport_id } = submission;
const professional = {
  linkedin_profile,
  referral_source,
  linkedin_verified,
  has_100_connections,
  willing_to_increase_connections: false,
  has_passport_id,
};

describe('personal step', () => {
  it('accepts a complete step', async () => {
    expect(await firstError(personalStepSchema, personal)).toBeNull();
  });

  it.each([
    [{ name: '  ' }, M.nameRequired],
    [{ email: '' }, M.emailRequired],
    [{ email: 'maria@' }, M.emailInvalid],
    [{ phone_number: '' }, M.phoneRequired],
    [{ country: '' }, M.countryRequired],
    [{ gender: '' }, M.genderRequired],
    [{ gender: 'Other' }, M.genderRequired],
    [{ has_whatsapp: null }, M.whatsappRequired],
  ])('%j gives "%s"', async (change, message) => {
    expect(await firstError(personalStepSchema, { ...personal, ...change })).toBe(message);
  });
});

describe('professional step', () => {
  it('accepts a complete step', async () => {
    expect(await firstError(professionalStepSchema, professional)).toBeNull();
  });

  it.each([
    'https://linkedin.com/in/maria',
    'http://ph.linkedin.com/pub/maria-santos/1/2/3',
    'https://www.linkedin.com/in/maria-santos/',
  ])('accepts the profile URL %s', async (url) => {
    expect(await firstError(professionalStepSchema, { ...professional, linkedin_profile: url })).toBeNull();
  });

  it.each([
    [{ linkedin_profile: '' }, M.linkedinRequired],
    [{ linkedin_profile: 'https://www.linkedin.com/company/acme' }, M.linkedinInvalid],
    [{ linkedin_profile: 'ftp://linkedin.com/in/maria' }, M.linkedinInvalid],
    [{ linkedin_profile: 'https://linkedin.com.evil.example/in/maria' }, M.linkedinInvalid],
    [{ referral_source: '' }, M.referralRequired],
    [{ referral_source: 'Twitter' }, M.referralRequired],
    [{ linkedin_verified: null }, M.verifiedRequired],
    [{ has_100_connections: undefined }, M.connectionsRequired],
    [{ has_passport_id: null }, M.passportRequired],
    [{ has_passport_id: 'yes' }, M.passportRequired],
    [{ linkedin_verified: 'true-ish' }, M.verifiedRequired],
    [{ has_100_connections: false, willing_to_increase_connections: false }, M.willingnessRequired],
  ])('%j gives "%s"', async (change, message) => {
    expect(await firstError(professionalStepSchema, { ...professional, ...change })).toBe(message);
  });

  it('needs no willingness with 100+ connections, and accepts it with fewer', async () => {
    expect(
      await firstError(professionalStepSchema, { ...professional, willing_to_increase_connections: false }),
    ).toBeNull();
    expect(
      await firstError(professionalStepSchema, {
        ...professional,
        has_100_connections: false,
        willing_to_increase_connections: true,
      }),
    ).toBeNull();
  });
});

describe('review step', () => {
  it.each([
    [{ data_processing_consent: true, accuracy_confirmation: false }],
    [{ data_processing_consent: false, accuracy_confirmation: true }],
    [{}],
  ])('%j asks to confirm both terms', async (value) => {
    expect(await firstError(reviewStepSchema, value)).toBe(M.confirmBothTerms);
  });
});

describe('submitApplicationSchema', () => {
  it('accepts the factory submission', async () => {
    expect(await firstError(submitApplicationSchema, makeApplicationSubmission())).toBeNull();
  });

  it('refuses phone_country_code, which the client must not send', async () => {
    expect(
      await firstError(submitApplicationSchema, { ...makeApplicationSubmission(), phone_country_code: '+63' }),
    ).toBe('Unexpected field: phone_country_code');
  });

  it('refuses server-owned fields', async () => {
    expect(await firstError(submitApplicationSchema, { ...makeApplicationSubmission(), status: 'hired' })).toBe(
      'Unexpected field: status',
    );
  });
});

describe('fullPhoneNumber', () => {
  it('puts the dial code before the number, without spaces or the trunk 0', () => {
    expect(fullPhoneNumber('+63', '0917 123-4567')).toBe('+639171234567');
    expect(fullPhoneNumber('+91', '98765 43210')).toBe('+919876543210');
    expect(fullPhoneNumber('', '0123')).toBe('0123');
  });
});
