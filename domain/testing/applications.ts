import { JOB_SLUGS } from '../src/jobs/jobs';
import { searchIndexFor } from '../src/shared/search';
import type { RecruitingApplication } from '../src/recruiting/model';
import { recruitingApplicationId } from '../src/recruiting/application-id';
import { checkCriteria } from '../src/recruiting/criteria';
import { NDA_DOCUMENT } from '../src/recruiting/documents';
import { interviewSlotFor } from '../src/recruiting/interview';
import type { ApplicationSubmission } from '../src/recruiting/schemas';
import type { RecruitingStatus } from '../src/recruiting/statuses';
import type { TestAccount } from './accounts';

/** A complete, qualifying submission body (POST /api/submit-application). */
export function makeApplicationSubmission(overrides: Partial<ApplicationSubmission> = {}): ApplicationSubmission {
  return {
    job_slug: JOB_SLUGS.marketingAnalyst,
    confidentiality_agreed: true,
    name: 'Maria Santos',
    email: 'maria.santos@example.com',
    gender: 'Female',
    phone_number: '+639171234567',
    has_whatsapp: true,
    country: 'Philippines',
    linkedin_profile: 'https://www.linkedin.com/in/maria-santos',
    referral_source: 'LinkedIn',
    linkedin_verified: true,
    has_100_connections: true,
    willing_to_increase_connections: false,
    has_passport_id: true,
    data_processing_consent: true,
    accuracy_confirmation: true,
    ...overrides,
  };
}

/**
 * A stored application of an account in a given status, as the server would have written it
 * (criteria result, NDA signature and interview time included where the status implies them).
 * Submitted 3 days ago unless `created_at` is given; the NDA is signed an hour after it. To the
 * specification's posting unless `job_slug` is given (its id is the posting's key, application-id.ts).
 */
export function makeApplication(
  account: Pick<TestAccount, 'uid' | 'name' | 'email'>,
  status: RecruitingStatus,
  overrides: Partial<RecruitingApplication> = {},
): RecruitingApplication {
  const created = overrides.created_at ?? new Date(Date.now() - 3 * 86_400_000);
  const failed = status === 'criteria_failed';
  const submission = makeApplicationSubmission({
    name: account.name,
    email: account.email,
    ...(failed ? { linkedin_verified: false, has_passport_id: false } : {}),
  });
  const ndaSigned = !['criteria_failed', 'pending_nda', 'new_user'].includes(status) && overrides.nda_signed !== false;
  const signedAt = new Date(created.getTime() + 3_600_000);
  const slot = interviewSlotFor(signedAt);
  const jobSlug = overrides.job_slug ?? JOB_SLUGS.marketingAnalyst;
  return {
    ...submission,
    id: recruitingApplicationId(account.uid, jobSlug),
    user_id: account.uid,
    job_slug: jobSlug,
    status,
    criteria_failure_reason: failed ? checkCriteria(submission).reason : null,
    nda_signed: ndaSigned,
    nda_signed_at: ndaSigned ? signedAt : null,
    nda_signature: ndaSigned
      ? {
          signed_at: signedAt,
          server_ip: '203.0.113.10',
          forwarded_for: '203.0.113.10',
          client_claimed_ip: null,
          user_agent: 'Mozilla/5.0',
          nda_version: NDA_DOCUMENT.version,
          nda_sha256: '0'.repeat(64),
        }
      : null,
    interview_start: ndaSigned ? slot.start : null,
    interview_end: ndaSigned ? slot.end : null,
    created_at: created,
    updated_at: created,
    search: searchIndexFor(submission.name, submission.email),
    ...overrides,
  };
}
