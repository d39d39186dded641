import { RECRUITING_STATUS_LABELS } from '@careers/domain/recruiting';
import { describe, expect, it } from 'vitest';
import { applicationsCsv, type CsvApplication } from './csv';

describe('All Applications CSV', () => {
  it('exports a view with a header and one line a row, every cell quoted and formulas defused', () => {
    const row: CsvApplication = {
      name: 'Maria Santos',
      email: 'maria@example.com',
      job_slug: 'marketing-analyst-recruiting-campaign-2',
      phone_number: '+63639171234567',
      country: 'Philippines',
      gender: 'Female',
      status: 'criteria_failed',
      criteria_failure_reason: 'No passport, ID',
      linkedin_profile: 'https://www.linkedin.com/in/maria',
      linkedin_verified: true,
      has_100_connections: false,
      nda_signed: false,
      created_at: new Date('2025-05-01T10:00:00.000Z'),
    };
    const titles: Record<string, string> = {
      'marketing-analyst-recruiting-campaign-2': 'Marketing Analyst, Campaign 2',
    };
    expect(applicationsCsv([row], RECRUITING_STATUS_LABELS, (slug) => titles[slug] ?? slug)).toBe(
      '"Name","Email","Posting","Phone","Country","Gender","Status","Failure Reason","LinkedIn","LinkedIn Verified","100+ Connections","NDA Signed","Applied"\r\n' +
        '"Maria Santos","maria@example.com","Marketing Analyst, Campaign 2","\'+63 9171234567","Philippines","Female","Criteria Failed","No passport, ID","https://www.linkedin.com/in/maria","Yes","No","No","2025-05-01T10:00:00.000Z"\r\n',
    );
  });
});
