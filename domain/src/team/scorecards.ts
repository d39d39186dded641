// Interview scorecards (docs/features/team.md): each posting's scorecard (1-12 attributes, each
// rated Strong no / No / Yes / Strong yes, an overall recommendation and notes), who sees a
// colleague's (never, always, or only after submitting one's own), and an interviewer's scorecard
// of one application: a draft saved as they go, then submitted; a submitted one is amended, never
// rewritten silently (the earlier versions are kept beside it).
import { array, boolean, mixed, object, string } from 'yup';
import { strictObject, unknownValue } from '../http/validation';
import { JOB_SLUGS } from '../jobs/jobs';
import type { PanelCandidate } from './panels';

/** The four ratings of an attribute, from 1 (Strong no) to 4 (Strong yes). */
export const SCORECARD_RATINGS = [1, 2, 3, 4] as const;
export type ScorecardRating = (typeof SCORECARD_RATINGS)[number];
export const SCORECARD_RATING_LABELS: Record<ScorecardRating, string> = {
  1: 'Strong no',
  2: 'No',
  3: 'Yes',
  4: 'Strong yes',
};

/** The overall recommendations, from the strongest no to the strongest yes. */
export const RECOMMENDATIONS = ['strong_no', 'no', 'yes', 'strong_yes'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];
export const RECOMMENDATION_LABELS: Record<Recommendation, string> = {
  strong_no: 'Strong no',
  no: 'No',
  yes: 'Yes',
  strong_yes: 'Strong yes',
};

/** Who sees a colleague's submitted scorecard: never, always, or only after submitting one's own. */
export const SCORECARD_VISIBILITIES = ['never', 'always', 'after_own'] as const;
export type ScorecardVisibility = (typeof SCORECARD_VISIBILITIES)[number];

export interface ScorecardAttribute {
  id: string;
  label: string;
  description: string;
}

/** A posting's scorecard: what its interviewers rate, and who sees whose. */
export interface ScorecardDefinition {
  attributes: ScorecardAttribute[];
  visibility: ScorecardVisibility;
}

/** Bounds of a scorecard. */
export const SCORECARD_LIMITS = { attributes: 12, label: 80, description: 300, notes: 5000 } as const;

/** How the Positions screen names each visibility rule. */
export const SCORECARD_VISIBILITY_LABELS: Record<ScorecardVisibility, string> = {
  never: 'Never: each interviewer sees only their own',
  always: "Always: colleagues' scorecards show at once",
  after_own: "After their own: colleagues' show once an interviewer submits theirs",
};

/** An attribute's id: lower-case letters, digits and underscores (a key of the ratings). */
export const SCORECARD_ATTRIBUTE_ID = /^[a-z0-9_]{1,40}$/;

/** The id an attribute gets from its label ('Written English' -> 'written_english'). */
export function attributeIdOf(label: string): string {
  const id = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40);
  return id || 'attribute';
}

const attribute = (id: string, label: string, description: string): ScorecardAttribute => ({ id, label, description });

/** Any posting's scorecard until its hiring team sets one. */
export const DEFAULT_SCORECARD: ScorecardDefinition = {
  attributes: [
    attribute('communication', 'Communication', 'Explains clearly, listens, and adapts to the listener.'),
    attribute('role_skills', 'Skills for the role', 'Shows the skills the posting asks for, with examples.'),
    attribute('ownership', 'Ownership', 'Follows through, and says what they would do differently.'),
    attribute('learning', 'Learning', 'Picks up new tools and feedback quickly.'),
  ],
  visibility: 'after_own',
};

/** The specification's postings' scorecards. */
export const SPEC_SCORECARDS: Record<string, ScorecardDefinition> = {
  [JOB_SLUGS.marketingAnalyst]: {
    attributes: [
      attribute('outreach', 'Outreach judgement', 'Picks the right profiles and writes InMails people answer.'),
      attribute('communication', 'Written English', 'Writes short, personal, correct messages.'),
      attribute('consistency', 'Consistency', 'Can keep the weekly InMail and response targets for five weeks.'),
      attribute('tools', 'Tools', 'Comfortable with LinkedIn, spreadsheets and AI writing tools.'),
    ],
    visibility: 'after_own',
  },
  [JOB_SLUGS.fullstackEngineer]: {
    attributes: [
      attribute('problem_solving', 'Problem solving', 'Breaks a problem down and reasons about trade-offs.'),
      attribute('code', 'Code', 'Writes readable, tested code in the walkthrough.'),
      attribute('web', 'Web fundamentals', 'Knows HTTP, the browser and a front-end framework.'),
      attribute('collaboration', 'Collaboration', 'Asks good questions and takes review well.'),
    ],
    visibility: 'after_own',
  },
};

/** A posting's scorecard: its team's, else the specification's for its posting, else the default. */
export function scorecardOf(slug: string, set?: ScorecardDefinition | null): ScorecardDefinition {
  return set ?? SPEC_SCORECARDS[slug] ?? DEFAULT_SCORECARD;
}

/** One submitted version of a scorecard (the current one, or an earlier one an amendment kept). */
export interface ScorecardVersion {
  ratings: Record<string, ScorecardRating>;
  recommendation: Recommendation;
  notes: string;
  submitted_at: Date;
}

/** scorecards/{applicationId}--{interviewerUid}: one interviewer's scorecard of one application. */
export interface Scorecard {
  application_id: string;
  job_slug: string;
  interviewer_uid: string;
  interviewer_email: string;
  ratings: Record<string, ScorecardRating>;
  recommendation: Recommendation | null;
  notes: string;
  submitted: boolean;
  submitted_at: Date | null;
  /** The versions submitted before the current one, oldest first: present once it was amended. */
  earlier: ScorecardVersion[];
  updated_at: Date;
}

/** The id of an interviewer's scorecard of an application. */
export const scorecardId = (applicationId: string, interviewerUid: string): string =>
  `${applicationId}--${interviewerUid}`;

/** Where an interviewer's scorecard of an application stands. */
export type ScorecardStatus = 'missing' | 'draft' | 'submitted';
export const scorecardStatusOf = (scorecard: Pick<Scorecard, 'submitted'> | undefined): ScorecardStatus =>
  !scorecard ? 'missing' : scorecard.submitted ? 'submitted' : 'draft';

/**
 * Whether the colleagues' submitted scorecards are shown to a panel member: never, always, or once
 * their own is submitted.
 */
export function othersVisible(
  visibility: ScorecardVisibility,
  mine: Pick<Scorecard, 'submitted'> | undefined,
): boolean {
  return visibility === 'always' || (visibility === 'after_own' && mine?.submitted === true);
}

/** The texts of the scorecard calls. */
export const SCORECARD_MESSAGES = {
  notOnPanel: 'Only the interview panel of this application may write its scorecards',
  notVisible:
    'Only the interview panel, the admins and the posting’s recruiters and hiring managers see its scorecards',
  unknownAttribute: 'ratings must name the scorecard’s attributes',
  ratingInvalid: 'Each rating must be 1 (Strong no) to 4 (Strong yes)',
  incomplete: 'A submitted scorecard rates every attribute and gives a recommendation',
  draftAfterSubmit: 'A submitted scorecard is amended by submitting it again, not saved as a draft',
  notesTooLong: `Notes must be at most ${SCORECARD_LIMITS.notes} characters`,
  submittedRequired: 'submitted must be true or false',
  unknownRecommendation: unknownValue('recommendation'),
  attributesRequired: `A scorecard has 1 to ${SCORECARD_LIMITS.attributes} attributes`,
  attributeIdInvalid: 'Each attribute id is lower-case letters, digits and underscores, and appears once',
  attributeLabelRequired: 'Please give each attribute a label',
  attributeLabelTooLong: `An attribute's label must be at most ${SCORECARD_LIMITS.label} characters`,
  attributeDescriptionTooLong: `An attribute's description must be at most ${SCORECARD_LIMITS.description} characters`,
  unknownVisibility: unknownValue('visibility'),
} as const;

/** A posting's scorecard as the hiring team call takes it. */
export const scorecardDefinitionSchema = strictObject({
  attributes: array()
    .of(
      strictObject({
        id: string()
          .required(SCORECARD_MESSAGES.attributeIdInvalid)
          .matches(SCORECARD_ATTRIBUTE_ID, SCORECARD_MESSAGES.attributeIdInvalid),
        label: string()
          .trim()
          .required(SCORECARD_MESSAGES.attributeLabelRequired)
          .max(SCORECARD_LIMITS.label, SCORECARD_MESSAGES.attributeLabelTooLong),
        description: string()
          .trim()
          .max(SCORECARD_LIMITS.description, SCORECARD_MESSAGES.attributeDescriptionTooLong)
          .default(''),
      }),
    )
    .typeError(SCORECARD_MESSAGES.attributesRequired)
    .required(SCORECARD_MESSAGES.attributesRequired)
    .min(1, SCORECARD_MESSAGES.attributesRequired)
    .max(SCORECARD_LIMITS.attributes, SCORECARD_MESSAGES.attributesRequired)
    .test(
      'unique',
      SCORECARD_MESSAGES.attributeIdInvalid,
      (list) => new Set((list ?? []).map((a) => a.id)).size === (list ?? []).length,
    ),
  visibility: string()
    .required(SCORECARD_MESSAGES.unknownVisibility)
    .oneOf([...SCORECARD_VISIBILITIES], SCORECARD_MESSAGES.unknownVisibility),
});

/** The paths of the scorecard calls. */
export const SCORECARD_API = {
  scorecard: '/api/scorecards/:applicationId',
  myInterviews: '/api/me/interviews',
} as const;

/** PUT /api/scorecards/{applicationId} body: the ratings by attribute, the recommendation, notes, and whether it is submitted. */
export const scorecardBodySchema = strictObject({
  ratings: object()
    .default({})
    .test('ratings', SCORECARD_MESSAGES.ratingInvalid, (value: unknown) =>
      Object.values((value ?? {}) as Record<string, unknown>).every((rating) =>
        (SCORECARD_RATINGS as readonly unknown[]).includes(rating),
      ),
    ),
  recommendation: mixed<Recommendation>()
    .nullable()
    .oneOf([...RECOMMENDATIONS, null] as (Recommendation | null)[], SCORECARD_MESSAGES.unknownRecommendation)
    .default(null),
  notes: string().max(SCORECARD_LIMITS.notes, SCORECARD_MESSAGES.notesTooLong).default(''),
  submitted: boolean()
    .strict()
    .required(SCORECARD_MESSAGES.submittedRequired)
    .typeError(SCORECARD_MESSAGES.submittedRequired),
});

/** A scorecard as the calls answer it: the interviewer by address (colleagues are staff), times as ISO strings. */
export interface ScorecardView {
  interviewer_email: string;
  ratings: Record<string, ScorecardRating>;
  recommendation: Recommendation | null;
  notes: string;
  submitted: boolean;
  submitted_at: string | null;
  amended: boolean;
  earlier: {
    ratings: Record<string, ScorecardRating>;
    recommendation: Recommendation;
    notes: string;
    submitted_at: string;
  }[];
}

/** GET /api/scorecards/{applicationId} answer. */
export interface ScorecardsResponse {
  /** Whom the scorecard is of, as a panel member may see them. */
  candidate: PanelCandidate;
  attributes: ScorecardAttribute[];
  mine: ScorecardView | null;
  /** The colleagues' submitted scorecards: empty while the visibility rule hides them. */
  others: ScorecardView[];
}

/** A scorecard as the calls answer it. */
export function scorecardView(scorecard: Scorecard): ScorecardView {
  return {
    interviewer_email: scorecard.interviewer_email,
    ratings: scorecard.ratings,
    recommendation: scorecard.recommendation,
    notes: scorecard.notes,
    submitted: scorecard.submitted,
    submitted_at: scorecard.submitted_at?.toISOString() ?? null,
    amended: scorecard.earlier.length > 0,
    earlier: scorecard.earlier.map((version) => ({ ...version, submitted_at: version.submitted_at.toISOString() })),
  };
}

/** How many submitted scorecards give each recommendation (the decision dialog's summary). */
export function recommendationCounts(scorecards: readonly Pick<Scorecard, 'submitted' | 'recommendation'>[]) {
  const counts: Record<Recommendation, number> = { strong_no: 0, no: 0, yes: 0, strong_yes: 0 };
  for (const scorecard of scorecards)
    if (scorecard.submitted && scorecard.recommendation) counts[scorecard.recommendation] += 1;
  return counts;
}
