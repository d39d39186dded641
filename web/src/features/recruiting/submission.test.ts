import { APPLICATION_MESSAGES } from '@careers/domain/recruiting';
import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, type ApplicationDraft } from './stores/application-store';
import { missingAnswer, toSubmission } from './submission';

const complete: ApplicationDraft = {
  ...EMPTY_DRAFT,
  confidentiality_agreed: true,
  name: ' Maria Santos ',
  email: 'maria@example.com',
  gender: 'Female',
  phone_country: 'PH',
  phone_country_code: '+63',
  phone_number: '0917 123 4567',
  has_whatsapp: true,
  country: 'Philippines',
  linkedin_profile: 'https://www.linkedin.com/in/maria-santos',
  referral_source: 'LinkedIn',
  linkedin_verified: true,
  has_100_connections: false,
  willing_to_increase_connections: true,
  has_passport_id: true,
  data_processing_consent: true,
  accuracy_confirmation: true,
};

describe('toSubmission', () => {
  it('sends the dial code followed by the number, and no phone_country_code', async () => {
    const body = await toSubmission(complete, 'marketing-analyst-recruiting');
    expect(body.job_slug).toBe('marketing-analyst-recruiting');
    expect(body.phone_number).toBe('+639171234567');
    expect(body).not.toHaveProperty('phone_country_code');
    expect(body).not.toHaveProperty('phone_country');
    expect(body.name).toBe('Maria Santos');
    expect(body.willing_to_increase_connections).toBe(true);
  });

  it('refuses a draft the API would refuse, with its message', async () => {
    await expect(
      toSubmission({ ...complete, accuracy_confirmation: false }, 'marketing-analyst-recruiting'),
    ).rejects.toThrow(APPLICATION_MESSAGES.confirmBothTerms);
  });
});

describe('missingAnswer', () => {
  it.each([
    [{ gender: '' as const }, APPLICATION_MESSAGES.selectGender],
    [{ has_whatsapp: null }, APPLICATION_MESSAGES.indicateWhatsapp],
    [{ linkedin_verified: null }, APPLICATION_MESSAGES.verifiedRequired],
    [{ has_100_connections: null }, APPLICATION_MESSAGES.connectionsRequired],
    [{ has_passport_id: null }, APPLICATION_MESSAGES.passportRequired],
  ])('%j toasts "%s"', (change, message) => {
    expect(missingAnswer({ ...complete, ...change })).toBe(message);
  });

  it('finds nothing missing in a complete draft', () => {
    expect(missingAnswer(complete)).toBeNull();
  });
});
