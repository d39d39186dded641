// The professional step's answers as people read them: the candidate on the review step and a
// panel member beside their scorecard. Each question by its short name; the willingness to reach
// 100 connections is asked (and so shown) only of those without them.
import type { ReferralSource } from './schemas';

/** The answers, as stored or as a draft holds them (null: not answered yet). */
export interface ProfessionalAnswers {
  referral_source: ReferralSource | '' | null;
  linkedin_verified: boolean | null;
  has_100_connections: boolean | null;
  willing_to_increase_connections: boolean | null;
  has_passport_id: boolean | null;
}

export const PROFESSIONAL_ANSWER_LABELS: Record<keyof ProfessionalAnswers, string> = {
  referral_source: 'How did you hear about us?',
  linkedin_verified: 'LinkedIn profile verified',
  has_100_connections: '100+ LinkedIn connections',
  willing_to_increase_connections: 'Willing to reach 100+ connections',
  has_passport_id: 'Passport or government-issued ID',
};

const NOT_ANSWERED = 'Not answered';
const yesNo = (value: boolean | null) => (value === null ? NOT_ANSWERED : value ? 'Yes' : 'No');

/** [question, answer] rows, in the form's order. */
export function professionalAnswerRows(answers: ProfessionalAnswers): [string, string][] {
  const label = PROFESSIONAL_ANSWER_LABELS;
  return [
    [label.referral_source, answers.referral_source || NOT_ANSWERED],
    [label.linkedin_verified, yesNo(answers.linkedin_verified)],
    [label.has_100_connections, yesNo(answers.has_100_connections)],
    ...(answers.has_100_connections === false
      ? ([[label.willing_to_increase_connections, yesNo(answers.willing_to_increase_connections)]] as [
          string,
          string,
        ][])
      : []),
    [label.has_passport_id, yesNo(answers.has_passport_id)],
  ];
}
