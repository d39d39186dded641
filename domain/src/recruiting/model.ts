import type { StageHistory } from '../analytics/stages';
import type { SearchIndex } from '../shared/search';
import type { Serialized } from '../shared/serialize';
import type { ApplicationSubmission } from './schemas';
import type { RecruitingStatus } from './statuses';

/** What the server records when the NDA is signed: the evidence of the signature. */
export interface NdaSignature {
  signed_at: Date;
  /**
   * The address the platform saw the request come from: the X-Forwarded-For entry appended by
   * the trusted front end (TRUSTED_PROXY_HOPS, TRUSTED_PROXY_RANGES), never one the client wrote;
   * null when the platform gave none (the emulator).
   */
  server_ip: string | null;
  /**
   * The raw X-Forwarded-For header as received (its left part is whatever the client wrote; behind
   * Firebase Hosting the client's own entry is left of Hosting's); null when none. Absent from
   * signatures recorded before it was kept.
   */
  forwarded_for?: string | null;
  /**
   * What the browser's own public-IP lookup reported, in older signatures (a claim,
   * never trusted); null since: the browser asks no lookup service and the server ignores a client's value.
   */
  client_claimed_ip: string | null;
  user_agent: string | null;
  nda_version: string;
  /** SHA-256 (hex) of the exact NDA text signed. */
  nda_sha256: string;
}

/** recruitingApplications/{uid}: one recruiting application per user; written by functions only. */
export interface RecruitingApplication extends ApplicationSubmission {
  id: string;
  user_id: string;
  job_slug: string;
  status: RecruitingStatus;
  criteria_failure_reason: string | null;
  nda_signed: boolean;
  nda_signed_at: Date | null;
  nda_signature: NdaSignature | null;
  interview_start: Date | null;
  interview_end: Date | null;
  /**
   * The interview window booked (interview-windows.ts: "2026-11-27-2000"); null when cancelled or
   * none. Absent on applications signed before windows (their window is the one at interview_start).
   */
  interview_window_id?: string | null;
  /** The place held in that window (interviewSeats/{id}); null or absent when none. */
  interview_seat_id?: string | null;
  /** How many times the booking changed (the calendar event's SEQUENCE); absent is 0. */
  interview_sequence?: number;
  /** The candidate's cancellation, when they said they cannot attend; absent or null otherwise. */
  interview_cancellation?: { at: Date; reason: string | null; by: string } | null;
  created_at: Date;
  updated_at: Date;
  /** When the application entered each stage (analytics/stages.ts); absent before its first write since histories. */
  stage_history?: StageHistory;
  /** Set on a history the backfill made from the creation and the last update. */
  stage_history_approximate?: boolean;
  /** The admins' search by name or email (shared/search.ts). */
  search: SearchIndex;
  /**
   * The keyed hash of the applicant's Google account (privacy/identity.ts): what the erase keeps
   * their decision under, for the re-application period. Absent on applications stored before it.
   */
  applicant_key?: string | null;
}

/** POST /api/check-application-status answer. */
export interface ApplicationStatusResponse {
  status: RecruitingStatus;
  step: number;
  total_steps: number;
  application_data: Serialized<RecruitingApplication> | null;
  message: string;
  /** Set for `hired`: the client leaves the flow for this page. */
  redirect_to?: string;
}

/** POST /api/submit-application answer. */
export interface SubmitApplicationResponse {
  success: true;
  application_id: string;
  status: RecruitingStatus;
}

/** POST /api/sign-nda answer. */
export interface SignNdaResponse {
  success: true;
  application_id: string;
  status: RecruitingStatus;
  nda_signed: true;
  /** The booked window; null once the candidate cancelled it. */
  interview_start: string | null;
  interview_end: string | null;
}

/** PATCH /api/admin/applications/{id}/status answer. */
export interface UpdateApplicationStatusResponse {
  success: true;
  application: Serialized<RecruitingApplication>;
  /** What the change did to the application's job offer (withdrawn when it left `hired`), or null. */
  offer: { id: string; from: string; to: string } | null;
}
