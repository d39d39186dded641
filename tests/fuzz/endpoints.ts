// Every endpoint of the API, one line each: how to call it with a valid body, and what state its
// caller needs first. The fuzz stage (fuzz.test.ts) sends each one at least 1,000 generated
// requests. Adding an endpoint is one line here.
import { JOB_SLUGS } from '@careers/domain/jobs';
import { OFFER_DOCUMENTS } from '@careers/domain/offers';
import { documentText } from '@careers/domain/shared';
import { makeApplicationSubmission, makeScreeningForm } from '@careers/domain/testing';
import { createHash } from 'node:crypto';
import type { Endpoint } from './answers';

/** The SHA-256 of the employment agreement's current text: what a browser that displayed it sends. */
const EMPLOYMENT_AGREEMENT_SHA256 = createHash('sha256')
  .update(documentText(OFFER_DOCUMENTS.employment_agreement))
  .digest('hex');

/** A window a week ahead (Manila 20:00): what a candidate or an admin moves an interview to. */
const WEEK_AHEAD_WINDOW = `${new Date(Date.now() + 7 * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10)}-2000`;

export const ENDPOINTS: Endpoint[] = [
  { method: 'GET', path: '/health', access: 'public', body: () => ({}) },
  { method: 'POST', path: '/auth/verify', access: 'public', body: ({ idToken }) => ({ idToken }) },
  { method: 'GET', path: '/auth/me', access: 'user', body: () => ({}) },
  { method: 'PUT', path: '/auth/profile', access: 'user', body: () => ({ name: 'Fuzzy Name' }) },
  { method: 'POST', path: '/auth/logout', access: 'user', body: () => ({}) },
  { method: 'POST', path: '/auth/session', access: 'user', body: () => ({}) },
  { method: 'GET', path: '/api/admin/check-access', access: 'user', body: () => ({}) },
  // The screening's accountability: the public notice; a human review asked by a caller with no
  // screening application (404: the decided cases are functions/test/accountability.test.ts's);
  // the admins' queue; the caller's own self-identification.
  { method: 'GET', path: '/api/fullstack-screening/notice', access: 'public', body: () => ({}) },
  { method: 'GET', path: '/api/ai-assessment/summary', access: 'public', body: () => ({}) },
  {
    method: 'POST',
    path: '/api/fullstack-screening/human-review',
    access: 'user',
    body: () => ({ reason: 'Please look again' }),
  },
  { method: 'GET', path: '/api/admin/fullstack-screening/human-reviews', access: 'admin', body: () => ({}) },
  {
    method: 'GET',
    path: '/api/admin/fairness',
    access: 'admin',
    body: () => ({ flow: 'screening', from: '2026-11-01', to: '2026-11-28' }),
  },
  // The pipeline figures (the team's access is functions/test/analytics.test.ts's).
  {
    method: 'GET',
    path: '/api/admin/analytics',
    access: 'admin',
    body: () => ({
      flow: 'recruiting',
      job_slug: 'marketing-analyst-recruiting',
      from: '2026-11-01',
      to: '2026-11-28',
    }),
  },
  { method: 'GET', path: '/api/me/self-identification', access: 'user', body: () => ({}) },
  {
    method: 'PUT',
    path: '/api/me/self-identification',
    access: 'user',
    body: () => ({ sex: 'decline', race_ethnicity: 'decline' }),
  },
  {
    method: 'POST',
    path: '/api/check-application-status',
    access: 'user',
    body: () => ({ job_slug: JOB_SLUGS.marketingAnalyst }),
  },
  { method: 'POST', path: '/api/submit-application', access: 'user', body: () => makeApplicationSubmission() },
  {
    method: 'POST',
    path: '/api/sign-nda',
    access: 'user',
    caller: 'awaitingNda',
    body: ({ uid }) => ({ application_id: uid, ip_address: '203.0.113.5' }),
  },
  {
    method: 'PATCH',
    path: '/api/admin/applications/:id/status',
    access: 'admin',
    target: 'meeting_scheduled',
    body: () => ({ status: 'interviewed' }),
  },
  {
    method: 'POST',
    path: '/api/admin/applications/bulk-status',
    access: 'admin',
    target: 'meeting_scheduled',
    body: ({ targetId }) => ({ ids: [targetId], status: 'interviewed' }),
  },
  {
    method: 'GET',
    path: '/api/admin/dashboard',
    access: 'admin',
    body: () => ({ job_slug: JOB_SLUGS.marketingAnalyst }),
  },
  {
    method: 'GET',
    path: '/api/admin/applications',
    access: 'admin',
    body: () => ({
      status: 'interviewed',
      sort: 'name',
      direction: 'asc',
      limit: 5,
      job_slug: JOB_SLUGS.marketingAnalyst,
    }),
  },
  {
    method: 'GET',
    path: '/api/admin/offers',
    access: 'admin',
    body: () => ({ limit: '10', job_slug: JOB_SLUGS.marketingAnalyst }),
  },
  {
    method: 'GET',
    path: '/api/admin/job-offers/stats',
    access: 'admin',
    body: () => ({ job_slug: JOB_SLUGS.marketingAnalyst }),
  },
  { method: 'GET', path: '/api/offers/my-offers', access: 'user', offer: 'one_signed', body: () => ({}) },
  { method: 'GET', path: '/api/offers/:offerId', access: 'user', offer: 'one_signed', body: () => ({}) },
  {
    method: 'POST',
    path: '/api/offers/:offerId/sign/employment_agreement',
    access: 'user',
    offer: 'pending',
    body: () => ({
      signed_name: 'Fuzzy Signer',
      document_version: OFFER_DOCUMENTS.employment_agreement.version,
      document_sha256: EMPLOYMENT_AGREEMENT_SHA256,
    }),
  },
  { method: 'GET', path: '/api/offers/:offerId/documents/nda', access: 'user', offer: 'one_signed', body: () => ({}) },
  {
    method: 'POST',
    path: '/api/admin/offers/:offerId/withdraw',
    access: 'admin',
    offer: 'one_signed',
    body: () => ({ reason: 'The role was closed' }),
  },
  { method: 'POST', path: '/api/offers/:offerId/accept', access: 'user', offer: 'all_signed', body: () => ({}) },
  {
    method: 'POST',
    path: '/api/offers/:offerId/reject',
    access: 'user',
    offer: 'one_signed',
    body: () => ({ reason: 'Not for me' }),
  },
  {
    method: 'GET',
    path: '/api/offers/:offerId/certificate',
    access: 'user',
    offer: 'accepted',
    file: 'application/pdf',
    body: () => ({}),
  },
  // The screening calls name the specification's posting (job_slug, optional).
  {
    method: 'GET',
    path: '/api/fullstack-screening/check-existing',
    access: 'user',
    body: () => ({ job_slug: JOB_SLUGS.fullstackEngineer }),
  },
  {
    method: 'POST',
    path: '/api/fullstack-screening/submit',
    access: 'user',
    body: () => ({ ...makeScreeningForm(), job_slug: JOB_SLUGS.fullstackEngineer }),
  },
  {
    method: 'POST',
    path: '/api/admin/fullstack-screening/applications/:id/reassess',
    access: 'admin',
    screeningTarget: 'assessment_failed',
    body: () => ({}),
  },
  {
    method: 'GET',
    path: '/api/admin/fullstack-screening/dashboard',
    access: 'admin',
    body: () => ({ job_slug: JOB_SLUGS.fullstackEngineer }),
  },
  { method: 'GET', path: '/api/admin/fullstack-screening/system-status', access: 'admin', body: () => ({}) },
  {
    method: 'GET',
    path: '/api/admin/fullstack-screening/applications',
    access: 'admin',
    body: () => ({ status: 'screening_passed', limit: '10', offset: '0' }),
  },
  {
    method: 'GET',
    path: '/api/admin/fullstack-screening/applications/:id',
    access: 'admin',
    screeningTarget: 'screening_passed',
    body: () => ({}),
  },
  {
    method: 'PATCH',
    path: '/api/admin/fullstack-screening/applications/:id/status',
    access: 'admin',
    screeningTarget: 'screening_passed',
    body: () => ({ status: 'shortlisted', notes: '' }),
  },
  {
    method: 'POST',
    path: '/api/admin/fullstack-screening/applications/bulk-status',
    access: 'admin',
    screeningTarget: 'screening_passed',
    body: ({ targetId }) => ({ ids: [targetId], status: 'shortlisted' }),
  },
  {
    method: 'POST',
    path: '/api/admin/fullstack-screening/applications/:id/send-interview-email',
    access: 'admin',
    screeningTarget: 'screening_passed',
    body: () => ({}),
  },
  { method: 'GET', path: '/api/me/mails', access: 'user', body: () => ({}) },
  { method: 'PUT', path: '/api/me/mail-preferences', access: 'user', body: () => ({ updates: false }) },
  {
    method: 'GET',
    path: '/api/admin/applications/:id/mails',
    access: 'admin',
    target: 'meeting_scheduled',
    body: () => ({}),
  },
  { method: 'GET', path: '/api/admin/mails/stats', access: 'admin', body: () => ({}) },
  // `:id` names no mail here (the lane's other candidate's id): past the checks, the call answers 404;
  // its accepting side is the function tests' (quiet/mail-faults.test.ts).
  { method: 'POST', path: '/api/admin/mails/:id/resend', access: 'admin', body: () => ({}) },
  {
    method: 'GET',
    path: '/api/me/export',
    access: 'user',
    offer: 'accepted',
    file: 'application/zip',
    body: () => ({}),
  },
  // Positions: the list (a page of 10); a create of a draft (never public) titled for the lane; an edit of a
  // posting the lane's id does not name (404 past the checks: the edits are jobs-admin.test.ts's).
  { method: 'GET', path: '/api/admin/jobs', access: 'admin', postings: true, body: () => ({ limit: '10' }) },
  {
    method: 'POST',
    path: '/api/admin/jobs',
    access: 'admin',
    body: ({ uid }) => ({
      title: `Fuzz Position ${uid}`,
      type: 'Internship',
      description: 'A posting the fuzz stage creates as a draft.',
      responsibilities: ['Read generated requests'],
      growthOpportunity: ['Find the edge cases'],
      whyYoullLoveIt: [{ title: 'Variety', description: 'No two requests alike.' }],
      applicantCountries: ['PH'],
      validThrough: '2099-12-31T23:59:59.000Z',
      flow: 'recruiting',
      isActive: false,
    }),
    postings: true,
  },
  { method: 'PATCH', path: '/api/admin/jobs/:id', access: 'admin', postings: true, body: () => ({ isActive: false }) },
  // The team: the list; a grant and a removal of an address no account holds (the grants of real
  // accounts, and the attempts to game them, are functions/test/team-members.test.ts's).
  { method: 'GET', path: '/api/admin/team-members', access: 'admin', body: () => ({}) },
  {
    method: 'PUT',
    path: '/api/admin/team-members/fuzz.member%40example.com',
    access: 'admin',
    body: () => ({ role: 'interviewer' }),
  },
  { method: 'DELETE', path: '/api/admin/team-members/fuzz.member@example.com', access: 'admin', body: () => ({}) },
  // Panels and scorecards: an admin's calls on the lane's target application (the panel set
  // empty; a scorecard refused 403: the admin is on no panel); an admin's interviews (none). The
  // interviewer's side is functions/test/scorecards.test.ts's. An admin's postings to run (none: an
  // admin runs every posting from the admin area).
  { method: 'GET', path: '/api/me/interviews', access: 'admin', body: () => ({}) },
  { method: 'GET', path: '/api/me/postings', access: 'admin', body: () => ({}) },
  {
    method: 'GET',
    path: '/api/admin/applications/:id/interviewers',
    access: 'admin',
    target: 'interviewed',
    body: () => ({}),
  },
  {
    method: 'PUT',
    path: '/api/admin/applications/:id/interviewers',
    access: 'admin',
    target: 'interviewed',
    body: () => ({ interviewers: [] }),
  },
  { method: 'GET', path: '/api/scorecards/:id', access: 'admin', target: 'interviewed', body: () => ({}) },
  {
    method: 'PUT',
    path: '/api/scorecards/:id',
    access: 'admin',
    target: 'interviewed',
    body: () => ({ ratings: {}, recommendation: null, notes: '', submitted: false }),
  },
  // A posting's hiring team, set empty on the specification's posting (who may be named is
  // functions/test/hiring-teams.test.ts's).
  {
    method: 'PUT',
    path: `/api/admin/jobs/${JOB_SLUGS.marketingAnalyst}/hiring-team`,
    access: 'admin',
    body: () => ({ recruiters: [], hiring_managers: [], interviewers: [] }),
  },
  // A confirmation that passes the schema but is not the caller's email: the erase refuses it (400)
  // and changes nothing, so a lane keeps its account; the erase itself is functions/test/data-rights-erase.test.ts's.
  {
    method: 'POST',
    path: '/api/me/erase',
    access: 'user',
    body: () => ({ confirmation: 'not-the-caller@example.com' }),
  },
  // Interviews. The caller's application is signed with its interview booked.
  {
    method: 'GET',
    path: '/api/interview/windows',
    access: 'user',
    caller: 'meeting_scheduled',
    body: () => ({ job_slug: JOB_SLUGS.marketingAnalyst }),
  },
  {
    method: 'POST',
    path: '/api/interview/move',
    access: 'user',
    caller: 'meeting_scheduled',
    body: () => ({ window_id: WEEK_AHEAD_WINDOW, job_slug: JOB_SLUGS.marketingAnalyst }),
  },
  {
    method: 'POST',
    path: '/api/interview/cancel',
    access: 'user',
    caller: 'meeting_scheduled',
    body: () => ({ reason: 'A family event that evening', job_slug: JOB_SLUGS.marketingAnalyst }),
  },
  { method: 'GET', path: '/api/admin/interview-schedule', access: 'admin', body: () => ({}) },
  // The specification's window and capacity: a lane keeps the schedule as it was.
  {
    method: 'PUT',
    path: '/api/admin/interview-schedule',
    access: 'admin',
    body: () => ({ windows: ['20:00-22:00'], capacity: 24, blocked_days: [], added_windows: [] }),
  },
  { method: 'GET', path: '/api/admin/interviews/day', access: 'admin', body: () => ({ day: '2026-11-27' }) },
  {
    method: 'POST',
    path: '/api/admin/interviews/:id/move',
    access: 'admin',
    target: 'meeting_scheduled',
    body: () => ({ window_id: WEEK_AHEAD_WINDOW }),
  },
];
