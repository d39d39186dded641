// The screening admin screens' texts (spec section 2) and toasts (spec section 8); the messages the
// server also says are the domain's (the mail states' labels too: MAIL_STATE_LABELS).
import { PERIOD_MESSAGES } from '@careers/domain/shared';
import { SCREENING_STATUS_LABELS, type AssessmentServiceState, type ScreeningStatus } from '@careers/domain/screening';

/** The system status panel's labels. */
export const SYSTEM_STATUS_LABELS: Record<AssessmentServiceState, string> = {
  operational: 'Operational',
  unavailable: 'Unavailable',
};

/** The full-stack admin's toasts and page messages (spec section 8). */
export const SCREENING_ADMIN_MESSAGES = {
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
} as const;

/** 'Candidate status updated to {status label}' (spec section 8). */
export function candidateStatusUpdatedMessage(status: ScreeningStatus): string {
  return `Candidate status updated to ${SCREENING_STATUS_LABELS[status]}`;
}

/** Score labels, highest first: a score gets the first whose minimum it reaches. */
export const SCORE_LABELS = [
  { min: 9, label: 'Exceptional' },
  { min: 8, label: 'Excellent' },
  { min: 7, label: 'Very Good' },
  { min: 6, label: 'Good' },
] as const;

/** The label of an overall score: 'Exceptional' >= 9 ... 'Good' >= 6, else 'Fair'; 'No Score' without one. */
export function scoreLabel(score: number | null | undefined): string {
  if (score == null || Number.isNaN(score)) return 'No Score';
  return SCORE_LABELS.find((entry) => score >= entry.min)?.label ?? 'Fair';
}

export const DASHBOARD_TEXT = {
  title: 'Full-Stack Screening Dashboard',
  total: 'Total Applications',
  lastSevenDays: (count: number) => `${count} in the last 7 days`,
  passed: 'Screening Passed',
  passRate: (rate: string) => `${rate}% pass rate`,
  failed: 'Screening Failed',
  errors: (count: number) => `${count} assessment errors`,
  average: 'Average Score',
  pipeline: 'Hiring Pipeline',
  shortcuts: {
    all: { title: 'All Applications', text: 'Review every screening application' },
    errors: { title: 'Assessment Errors', text: 'Applications whose assessment failed' },
    review: {
      title: 'Needs Review',
      text: (count: number) => `${count} where the model and the built-in rubric disagree: a person decides`,
    },
    passed: { title: 'Passed Screening', text: 'Candidates ready for the next step' },
    humanReviews: {
      title: 'Human Review Requests',
      text: (waiting: number, medianHours: number | null) =>
        `${waiting} waiting${medianHours === null ? '' : ` · ${medianHours} h from request to decision (median)`}`,
    },
  },
  systemStatus: 'System Status',
  assessmentService: 'Assessment Service',
  database: 'Database',
  connected: 'Connected',
  checking: 'Checking...',
  processed: 'Total Assessments Processed',
  successRate: 'Success Rate',
  tryAgain: 'Try Again',
  failedText: 'The screening statistics could not be loaded.',
  openFullstackAdmin: 'Open Fullstack Admin',
} as const;

export const FULLSTACK_DASHBOARD_TEXT = {
  title: 'Full-Stack Admin Dashboard',
  cards: {
    total: 'Total Applications',
    submitted: 'Submitted',
    assessing: 'Under Assessment',
    passed: 'Screening Passed',
    failed: 'Screening Failed',
    shortlisted: 'Shortlisted',
    passRate: 'Pass Rate',
    hired: 'Hired',
  },
  latest: 'Latest Applications',
  columns: {
    email: 'Email',
    posting: 'Posting',
    status: 'Status',
    score: 'Score',
    failureReason: 'Failure Reason',
    submitted: 'Submitted',
  },
} as const;

export const APPLICATIONS_TEXT = {
  title: 'Full-Stack Applications',
  screeningTitle: 'Screening Applications',
  search: 'Search by user id, email or name',
  statusFilter: 'Status',
  allStatuses: 'All Statuses',
  columns: {
    name: 'Name',
    email: 'Email',
    status: 'Status',
    score: 'Score',
    failureReason: 'Failure Reason',
    submitted: 'Submitted',
    actions: 'Actions',
  },
  view: 'View Details',
  sendEmail: 'Send Interview Email',
  reassess: 'Reassess',
  bulkStatus: 'Change status of selected',
  bulkApply: 'Apply',
  selected: (count: number) => `${count} selected`,
  exportCsv: 'Export CSV',
  loadFailed: 'Failed to load applications',
  bulkDone: (count: number, label: string) => `${count} applications moved to ${label}`,
  bulkPartial: (done: number, failed: number) => `${done} updated, ${failed} failed`,
} as const;

export const EMAIL_DIALOG_TEXT = {
  title: 'Send Interview Email',
  to: 'To',
  subject: 'Subject',
  cancel: 'Cancel',
  send: 'Send Email',
  sending: 'Sending...',
  /** The toast when the invitation's first attempt failed for a reason worth trying again. */
  retrying: 'The mail server did not take the invitation yet: it is tried again automatically',
} as const;

export const SHORTLIST_TEXT = {
  title: 'Shortlisted',
  empty: 'No candidates in the shortlist yet',
  moveTo: (label: string) => `Move to ${label}`,
} as const;

export const TEAM_TEXT = {
  title: 'Full-Stack Team',
  members: 'Total Members',
  average: 'Average Score',
  highPerformers: 'High Performers',
  developer: 'Developer',
  joined: (date: string) => `Joined ${date}`,
  view: 'View Details',
  empty: 'No team members yet',
  failed: 'Failed to load team members',
} as const;

export const DETAIL_TEXT = {
  personal: 'Personal Information',
  email: 'Email',
  userId: 'User ID',
  applicationId: 'Application ID',
  submitted: 'Submitted',
  updated: 'Last Updated',
  assessment: 'Assessment Results',
  status: 'Status',
  overall: 'Overall Score',
  sectionScores: 'Section Scores',
  failureReason: 'Failure Reason',
  management: 'Status Management',
  newStatus: 'New status',
  updateStatus: 'Update Status',
  reassess: 'Reassess',
  sendEmail: 'Send Interview Email',
  answers: 'Application Answers',
  projects: 'Top Projects',
  ai: 'AI Assessment',
  recommendation: 'Recommendation',
  result: 'Result',
  pass: 'Pass',
  fail: 'Fail',
  weighted: 'Weighted Score',
  readiness: 'Internship Readiness',
  feedback: 'Detailed Feedback',
  analysis: 'Section Analysis',
  metadata: 'Metadata',
  decisionLog: 'Decision log',
  decisionLogLine: (rubricVersion: string, rubric: string, model: string | null, modelScores: string) =>
    model
      ? `Rubric ${rubricVersion}: ${rubric} · Model ${model}: ${modelScores}`
      : `Rubric ${rubricVersion}: ${rubric} · no model`,
  raw: 'Raw assessment (could not be parsed)',
  history: 'Assessment History',
  emails: 'Emails Sent',
  noEmails: 'No emails sent yet',
  close: 'Close',
  loading: 'Loading application...',
  unsupported: (modelScore: string, quotes: string[]) =>
    `Unsupported: the model quoted what the candidate did not write (${quotes.map((quote) => `"${quote}"`).join(', ')}), so its ${modelScore} does not count; the rubric's score does.`,
  review: {
    title: 'Needs review: the model and the built-in rubric disagree',
    body: "The model's assessment was not taken on its own. Compare both readings with the answers, then set the status.",
    caption: 'Scores of both assessors',
    section: 'Section',
    model: 'Model',
    rubric: 'Built-in rubric',
    weighted: 'Weighted score',
    result: 'Result',
  },
  humanReview: {
    title: 'The candidate asked for a person to review this decision',
    body: (asked: string, from: string) =>
      `Asked ${asked}, from ${from}. Read the answers and the scores, then decide with the status below: the candidate is emailed the outcome.`,
    reason: 'Reason',
    noReason: 'No reason given',
    label: 'Human review',
    decided: (when: string, outcome: string) => `Asked and decided ${when}: ${outcome}`,
  },
  rescoreTitle: 'Move back to Submitted?',
  rescoreBody: (label: string) =>
    `This candidate is ${label}. Moving the application back to Submitted discards that decision and its assessment, and scores it again. The audit log records that you confirmed it.`,
  rescoreConfirm: 'Move back and reassess',
  cancel: 'Cancel',
} as const;

/** The queue of candidates' requests for a person to review the assessment's decision. */
export const HUMAN_REVIEWS_TEXT = {
  title: 'Human Review Requests',
  intro:
    "Candidates who asked for a person to review the assessment's decision. Open the application to read the answers and both assessors' scores, then decide with its status: the candidate is emailed the outcome.",
  loading: 'Loading the requests...',
  failed: 'Failed to load the requests',
  tryAgain: 'Try again',
  empty: 'No request waits for a review.',
  median: (hours: number | null, decided: number) =>
    hours === null
      ? 'No request has been decided yet.'
      : `Median time from request to decision: ${hours} h (${decided} decided).`,
  requestedAt: 'Asked',
  fromStatus: 'Asked from',
  score: 'Score',
  noReason: 'No reason given',
} as const;

/** The admins' Fairness screen (docs/features/fairness.md): selection rates and impact ratios per group. */
export const FAIRNESS_TEXT = {
  title: 'Fairness',
  flow: 'Flow',
  flows: { screening: 'Full-stack screening', recruiting: 'Recruiting criteria' },
  from: 'From',
  to: 'To',
  periodBackwards: PERIOD_MESSAGES.backwardsFields,
  exportCsv: 'Export CSV',
  exportFailed: 'The figures could not be exported',
  intro: {
    selected: {
      screening:
        'Selected: the automated assessment passed the application (what the tool decided, whatever a person did after). Applications count once the assessment has decided them.',
      recruiting: 'Selected: the application met the posting’s criteria. Every submitted application counts.',
    },
    rule: 'The impact ratio is a group’s selection rate over the highest rate of its dimension; a ratio under 0.8 (the four-fifths rule) is flagged. Groups under 2% of the applicants are counted but not compared. Applicants who answered neither survey question, or declined both, are counted apart as unknown.',
    scoring:
      'Scoring rate: the share of the group scoring above the median score of all applicants (to within half a point).',
  },
  generated: (when: string) => `Figures generated ${when}`,
  period: (from: string, to: string) => `Period: ${from} to ${to}`,
  applicants: (count: number) => `${count} ${count === 1 ? 'applicant' : 'applicants'} in the period`,
  unknown: (applicants: number, selected: number) =>
    `${applicants} ${applicants === 1 ? 'applicant' : 'applicants'} did not answer the survey; ${selected} of them selected`,
  dimensions: { sex: 'Sex', race_ethnicity: 'Race/ethnicity', intersectional: 'Intersectional' },
  columns: {
    group: 'Group',
    applicants: 'Applicants',
    selected: 'Selected',
    selectionRate: 'Selection rate',
    impactRatio: 'Impact ratio',
    scoringRate: 'Scoring rate',
    note: 'Note',
  },
  excluded: 'Under 2% of applicants: not compared',
  withheld: 'Fewer than five applicants: not shown, not compared',
  belowFourFifths: 'Below four-fifths',
  noGroups: 'No applicant answered for this dimension',
  loading: 'Loading the figures...',
  failed: 'Failed to load the figures',
  tryAgain: 'Try again',
  empty: 'No applicants in this period.',
} as const;
