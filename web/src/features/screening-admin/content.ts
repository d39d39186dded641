// The screening admin screens' texts (spec section 2); the messages the server also says, and the
// toasts, are in the domain (SCREENING_ADMIN_MESSAGES).

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
    passed: { title: 'Passed Screening', text: 'Candidates ready for the next step' },
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
  raw: 'Raw assessment (could not be parsed)',
  history: 'Assessment History',
  emails: 'Emails Sent',
  noEmails: 'No emails sent yet',
  close: 'Close',
  loading: 'Loading application...',
  unsupported: (modelScore: string, quotes: string[]) =>
    `Unsupported: the model quoted what the candidate did not write (${quotes.map((quote) => `"${quote}"`).join(', ')}), so its ${modelScore} does not count; the rubric's score does.`,
  rescoreTitle: 'Move back to Submitted?',
  rescoreBody: (label: string) =>
    `This candidate is ${label}. Moving the application back to Submitted discards that decision and its assessment, and scores it again. The audit log records that you confirmed it.`,
  rescoreConfirm: 'Move back and reassess',
  cancel: 'Cancel',
} as const;
