// Texts of the screening form besides the domain's (SCREENING_MESSAGES: the toasts and titles the
// specification gives; SCREENING_STATUS_LABELS; the server's messages).
import { INTERNSHIP_TERMS } from '@careers/domain/jobs';
import type { ScreeningStatus } from '@careers/domain/screening';

/**
 * The statuses shown by their label while the candidate waits; a result speaks through its message
 * (AlreadySubmitted, and the profile's cards, MyScreeningApplications, which need nothing else of it).
 */
export const IN_PROGRESS: readonly ScreeningStatus[] = ['submitted', 'assessing'];

/** How long the form takes, as the footer states it. */
export const SCREENING_DURATION_TEXT = `${INTERNSHIP_TERMS.screeningMinutes.min}-${INTERNSHIP_TERMS.screeningMinutes.max} minutes`;

export const SCREENING_TEXTS = {
  title: 'Full-Stack Screening Application',
  intro:
    'Tell us about your studies, the software you have built and how you think about it. Answer in your own words: specific examples count more than length.',
  footer: `This application takes about ${SCREENING_DURATION_TEXT} to complete. Your progress is saved automatically.`,
  loading: 'Loading your application...',
  draftLoadFailed: 'Failed to load your saved progress',
  savedAt: (time: string) => `Last saved at ${time}`,
  notSaved: 'Your latest changes could not be saved yet; they will be saved with your next change.',
  tooLarge: 'Your answers are too long to save as a draft. Shorten the longest answers to keep your progress saved.',
  listHint: 'Separate entries with commas',
  projectsHint: 'Add 1-3',
  addProject: 'Add Project',
  removeProject: 'Remove',
  backToHome: 'Back to Home',
} as const;

/** How the notice lists a section's share of the score ("Frontend Development: 20%"). */
export const noticeWeight = (section: { title: string; weight: number }) => `${section.title}: ${section.weight}%`;

/** The human review's texts besides the domain's (HUMAN_REVIEW_MESSAGES). */
export const HUMAN_REVIEW_TEXTS = {
  explain:
    'A person looks at your answers again and decides; you are emailed the outcome. You can ask once for this application.',
  cancel: 'Cancel',
  reasonCount: (length: number, max: number) => `${length}/${max}`,
} as const;
