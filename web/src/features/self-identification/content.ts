// The survey's texts besides the domain's (SELF_IDENTIFICATION_TEXT and the answers' labels).
import { SEX_LABELS } from '@careers/domain/privacy';

export const SURVEY_TEXTS = {
  /** Under a question left unanswered ("I prefer not to say" is an answer). */
  answerRequired: `Choose an answer, or "${SEX_LABELS.decline}".`,
  loading: 'Loading your answers...',
  loadFailed: 'Failed to load your answers',
  tryAgain: 'Try Again',
  savedOn: (day: string) => `Last saved on ${day}.`,
} as const;
