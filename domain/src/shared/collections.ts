/** Firestore collection names, the one list rules tests, functions, web and seed share. */
export const COLLECTIONS = {
  users: 'users',
  /** Whether an account's role claim still counts, and which role: adminRoles/{uid} (functions write, admins read). */
  adminRoles: 'adminRoles',
  /** The roles granted by email address, the team's list: teamMembers/{email} (functions write, admins read). */
  teamMembers: 'teamMembers',
  /** Each posting's hiring team by address: hiringTeams/{slug} (functions write, admins read). */
  hiringTeams: 'hiringTeams',
  /** An application's interview panel when an admin or recruiter set one: interviewPanels/{applicationId} (functions only). */
  interviewPanels: 'interviewPanels',
  /** Interviewers' scorecards: scorecards/{applicationId}--{interviewerUid} (functions only; read through the API). */
  scorecards: 'scorecards',
  rateLimits: 'rateLimits',
  jobs: 'jobs',
  /** Every posting's title and flow in one document, for the admin screens that name postings (functions write, admins read). */
  jobTitles: 'jobTitles',
  recruitingApplications: 'recruitingApplications',
  offers: 'offers',
  auditLog: 'auditLog',
  screeningApplications: 'screeningApplications',
  /** Subcollection of screeningApplications/{uid}: one document per assessment run. */
  screeningAssessments: 'assessments',
  screeningStatus: 'screeningStatus',
  screeningDrafts: 'screeningDrafts',
  /**
   * A person's voluntary self-identification (sex, race/ethnicity): selfIdentifications/{uid}, kept
   * apart from every application; its owner reads it, functions write it.
   */
  selfIdentifications: 'selfIdentifications',
  /** The fairness figures' counts: fairnessCounts/{flow}--{slug}--{day} (functions only; read through the API). */
  fairnessCounts: 'fairnessCounts',
  /** What each application counts there now: fairnessEntries/{flow}--{application id} (functions only). */
  fairnessEntries: 'fairnessEntries',
  /** The pipeline figures' counts: analyticsCounts/{flow}--{slug}--{day} (functions only; read through the API). */
  analyticsCounts: 'analyticsCounts',
  /** What each application counts there now: analyticsEntries/{flow}--{application id} (functions only). */
  analyticsEntries: 'analyticsEntries',
  /** The mail outbox: one document per mail, delivered by the outbox trigger (functions only). */
  mail: 'mail',
  /** Dashboard tallies: an area's counts in a few shards (functions write, admins read). */
  tallies: 'tallies',
  /** What each tallied document contributes to its area's tally now (functions only). */
  tallyEntries: 'tallyEntries',
  /** What an erase keeps of a person's recruiting NDA signature, under their pseudonym (functions only). */
  retainedEvidence: 'retainedEvidence',
  /** Grants and revocations of the admin role by identity (a keyed hash), outliving an erase (functions only). */
  adminIdentities: 'adminIdentities',
  /** What an erase keeps of a person's last decisions, by identity (a keyed hash), for the re-application period (functions only). */
  applicantHistory: 'applicantHistory',
  /** The admins' interview schedule: recurring windows, capacity, blocked days (functions write, admins read). */
  interviewSchedule: 'interviewSchedule',
  /** The places of the interview windows: one document per booked candidate (functions write, admins read). */
  interviewSeats: 'interviewSeats',
} as const;

export type CollectionName = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];
