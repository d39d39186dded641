// The demo's screening applicants beside the screening accounts: forty people who applied to the
// full-stack internship over the last eight weeks, the assessment passed or did not pass them, and
// most answered the voluntary self-identification, so the Fairness screen and /ai-assessment show
// real numbers for several groups (docs/features/fairness.md). They have no sign-in account: they
// exist for the admins' screens and the figures. Deterministic, so the demo data is the same on
// every run of the seed.
import type { RaceEthnicity, Sex } from '../src/privacy/self-identification';
import type { AdminScreeningStatus } from '../src/screening/statuses';
import { demoEmail } from './pipeline';

/** One applicant of the demo's screening pipeline. */
export interface ScreeningPipelineApplicant {
  uid: string;
  name: string;
  email: string;
  /** screening_passed or screening_failed, as the answers of `candidate` score with the built-in rubric. */
  status: AdminScreeningStatus;
  /** The demo form (SCREENING_DEMO_CANDIDATES, by key) whose answers they gave. */
  candidate: string;
  submittedHoursAgo: number;
  /** Their survey's answers; null when they did not answer it. */
  selfIdentification: { sex: Sex; race_ethnicity: RaceEthnicity } | null;
}

/** Demo forms the built-in rubric passes, and two it does not (see the README's screening table). */
const PASSING_FORMS = ['strong', 'priya', 'diego', 'aisha', 'kenji', 'sofia'] as const;
const FAILING_FORMS = ['weak', 'lucas'] as const;

// [name, sex, race/ethnicity, passed by the assessment]
const PEOPLE: [string, Sex, RaceEthnicity, boolean][] = [
  ['Akiko Mori', 'female', 'asian', true],
  ['Bich Ngoc Le', 'female', 'asian', true],
  ['Chen Jing', 'female', 'asian', true],
  ['Deepa Pillai', 'female', 'asian', true],
  ['Eun-ji Park', 'female', 'asian', false],
  ['Fiona Walsh', 'female', 'white', true],
  ['Greta Lindqvist', 'female', 'white', true],
  ['Hannah Novak', 'female', 'white', true],
  ['Irina Popescu', 'female', 'white', false],
  ['Jimena Torres', 'female', 'hispanic_or_latino', true],
  ['Karla Ortiz', 'female', 'hispanic_or_latino', true],
  ['Lucia Ramos', 'female', 'hispanic_or_latino', false],
  ['Makena Njoroge', 'female', 'black_or_african_american', true],
  ['Nia Campbell', 'female', 'black_or_african_american', true],
  ['Oluchi Eze', 'female', 'black_or_african_american', false],
  ['Precious Moyo', 'female', 'black_or_african_american', false],
  ['Rosa Kealoha', 'female', 'two_or_more', true],
  ['Selin Aydin', 'female', 'decline', true],
  ['Takeshi Ono', 'male', 'asian', true],
  ['Vikram Rao', 'male', 'asian', true],
  ['Wei Zhang', 'male', 'asian', true],
  ['Yuto Sato', 'male', 'asian', false],
  ['Adam Kowalski', 'male', 'white', true],
  ['Ben Carter', 'male', 'white', true],
  ['Conor Doyle', 'male', 'white', false],
  ['Dmitri Ivanov', 'male', 'white', false],
  ['Esteban Vega', 'male', 'hispanic_or_latino', true],
  ['Felipe Castro', 'male', 'hispanic_or_latino', true],
  ['Gustavo Pires', 'male', 'hispanic_or_latino', false],
  ['Hector Luna', 'male', 'hispanic_or_latino', false],
  ['Ifeanyi Nwosu', 'male', 'black_or_african_american', true],
  ['Jamal Brooks', 'male', 'black_or_african_american', false],
  ['Kai Begay', 'male', 'american_indian_or_alaska_native', false],
  ['Leo Marchetti', 'male', 'decline', false],
  ['Min-jun Kim', 'decline', 'asian', true],
  ['Noa Levi', 'decline', 'two_or_more', true],
  ['Quinn Harper', 'decline', 'two_or_more', false],
  // Declined both: the unknowns, with the one who did not answer at all.
  ['Robin Meyer', 'decline', 'decline', true],
  ['Sam Okoro', 'decline', 'decline', false],
  ['Taylor Brandt', 'decline', 'decline', true],
];

/** The demo's screening pipeline: 40 applicants, 25 passed, submitted from 5 hours to 8 weeks ago. */
export const SCREENING_PIPELINE_APPLICANTS: readonly ScreeningPipelineApplicant[] = PEOPLE.map(
  ([name, sex, race, passed], index): ScreeningPipelineApplicant => {
    const forms = passed ? PASSING_FORMS : FAILING_FORMS;
    return {
      uid: `demo-screening-pipeline-${String(index + 1).padStart(2, '0')}`,
      name,
      email: demoEmail(name),
      status: passed ? 'screening_passed' : 'screening_failed',
      candidate: forms[index % forms.length]!,
      submittedHoursAgo: 5 + ((index * 37) % 1340),
      // The last one did not answer the survey.
      selfIdentification: index === PEOPLE.length - 1 ? null : { sex, race_ethnicity: race },
    };
  },
);
