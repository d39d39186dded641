import { describe, expect, it } from 'vitest';
import { makeScreeningForm, SCREENING_DEMO_CANDIDATES } from '@careers/domain/testing';
import { validateStrict } from '../http/validation';
import {
  CONDITIONAL_FIELDS,
  emptyProject,
  emptyScreeningForm,
  formatCommaList,
  isFieldVisible,
  parseCommaList,
  visibleFields,
  withoutHiddenFields,
  type ScreeningFormValues,
} from './form';
import {
  DATABASE_OPTIONS,
  fieldLabel,
  FRONTEND_FRAMEWORK_OPTIONS,
  SCREENING_FIELD_SPECS,
  SCREENING_LIMITS,
} from './form-fields';
import {
  firstIncompleteSection,
  missingRequiredFields,
  requiredMessage,
  SCREENING_MESSAGES,
  sectionErrors,
} from './form-required';
import { SCREENING_DRAFT_MAX_BYTES, screeningDraftBytes, screeningSubmissionSchema } from './form-schema';
import { fromStoredScreeningFields, toStoredScreeningFields } from './stored-fields';
import {
  SCREENING_FIELD_NAMES,
  SCREENING_SECTION_KEYS,
  SECTION_REQUIRED_FIELDS,
  type ScreeningFieldName,
} from './sections';

const firstError = (value: unknown) =>
  validateStrict(screeningSubmissionSchema, value).then(
    () => null,
    (error: Error) => error.message,
  );

/** The form with one field changed (a fresh copy). */
const withField = (field: string, value: unknown) => ({ ...makeScreeningForm(), [field]: value });

/** A blank value of a field's kind. */
function blankOf(field: ScreeningFieldName): unknown {
  const kind = SCREENING_FIELD_SPECS[field].kind;
  if (kind === 'multiselect' || kind === 'list') return [];
  if (kind === 'year' || kind === 'cgpa') return null;
  if (kind === 'projects') return [emptyProject()];
  if (kind === 'checkbox') return false;
  return '   ';
}

describe('option lists (spec section 3)', () => {
  it('list the frontend frameworks and the databases', () => {
    expect(FRONTEND_FRAMEWORK_OPTIONS).toEqual([
      'React',
      'Vue.js',
      'Angular',
      'Svelte',
      'Next.js',
      'Nuxt.js',
      'Gatsby',
      'React Native',
      'Flutter',
      'Vanilla JavaScript',
      'jQuery',
      'Other',
    ]);
    expect(DATABASE_OPTIONS).toEqual([
      'MySQL',
      'PostgreSQL',
      'MongoDB',
      'SQLite',
      'Redis',
      'Firebase Firestore',
      'DynamoDB',
      'Cassandra',
      'Oracle',
      'SQL Server',
      'MariaDB',
      'Other',
    ]);
  });
});

describe('labels and messages', () => {
  it('give every field a human label', () => {
    for (const field of SCREENING_FIELD_NAMES) expect(fieldLabel(field)).toMatch(/^[A-Z]/);
    expect(requiredMessage('university_name')).toBe('University name is required');
    expect(requiredMessage('cgpa_cumulative')).toBe('Cumulative CGPA is required');
  });

  it('word the toasts as spec section 8 does', () => {
    expect(SCREENING_MESSAGES.REQUIRED_FIELDS_TOAST).toBe('Please fill in all required fields before proceeding');
    expect(SCREENING_MESSAGES.ALL_SECTIONS_TOAST).toBe('Please complete all required fields in all sections');
    expect(SCREENING_MESSAGES.SUBMITTED).toBe('Application submitted successfully!');
    expect(SCREENING_MESSAGES.SUBMIT_FAILED).toBe('Failed to submit application');
  });
});

describe('required fields (Next and Submit)', () => {
  it('finds every required field missing in an empty form', () => {
    const empty = emptyScreeningForm();
    for (const section of SCREENING_SECTION_KEYS) {
      expect(missingRequiredFields(section, empty)).toEqual(SECTION_REQUIRED_FIELDS[section]);
    }
    expect(firstIncompleteSection(empty)).toBe('personal');
  });

  it('finds nothing missing in a complete form', () => {
    const form = makeScreeningForm();
    for (const section of SCREENING_SECTION_KEYS) expect(missingRequiredFields(section, form)).toEqual([]);
    expect(firstIncompleteSection(form)).toBeNull();
  });

  it.each([
    ['university_name', '  '],
    ['coursework_description', ''],
    ['current_year', null],
    ['cgpa_cumulative', undefined],
    ['cgpa_cumulative', Number.NaN],
    ['frontend_frameworks', []],
    ['ai_assistants_used', ['  ']],
    ['top_projects', []],
    ['top_projects', [emptyProject(), emptyProject()]],
  ])('counts %s = %j as missing', (field, value) => {
    const section = SCREENING_SECTION_KEYS.find((key) =>
      (SECTION_REQUIRED_FIELDS[key] as readonly string[]).includes(field),
    )!;
    expect(missingRequiredFields(section, withField(field, value) as ScreeningFormValues)).toEqual([field]);
  });

  it('counts a project with only a name as present (the asterisks are not enforced)', () => {
    const form = withField('top_projects', [{ ...emptyProject(), name: 'FestPass' }]) as ScreeningFormValues;
    expect(missingRequiredFields('experience', form)).toEqual([]);
  });

  it('counts CGPA 0 as entered', () => {
    expect(missingRequiredFields('personal', withField('cgpa_cumulative', 0) as ScreeningFormValues)).toEqual([]);
  });

  it("gives '{field} is required' per missing field", () => {
    const form = { ...makeScreeningForm(), university_name: '', cgpa_cumulative: null };
    expect(sectionErrors('personal', form)).toEqual({
      university_name: 'University name is required',
      cgpa_cumulative: 'Cumulative CGPA is required',
    });
    expect(sectionErrors('frontend', form)).toEqual({});
  });

  it('points Submit at the first incomplete section', () => {
    expect(firstIncompleteSection({ ...makeScreeningForm(), technical_concept_learned: '' })).toBe('knowledge');
    expect(firstIncompleteSection({ ...makeScreeningForm(), merge_conflict_example: '', nodejs_await_issue: '' })).toBe(
      'devops',
    );
  });
});

describe('conditional fields (spec section 2)', () => {
  it('are the table of the spec', () => {
    expect(CONDITIONAL_FIELDS.map((rule) => [rule.shownWhen, rule.condition, ...rule.fields])).toEqual([
      ['has_active_backlogs', 'checked', 'backlog_list'],
      ['auth_system_bug', 'filled', 'auth_system_bug_fix'],
      ['concurrency_issue_faced', 'checked', 'concurrency_issue_description', 'concurrency_issue_solution'],
      ['slow_query_example', 'filled', 'slow_query_solution'],
      ['transactions_used', 'checked', 'transaction_use_case'],
      ['cicd_pipeline_setup', 'checked', 'cicd_pipeline_steps'],
      ['monitoring_setup', 'checked', 'monitoring_tools'],
      ['ai_api_integration', 'checked', 'ai_integration_project', 'ai_integration_role'],
      ['understands_coding_agents', 'checked', 'coding_agent_explanation'],
    ]);
  });

  it('are all hidden in an empty form', () => {
    const hidden = SCREENING_FIELD_NAMES.filter((field) => !visibleFields(emptyScreeningForm()).includes(field));
    expect(hidden).toEqual(
      CONDITIONAL_FIELDS.flatMap((rule) => rule.fields).sort(
        (a, b) => SCREENING_FIELD_NAMES.indexOf(a) - SCREENING_FIELD_NAMES.indexOf(b),
      ),
    );
  });

  it.each(CONDITIONAL_FIELDS.filter((rule) => rule.condition === 'checked'))(
    'shows $fields when $shownWhen is ticked',
    (rule) => {
      for (const field of rule.fields) {
        expect(isFieldVisible(field, { [rule.shownWhen]: true })).toBe(true);
        expect(isFieldVisible(field, { [rule.shownWhen]: false })).toBe(false);
        expect(isFieldVisible(field, {})).toBe(false);
      }
    },
  );

  it('shows the auth bug fix and the slow query solution only when their story is entered', () => {
    expect(isFieldVisible('auth_system_bug_fix', { auth_system_bug: 'Tokens never expired' })).toBe(true);
    expect(isFieldVisible('auth_system_bug_fix', { auth_system_bug: '   ' })).toBe(false);
    expect(isFieldVisible('slow_query_solution', { slow_query_example: 'The report took 9 s' })).toBe(true);
    expect(isFieldVisible('slow_query_solution', { slow_query_example: '' })).toBe(false);
  });

  it('blanks hidden answers for storage and assessment', () => {
    const form = { ...makeScreeningForm(), concurrency_issue_faced: false, auth_system_bug: '' };
    const shown = withoutHiddenFields(form);
    expect(shown.concurrency_issue_description).toBe('');
    expect(shown.concurrency_issue_solution).toBe('');
    expect(shown.auth_system_bug_fix).toBe('');
    expect(shown.transaction_use_case).toBe(form.transaction_use_case);
  });
});

describe('comma-separated lists', () => {
  it('split, trim and drop empty entries', () => {
    expect(parseCommaList('a, b,,c')).toEqual(['a', 'b', 'c']);
    expect(parseCommaList(' Vercel ,  Render ')).toEqual(['Vercel', 'Render']);
    expect(parseCommaList('')).toEqual([]);
    expect(parseCommaList(' , ,')).toEqual([]);
  });

  it('show back as comma-separated text', () => {
    expect(formatCommaList(['ChatGPT', 'Claude'])).toBe('ChatGPT, Claude');
    expect(parseCommaList(formatCommaList(['a', 'b']))).toEqual(['a', 'b']);
  });
});

describe('screeningSubmissionSchema', () => {
  it('accepts the complete form and every demo form', async () => {
    expect(await firstError(makeScreeningForm())).toBeNull();
    for (const candidate of SCREENING_DEMO_CANDIDATES) expect(await firstError(candidate.form)).toBeNull();
  });

  it('trims texts and list entries', async () => {
    const value = await validateStrict(
      screeningSubmissionSchema,
      withField('university_name', '  VIT  ') as ScreeningFormValues,
    );
    expect(value.university_name).toBe('VIT');
    const lists = await validateStrict(screeningSubmissionSchema, withField('ai_assistants_used', [' Claude ']));
    expect(lists.ai_assistants_used).toEqual(['Claude']);
  });

  it.each(Object.values(SECTION_REQUIRED_FIELDS).flat())(
    "refuses a blank %s with '{field} is required'",
    async (field) => {
      expect(await firstError(withField(field, blankOf(field)))).toBe(requiredMessage(field));
    },
  );

  it('refuses a missing required field with the same message', async () => {
    const { coursework_description: _dropped, ...rest } = makeScreeningForm();
    expect(await firstError(rest)).toBe('Relevant coursework is required');
  });

  it('refuses unknown fields', async () => {
    expect(await firstError({ ...makeScreeningForm(), fs_status: 'hired' })).toBe('Unexpected field: fs_status');
  });

  it.each([
    ['university_name', 'x'.repeat(201), 'University name must be at most 200 characters'],
    ['hardest_bug_story', 'x'.repeat(5001), 'Hardest bug story must be at most 5000 characters'],
    [
      'ai_assistants_used',
      Array.from({ length: 21 }, (_, i) => `Tool ${i}`),
      'AI assistants used may have at most 20 entries',
    ],
    ['ai_assistants_used', ['x'.repeat(101)], 'AI assistants used entries must be at most 100 characters'],
    ['frontend_frameworks', ['React', 'Ember'], 'Frontend frameworks must be one of the listed options'],
    ['databases_used', ['Postgres'], 'Databases used must be one of the listed options'],
    ['strongest_frontend_framework', 'Ember', 'Strongest frontend framework must be one of the listed options'],
    ['current_year', 0, 'Current year must be a whole number from 1 to 5'],
    ['current_year', 6, 'Current year must be a whole number from 1 to 5'],
    ['current_year', 2.5, 'Current year must be a whole number from 1 to 5'],
    ['current_year', 'third', 'Current year must be a whole number from 1 to 5'],
    ['cgpa_cumulative', 10.01, 'Cumulative CGPA must be between 0 and 10'],
    ['cgpa_cumulative', -1, 'Cumulative CGPA must be between 0 and 10'],
    ['cgpa_cumulative', 8.123, 'Cumulative CGPA must have at most 2 decimal places'],
    ['cgpa_latest_semester', 11, 'Latest semester CGPA must be between 0 and 10'],
    ['has_active_backlogs', 'yes', 'Active backlogs must be true or false'],
    ['university_name', { text: 'VIT' }, 'University name must be text'],
    ['top_projects', [], 'Top projects is required'],
    ['top_projects', Array.from({ length: 4 }, () => ({ ...emptyProject(), name: 'App' })), 'At most 3 projects'],
    ['top_projects', [{ ...emptyProject(), name: 'App', github_link: 'not a link' }], 'GitHub link must be a URL'],
    ['top_projects', [{ ...emptyProject(), name: 'App', owner: 'me' }], 'Unexpected field: owner'],
  ])('refuses %s = %j: "%s"', async (field, value, message) => {
    expect(await firstError(withField(field, value))).toBe(message);
  });

  it('accepts the bounds themselves', async () => {
    expect(await firstError(withField('cgpa_cumulative', 0))).toBeNull();
    expect(await firstError(withField('cgpa_cumulative', 10))).toBeNull();
    expect(await firstError(withField('cgpa_cumulative', 8.07))).toBeNull();
    expect(await firstError(withField('current_year', 1))).toBeNull();
    expect(await firstError(withField('current_year', 5))).toBeNull();
    expect(await firstError(withField('university_name', 'x'.repeat(200)))).toBeNull();
    expect(await firstError(withField('top_projects', makeScreeningForm().top_projects.slice(0, 1)))).toBeNull();
  });

  it('accepts GitHub links with or without a scheme, and none', async () => {
    for (const github_link of ['https://github.com/me/app', 'github.com/me/app', '']) {
      expect(await firstError(withField('top_projects', [{ ...emptyProject(), name: 'App', github_link }]))).toBeNull();
    }
  });

  it('never requires conditional fields, shown or hidden', async () => {
    const shownButEmpty = {
      ...makeScreeningForm(),
      has_active_backlogs: true,
      backlog_list: '',
      concurrency_issue_faced: true,
      concurrency_issue_description: '',
      concurrency_issue_solution: '',
    };
    expect(await firstError(shownButEmpty)).toBeNull();
    const hiddenButFilled = { ...makeScreeningForm(), monitoring_setup: false };
    expect(await firstError(hiddenButFilled)).toBeNull();
  });
});

describe('the draft size bound', () => {
  /** A draft with every value at its limit, every character taking 3 bytes in UTF-8. */
  function maximalDraft(): Record<string, unknown> {
    const text = (length: number) => '€'.repeat(length);
    const draft: Record<string, unknown> = {};
    for (const field of SCREENING_FIELD_NAMES) {
      const kind = SCREENING_FIELD_SPECS[field].kind;
      if (kind === 'short' || kind === 'select') draft[field] = text(SCREENING_LIMITS.shortText);
      else if (kind === 'long') draft[field] = text(SCREENING_LIMITS.longText);
      else if (kind === 'multiselect' || kind === 'list') {
        draft[field] = Array.from({ length: SCREENING_LIMITS.listItems }, () => text(SCREENING_LIMITS.listItemLength));
      } else if (kind === 'checkbox') draft[field] = false;
      else if (kind === 'year' || kind === 'cgpa') draft[field] = -2.2250738585072014e-308;
      else {
        draft[field] = Array.from({ length: SCREENING_LIMITS.projects }, () => ({
          name: text(200),
          github_link: text(200),
          tech_stack: text(200),
          role: text(200),
          hardest_bug: text(5000),
          improvements: text(5000),
        }));
      }
    }
    return draft;
  }

  it('holds the largest draft within the limits, and fits a Firestore document (1 MiB)', () => {
    const bytes = screeningDraftBytes(maximalDraft());
    expect(bytes).toBeLessThanOrEqual(SCREENING_DRAFT_MAX_BYTES);
    // Tight: only the envelope allowance (1024 bytes) is slack.
    expect(SCREENING_DRAFT_MAX_BYTES - bytes).toBe(1024);
    expect(SCREENING_DRAFT_MAX_BYTES).toBeLessThan(1024 * 1024);
  });

  it('leaves real drafts far below it', () => {
    for (const candidate of SCREENING_DEMO_CANDIDATES) {
      expect(screeningDraftBytes(candidate.form)).toBeLessThan(SCREENING_DRAFT_MAX_BYTES / 20);
    }
  });
});

describe('the stored application fields', () => {
  it('prefix every form field with fs_', () => {
    const stored = toStoredScreeningFields(makeScreeningForm());
    expect(Object.keys(stored)).toEqual(SCREENING_FIELD_NAMES.map((field) => `fs_${field}`));
    expect(stored.fs_university_name).toBe('Vellore Institute of Technology');
    expect(stored.fs_frontend_frameworks).toEqual(['React', 'Next.js', 'Vanilla JavaScript']);
  });

  it('drop hidden answers and blank project cards', () => {
    const form = makeScreeningForm({
      concurrency_issue_faced: false,
      top_projects: [emptyProject(), { ...emptyProject(), name: 'FestPass' }],
    });
    const stored = toStoredScreeningFields(form);
    expect(stored.fs_concurrency_issue_description).toBe('');
    expect(stored.fs_top_projects).toEqual([{ ...emptyProject(), name: 'FestPass' }]);
  });

  it('read back as the form', () => {
    const form = makeScreeningForm();
    expect(fromStoredScreeningFields(toStoredScreeningFields(form))).toEqual(form);
    expect(fromStoredScreeningFields({})).toEqual(emptyScreeningForm());
  });
});
