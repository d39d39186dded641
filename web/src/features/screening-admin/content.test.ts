import { describe, expect, it } from 'vitest';
import { candidateStatusUpdatedMessage, SCREENING_ADMIN_MESSAGES, scoreLabel } from './content';

describe('messages', () => {
  it('are the texts of spec section 8', () => {
    expect(SCREENING_ADMIN_MESSAGES).toEqual({
      loadDetailFailed: 'Failed to load application details',
      reassessStartedDetail: 'Reassessment started. Please refresh in a moment.',
      reassessFailed: 'Failed to reassess application',
      emailSent: 'Interview invitation email sent successfully!',
      emailFailed: 'Failed to send interview email',
      reassessStartedList: 'Application reassessment started',
      loadShortlistFailed: 'Failed to load shortlisted candidates',
      statusUpdateFailed: 'Failed to update candidate status',
      dashboardFailed: 'Failed to Load Dashboard',
      applicationFailed: 'Failed to Load Application',
      noApplications: 'No applications found',
    });
  });

  it('word the admin toast with the label', () => {
    expect(candidateStatusUpdatedMessage('shortlisted')).toBe('Candidate status updated to Shortlisted');
    expect(candidateStatusUpdatedMessage('rejected')).toBe('Candidate status updated to Not Selected');
  });
});

describe('score display (spec section 9)', () => {
  it('labels team scores', () => {
    expect([9, 8.9, 8, 7.9, 7, 6.9, 6, 5.9].map(scoreLabel)).toEqual([
      'Exceptional',
      'Excellent',
      'Excellent',
      'Very Good',
      'Very Good',
      'Good',
      'Good',
      'Fair',
    ]);
    expect(scoreLabel(null)).toBe('No Score');
  });

  it.each([
    [10, 'Exceptional'],
    [9, 'Exceptional'],
    [8.99, 'Excellent'],
    [8, 'Excellent'],
    [7.99, 'Very Good'],
    [7, 'Very Good'],
    [6.99, 'Good'],
    [6, 'Good'],
    [5.99, 'Fair'],
    [0, 'Fair'],
    [null, 'No Score'],
    [undefined, 'No Score'],
  ])('labels %s as %s', (score, label) => {
    expect(scoreLabel(score)).toBe(label);
  });
});
