import { describe, expect, it } from 'vitest';
import { professionalAnswerRows } from './answers';

const answers = {
  referral_source: 'Referral' as const,
  linkedin_verified: true,
  has_100_connections: true,
  willing_to_increase_connections: false,
  has_passport_id: false,
};

describe('professionalAnswerRows', () => {
  it('reads each answer under its question, the willingness only without 100 connections', () => {
    expect(professionalAnswerRows(answers)).toEqual([
      ['How did you hear about us?', 'Referral'],
      ['LinkedIn profile verified', 'Yes'],
      ['100+ LinkedIn connections', 'Yes'],
      ['Passport or government-issued ID', 'No'],
    ]);
    expect(professionalAnswerRows({ ...answers, has_100_connections: false })).toContainEqual([
      'Willing to reach 100+ connections',
      'No',
    ]);
  });

  it('says what is not answered yet, and asks no willingness before the connections are answered', () => {
    const draft = {
      referral_source: '' as const,
      linkedin_verified: null,
      has_100_connections: null,
      willing_to_increase_connections: null,
      has_passport_id: null,
    };
    expect(professionalAnswerRows(draft)).toEqual([
      ['How did you hear about us?', 'Not answered'],
      ['LinkedIn profile verified', 'Not answered'],
      ['100+ LinkedIn connections', 'Not answered'],
      ['Passport or government-issued ID', 'Not answered'],
    ]);
  });
});
