import { describe, expect, it } from 'vitest';
import { validateStrict } from '../http/validation';
import {
  alreadyInScreeningStatus,
  averageScorePercent,
  canSetScreeningStatus,
  passRate,
  processedAssessments,
  screeningDashboardStats,
  successRate,
} from './admin';
import { screeningApplicationsQuerySchema, screeningStatusChangeSchema } from './admin-schemas';
import { shortlistScoreColor, teamScoreColor } from './statuses';

const counts = {
  submitted: 2,
  assessing: 1,
  assessment_failed: 3,
  needs_review: 10,
  screening_failed: 4,
  screening_passed: 5,
  shortlisted: 6,
  interviewed: 7,
  hired: 8,
  rejected: 9,
};

describe('screening dashboard stats', () => {
  it('counts each status, totals them and rounds the average to one decimal', () => {
    expect(screeningDashboardStats(counts, 11, 6.66666)).toEqual({
      total_applications: 55,
      recent_applications: 11,
      submitted: 2,
      assessing: 1,
      screening_passed: 5,
      screening_failed: 4,
      assessment_errors: 3,
      needs_review: 10,
      average_score: 6.7,
      shortlisted: 6,
      interviewed: 7,
      hired: 8,
    });
  });

  it('is all zeros with no applications (average 0 without a score)', () => {
    const empty = screeningDashboardStats({}, 0, null);
    expect(empty.total_applications).toBe(0);
    expect(empty.average_score).toBe(0);
  });

  it('derives the pass rate, processed count, success rate and average percent', () => {
    const stats = screeningDashboardStats(counts, 0, 7.34);
    expect(passRate(stats)).toBe('9.1'); // 5 / 55
    expect(processedAssessments(stats)).toBe(52); // 55 - 3: an application in review was assessed
    expect(successRate(stats)).toBe('94.5'); // 52 / 55
    expect(averageScorePercent(stats)).toBe('73.0');
    expect(passRate({ screening_passed: 1, total_applications: 3 })).toBe('33.3');
    expect(passRate({ screening_passed: 2, total_applications: 3 })).toBe('66.7');
  });

  it('says 100 for the success rate and 0.0 for the pass rate with no applications', () => {
    expect(successRate({ total_applications: 0, assessment_errors: 0 })).toBe('100');
    expect(passRate({ screening_passed: 0, total_applications: 0 })).toBe('0.0');
    expect(successRate({ total_applications: 4, assessment_errors: 0 })).toBe('100.0');
  });
});

describe('score bands and labels', () => {
  it('colours the shortlist percent green from 80, yellow from 60, else red', () => {
    expect(shortlistScoreColor(80)).toBe('green');
    expect(shortlistScoreColor(79.9)).toBe('yellow');
    expect(shortlistScoreColor(60)).toBe('yellow');
    expect(shortlistScoreColor(59.9)).toBe('red');
  });

  it('colours team scores', () => {
    expect([8, 7, 6, 5.9].map(teamScoreColor)).toEqual(['green', 'blue', 'yellow', 'default']);
  });
});

describe('status changes', () => {
  it('allows any admin status but the current one', () => {
    expect(canSetScreeningStatus('screening_passed', 'shortlisted')).toBe(true);
    expect(canSetScreeningStatus('hired', 'submitted')).toBe(true);
    expect(canSetScreeningStatus('hired', 'hired')).toBe(false);
    expect(canSetScreeningStatus('submitted', 'assessing')).toBe(false);
    expect(alreadyInScreeningStatus('screening_failed')).toBe('The application is already Not Selected');
  });

  it('validates the status body: notes optional text, unknown status and fields refused', async () => {
    await expect(validateStrict(screeningStatusChangeSchema, { status: 'hired' })).resolves.toEqual({
      status: 'hired',
    });
    await expect(validateStrict(screeningStatusChangeSchema, { status: 'hired', notes: '' })).resolves.toEqual({
      status: 'hired',
      notes: '',
    });
    await expect(validateStrict(screeningStatusChangeSchema, { status: 'draft', notes: '' })).rejects.toThrow(
      'Unknown status: draft',
    );
    await expect(validateStrict(screeningStatusChangeSchema, {})).rejects.toThrow('status is required');
    await expect(validateStrict(screeningStatusChangeSchema, { status: 'hired', notes: 5 })).rejects.toThrow(
      'notes must be text',
    );
    await expect(validateStrict(screeningStatusChangeSchema, { status: 'hired', extra: 1 })).rejects.toThrow();
  });

  it('refuses Under Assessment by name, and takes a confirmation of a re-score as true or false only', async () => {
    await expect(validateStrict(screeningStatusChangeSchema, { status: 'assessing' })).rejects.toThrow(
      'Only the assessment sets Under Assessment: move the application to Submitted to have it assessed',
    );
    await expect(
      validateStrict(screeningStatusChangeSchema, { status: 'submitted', confirm_rescore: true }),
    ).resolves.toEqual({ status: 'submitted', confirm_rescore: true });
    await expect(
      validateStrict(screeningStatusChangeSchema, { status: 'submitted', confirm_rescore: 'yes' }),
    ).rejects.toThrow('confirm_rescore must be true or false');
  });

  it('validates the list query (limit 1-100, default 50; offset 0-10000)', async () => {
    await expect(validateStrict(screeningApplicationsQuerySchema, {})).resolves.toEqual({ limit: 50, offset: 0 });
    await expect(
      validateStrict(screeningApplicationsQuerySchema, { status: 'hired', limit: '10', offset: '20' }),
    ).resolves.toEqual({ status: 'hired', limit: 10, offset: 20 });
    await expect(validateStrict(screeningApplicationsQuerySchema, { limit: '0' })).rejects.toThrow(
      'limit must be at least 1',
    );
    await expect(validateStrict(screeningApplicationsQuerySchema, { limit: 'x' })).rejects.toThrow(
      'limit must be a number',
    );
    await expect(validateStrict(screeningApplicationsQuerySchema, { offset: '-1' })).rejects.toThrow(
      'offset must be at least 0',
    );
    await expect(validateStrict(screeningApplicationsQuerySchema, { status: 'nope' })).rejects.toThrow(
      'Unknown status: nope',
    );
  });
});
