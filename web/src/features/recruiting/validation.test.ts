import { APPLICATION_MESSAGES as M, personalStepSchema, professionalStepSchema } from '@careers/domain/recruiting';
import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT } from './stores/application-store';
import { validateStep } from './validation';

describe('validateStep', () => {
  it('gives every field of an empty personal step its message, ignoring fields the schema does not know', async () => {
    const errors = await validateStep(personalStepSchema)({ ...EMPTY_DRAFT, phone_country: 'PH' });
    expect(errors).toEqual({
      name: M.nameRequired,
      email: M.emailRequired,
      gender: M.genderRequired,
      phone_number: M.phoneRequired,
      has_whatsapp: M.whatsappRequired,
      country: M.countryRequired,
    });
  });

  it('asks for the willingness with fewer than 100 connections', async () => {
    const errors = await validateStep(professionalStepSchema)({
      ...EMPTY_DRAFT,
      linkedin_profile: 'https://www.linkedin.com/in/maria',
      referral_source: 'Facebook',
      linkedin_verified: true,
      has_100_connections: false,
      has_passport_id: false,
    });
    expect(errors).toEqual({ willing_to_increase_connections: M.willingnessRequired });
  });
});
