import { describe, expect, it } from 'vitest';
import { makeScreeningForm } from '@careers/domain/testing';
import { emptyProject, emptyScreeningForm } from './form';
import { restoreScreeningDraft, SCREENING_DRAFT_VERSION, screeningDraftOf } from './draft';

describe('the screening draft', () => {
  it('is the form as one JSON string, the section and version 1', () => {
    const form = makeScreeningForm();
    const draft = screeningDraftOf(form, 3);
    expect(draft).toEqual({ values: JSON.stringify(form), section: 3, version: 1 });
    expect(SCREENING_DRAFT_VERSION).toBe(1);
  });

  it('keeps the section within the eight', () => {
    expect(screeningDraftOf(emptyScreeningForm(), 12)?.section).toBe(7);
    expect(screeningDraftOf(emptyScreeningForm(), -3)?.section).toBe(0);
  });

  it('is not made when the form is larger than the bound (803,791 bytes)', () => {
    const form = makeScreeningForm({ coursework_description: 'x'.repeat(803_791) });
    expect(screeningDraftOf(form, 0)).toBeNull();
  });

  it('restores what was saved', () => {
    const form = makeScreeningForm();
    expect(restoreScreeningDraft({ ...screeningDraftOf(form, 5)!, updated_at: new Date() })).toEqual({
      values: form,
      section: 5,
    });
  });

  it('restores an empty form on the first section from nothing, or from text that is not JSON', () => {
    expect(restoreScreeningDraft(null)).toEqual({ values: emptyScreeningForm(), section: 0 });
    expect(restoreScreeningDraft({ values: '{not json', section: 2 })).toEqual({
      values: emptyScreeningForm(),
      section: 2,
    });
  });

  it('drops values of the wrong type and fields the form does not have', () => {
    const values = JSON.stringify({
      university_name: 42,
      university_branch: 'CSE',
      current_year: '3',
      cgpa_cumulative: 8.5,
      frontend_frameworks: ['React', 7],
      has_active_backlogs: 'yes',
      top_projects: [{ name: 'FestPass', role: 3 }, 'x'],
      fs_status: 'screening_passed',
    });
    const { values: restored } = restoreScreeningDraft({ values, section: 0 });
    expect(restored.university_name).toBe('');
    expect(restored.university_branch).toBe('CSE');
    expect(restored.current_year).toBeNull();
    expect(restored.cgpa_cumulative).toBe(8.5);
    expect(restored.frontend_frameworks).toEqual(['React']);
    expect(restored.has_active_backlogs).toBe(false);
    expect(restored.top_projects).toEqual([{ ...emptyProject(), name: 'FestPass' }]);
    expect(restored).not.toHaveProperty('fs_status');
  });
});
