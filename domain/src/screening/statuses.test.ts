import { describe, expect, it } from 'vitest';
import {
  ADMIN_SCREENING_STATUSES,
  canReassess,
  checkExistingResponse,
  formatScore,
  isHighPerformer,
  isScreeningStatus,
  isSettableScreeningStatus,
  needsRescoreConfirmation,
  REASSESS_RELOAD_DELAY_MS,
  SCREENING_CANDIDATE_MESSAGES,
  SCREENING_STATUS_LABELS,
  SCREENING_STATUSES,
  SETTABLE_SCREENING_STATUSES,
  scorePercent,
  screeningStatusLabel,
  shortlistQuickActions,
  shortlistScoreColor,
  SHORTLIST_STATUSES,
  teamScoreColor,
} from './statuses';

describe('screening statuses', () => {
  it('are the ten statuses of spec section 3, and Needs Review after the assessment error', () => {
    expect(SCREENING_STATUSES).toEqual([
      'draft',
      'submitted',
      'assessing',
      'assessment_failed',
      'needs_review',
      'screening_failed',
      'screening_passed',
      'shortlisted',
      'interviewed',
      'hired',
      'rejected',
    ]);
    expect(isScreeningStatus('hired')).toBe(true);
    expect(isScreeningStatus('new_user')).toBe(false);
  });

  it('are labelled as the spec says, and plainly where it is silent', () => {
    expect(SCREENING_STATUS_LABELS).toEqual({
      draft: 'Draft',
      submitted: 'Submitted',
      assessing: 'Under Assessment',
      assessment_failed: 'Assessment Error',
      needs_review: 'Needs Review',
      screening_failed: 'Not Selected',
      screening_passed: 'Screening Passed',
      shortlisted: 'Shortlisted',
      interviewed: 'Interviewed',
      hired: 'Hired',
      rejected: 'Not Selected',
    });
    expect(screeningStatusLabel('assessing')).toBe('Under Assessment');
    expect(screeningStatusLabel('unknown_status')).toBe('unknown_status');
  });

  it('are all stored except draft, and all set by an admin except draft and Under Assessment', () => {
    expect(ADMIN_SCREENING_STATUSES).toEqual(SCREENING_STATUSES.filter((status) => status !== 'draft'));
    expect(SETTABLE_SCREENING_STATUSES).toEqual([
      'submitted',
      'assessment_failed',
      'needs_review',
      'screening_failed',
      'screening_passed',
      'shortlisted',
      'interviewed',
      'hired',
      'rejected',
    ]);
    expect(isSettableScreeningStatus('assessing')).toBe(false);
    expect(isSettableScreeningStatus('draft')).toBe(false);
    expect(isSettableScreeningStatus('hired')).toBe(true);
  });

  it('ask for a confirmation to move a decided candidate back to Submitted, and only then', () => {
    expect(needsRescoreConfirmation('shortlisted', 'submitted')).toBe(true);
    expect(needsRescoreConfirmation('interviewed', 'submitted')).toBe(true);
    expect(needsRescoreConfirmation('hired', 'submitted')).toBe(true);
    expect(needsRescoreConfirmation('hired', 'rejected')).toBe(false);
    expect(needsRescoreConfirmation('screening_passed', 'submitted')).toBe(false);
    expect(needsRescoreConfirmation('assessment_failed', 'submitted')).toBe(false);
  });

  it('offer the shortlist quick actions of spec section 4', () => {
    expect(SHORTLIST_STATUSES).toEqual(['screening_passed', 'shortlisted', 'interviewed', 'hired']);
    expect(shortlistQuickActions('screening_passed')).toEqual(['shortlisted']);
    expect(shortlistQuickActions('shortlisted')).toEqual(['interviewed']);
    expect(shortlistQuickActions('interviewed')).toEqual(['hired', 'rejected']);
    expect(shortlistQuickActions('hired')).toEqual([]);
    expect(shortlistQuickActions('submitted')).toEqual([]);
  });

  it('offer Reassess for assessment_failed and screening_failed only', () => {
    expect(SCREENING_STATUSES.filter(canReassess)).toEqual(['assessment_failed', 'screening_failed']);
    expect(REASSESS_RELOAD_DELAY_MS).toEqual({ detail: 3000, list: 2000 });
  });

  it('answer check-existing with a message for every status', () => {
    for (const status of SCREENING_STATUSES) expect(SCREENING_CANDIDATE_MESSAGES[status]).toMatch(/\w/);
    // A review, like an assessment error, is the team's business: the candidate reads 'received'.
    expect(SCREENING_CANDIDATE_MESSAGES.needs_review).toBe(
      'Your application has been received and is being reviewed by our team.',
    );
    expect(checkExistingResponse(null)).toEqual({
      exists: false,
      status: null,
      message: SCREENING_CANDIDATE_MESSAGES.draft,
    });
    expect(checkExistingResponse('assessing')).toEqual({
      exists: true,
      status: 'assessing',
      message: SCREENING_CANDIDATE_MESSAGES.assessing,
    });
    // An assessor error is not the candidate's news.
    expect(SCREENING_CANDIDATE_MESSAGES.assessment_failed).not.toMatch(/error|fail/i);
  });
});

describe('score display (spec section 9)', () => {
  it('counts 8 or more as a high performer', () => {
    expect(isHighPerformer(8)).toBe(true);
    expect(isHighPerformer(7.99)).toBe(false);
    expect(isHighPerformer(null)).toBe(false);
  });

  it.each([
    [8, 'green'],
    [7.99, 'blue'],
    [7, 'blue'],
    [6.99, 'yellow'],
    [6, 'yellow'],
    [5.99, 'default'],
    [null, 'default'],
  ] as const)('colours %s on the team screen %s', (score, colour) => {
    expect(teamScoreColor(score)).toBe(colour);
  });

  it.each([
    [100, 'green'],
    [80, 'green'],
    [79.9, 'yellow'],
    [60, 'yellow'],
    [59.9, 'red'],
    [0, 'red'],
  ] as const)('colours %s%% on the shortlist %s', (percent, colour) => {
    expect(shortlistScoreColor(percent)).toBe(colour);
  });

  it('shows scores out of 10 with one decimal, or Not scored', () => {
    expect(formatScore(7.5)).toBe('7.5');
    expect(formatScore(7)).toBe('7.0');
    expect(formatScore(0)).toBe('0.0');
    expect(formatScore(null)).toBe('Not scored');
    expect(formatScore(undefined)).toBe('Not scored');
  });

  it('turns a score into a percent', () => {
    expect(scorePercent(7.5)).toBe(75);
    expect(scorePercent(8.25)).toBe(82.5);
    expect(scorePercent(6)).toBe(60);
  });
});
