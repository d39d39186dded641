// The stages an application goes through, when it entered each (its stage history), and what that
// history counts in the pipeline figures (analytics.ts). The history is written by the functions in
// the transaction that changes the application (functions/src/stores/tallied.ts), from the
// application as it was and as it is: a stage newly entered is stamped with the time of the change;
// a step an admin undoes (a status moved back) takes the later stages out, so a figure never
// counts what no longer holds. The candidate's decision on the offer of a hire is stamped in the
// transaction of the accept or reject (functions/src/decisions/offers/actions.ts).

/** The pipelines, in order: an application that reached a stage counts in every stage before it. */
export const ANALYTICS_FLOWS = ['recruiting', 'screening'] as const;
export type AnalyticsFlow = (typeof ANALYTICS_FLOWS)[number];

export const RECRUITING_STAGES = [
  'applied',
  'criteria_met',
  'nda_signed',
  'interview_booked',
  'interviewed',
  'hired',
] as const;
export const SCREENING_STAGES = ['submitted', 'assessed', 'passed', 'shortlisted', 'interviewed', 'hired'] as const;

/** How an application left a pipeline without going on: the stage it stopped in is its last one. */
export const RECRUITING_EXITS = ['criteria_failed', 'rejected'] as const;
export const SCREENING_EXITS = ['failed', 'rejected'] as const;

/**
 * How the candidate decided the offer of a hire (recruiting): stamped by the offer's accept or
 * reject, in its transaction (offerDecisionUpdate). An acceptance is kept while the hire holds; a
 * decline stays, as its offer does, through a hire undone.
 */
export const OFFER_DECISIONS = ['offer_accepted', 'offer_declined'] as const;

export type RecruitingStage = (typeof RECRUITING_STAGES)[number];
export type ScreeningStage = (typeof SCREENING_STAGES)[number];
export type PipelineStage = RecruitingStage | ScreeningStage;
type PipelineExit = (typeof RECRUITING_EXITS)[number] | (typeof SCREENING_EXITS)[number];
type OfferDecisionStage = (typeof OFFER_DECISIONS)[number];

export const PIPELINE_STAGES: Record<AnalyticsFlow, readonly PipelineStage[]> = {
  recruiting: RECRUITING_STAGES,
  screening: SCREENING_STAGES,
};

/** How each stage is shown. */
export const STAGE_LABELS: Record<PipelineStage, string> = {
  applied: 'Applied',
  criteria_met: 'Criteria met',
  nda_signed: 'NDA signed',
  interview_booked: 'Interview booked',
  interviewed: 'Interviewed',
  hired: 'Hired',
  submitted: 'Submitted',
  assessed: 'Assessed',
  passed: 'Passed',
  shortlisted: 'Shortlisted',
};

/**
 * When the application entered each stage it holds (and how it left, if it stopped, and when its
 * offer was decided): written by the functions only. Applications stored before the history have
 * one from the backfill, marked approximate: their creation and their last update, which the time
 * figures leave out.
 */
export type StageHistory = Partial<Record<PipelineStage | PipelineExit | OfferDecisionStage, Date>>;

/** What the history needs of an application of either flow. */
export interface HistoryFields {
  created_at: Date;
  updated_at: Date;
  stage_history?: StageHistory;
  stage_history_approximate?: boolean;
}

/** Where an application stands now: the stages it is in, how far its status takes it, how it stopped. */
interface Standing {
  /** The stages the application's fields say it entered (missing ones are stamped). */
  entered: readonly PipelineStage[];
  /** The furthest stage its status allows: entries beyond it were undone. */
  reach: PipelineStage;
  exit: PipelineExit | null;
}

interface RecruitingFields extends HistoryFields {
  status: string;
  nda_signed: boolean;
  nda_signed_at?: Date | null;
  interview_start?: Date | null;
}

function recruitingStanding(application: RecruitingFields): Standing {
  const { status } = application;
  const entered: RecruitingStage[] = ['applied'];
  if (status !== 'criteria_failed') entered.push('criteria_met');
  if (application.nda_signed) entered.push('nda_signed');
  if (application.interview_start) entered.push('interview_booked');
  if (status === 'interviewed') entered.push('interviewed');
  if (status === 'hired') entered.push('hired');
  const reach: RecruitingStage =
    status === 'criteria_failed'
      ? 'applied'
      : status === 'interviewed' || status === 'rejected_after_interview'
        ? 'interviewed'
        : status === 'hired'
          ? 'hired'
          : 'interview_booked';
  const exit =
    status === 'criteria_failed' ? 'criteria_failed' : status === 'rejected_after_interview' ? 'rejected' : null;
  return { entered, reach, exit };
}

interface ScreeningFields extends HistoryFields {
  fs_status: string;
}

const SCREENING_REACH: Record<string, ScreeningStage> = {
  needs_review: 'assessed',
  screening_failed: 'assessed',
  screening_passed: 'passed',
  shortlisted: 'shortlisted',
  interviewed: 'interviewed',
  hired: 'hired',
};

function screeningStanding(application: ScreeningFields): Standing {
  const status = application.fs_status;
  const entered: ScreeningStage[] = ['submitted'];
  if (status in SCREENING_REACH) {
    const reached = SCREENING_REACH[status]!;
    // A decided assessment is the first step of every later status set from it.
    if (reached === 'assessed' || reached === 'passed') entered.push('assessed');
    if (reached !== 'assessed') entered.push(reached);
  }
  // A rejection keeps what was reached before it; a new assessment undoes it all.
  const reach: ScreeningStage = status === 'rejected' ? 'hired' : (SCREENING_REACH[status] ?? 'submitted');
  const exit = status === 'screening_failed' ? 'failed' : status === 'rejected' ? 'rejected' : null;
  return { entered, reach, exit };
}

const standingOf = (flow: AnalyticsFlow, application: HistoryFields): Standing =>
  flow === 'recruiting'
    ? recruitingStanding(application as RecruitingFields)
    : screeningStanding(application as ScreeningFields);

/** When a stage entered with this write happened: the signature's own time for the NDA, else `now`. */
function enteredAt(flow: AnalyticsFlow, stage: PipelineStage, application: HistoryFields, now: Date): Date {
  if (stage === 'applied' || stage === 'submitted') return application.created_at;
  if (flow === 'recruiting' && stage === 'nda_signed') return (application as RecruitingFields).nda_signed_at ?? now;
  return now;
}

/** The history fields a write sets. */
export interface HistoryUpdate {
  stage_history: StageHistory;
  stage_history_approximate?: boolean;
}

/**
 * The stage history of `after` (the application as this write leaves it), from its history so
 * far (an application stored before histories starts from its approximate one): stages it newly
 * entered stamped `now`, stages beyond what its status allows dropped (an undone step), the exit it
 * took stamped and one it no longer holds dropped. Null when the write changes nothing of it.
 * `created`: the write creates the application (its history starts now, exact).
 */
export function stageHistoryUpdate(
  flow: AnalyticsFlow,
  after: HistoryFields,
  now: Date,
  created = false,
): HistoryUpdate | null {
  const known = after.stage_history ?? (created ? {} : undefined);
  const before = known ?? approximateStageHistory(flow, after);
  const { entered, reach, exit } = standingOf(flow, after);
  const order = PIPELINE_STAGES[flow];
  const history: StageHistory = {};
  for (const stage of order.slice(0, order.indexOf(reach) + 1)) {
    const at = before[stage] ?? (entered.includes(stage) ? enteredAt(flow, stage, after, now) : undefined);
    if (at) history[stage] = at;
  }
  if (exit) history[exit] = before[exit] ?? now;
  // An acceptance belongs to the hire: an undone hire withdraws its offer, so it goes too. A decline
  // stays: leaving the hire leaves a declined offer as it is, and hiring again does not reopen it.
  if (before.offer_declined) history.offer_declined = before.offer_declined;
  if (history.hired && before.offer_accepted) history.offer_accepted = before.offer_accepted;
  const same =
    known !== undefined &&
    Object.keys(history).length === Object.keys(known).length &&
    Object.entries(history).every(([key, at]) => known[key as keyof StageHistory]?.getTime() === at.getTime());
  if (same) return null;
  return known === undefined ? { stage_history: history, stage_history_approximate: true } : { stage_history: history };
}

/**
 * The backfill's history of an application stored before histories: what can be known. The first
 * stage (and the criteria, checked at submission) at its creation, the NDA at its signature, every
 * other stage its fields say it entered, and the exit it took, at its last update.
 */
export function approximateStageHistory(flow: AnalyticsFlow, application: HistoryFields): StageHistory {
  const { reach, exit, entered } = standingOf(flow, application);
  const order = PIPELINE_STAGES[flow];
  const history: StageHistory = {};
  for (const stage of entered.filter((each) => order.indexOf(each) <= order.indexOf(reach))) {
    history[stage] =
      stage === order[0] || stage === 'criteria_met'
        ? application.created_at
        : enteredAt(flow, stage, application, application.updated_at);
  }
  if (exit) history[exit] = application.updated_at;
  return history;
}

const DECISION_OF_OFFER: Record<string, OfferDecisionStage> = {
  accepted: 'offer_accepted',
  rejected: 'offer_declined',
};

/**
 * The history fields of a hired recruiting application whose offer the candidate has just decided
 * (the offer's new `status`, 'accepted' or 'rejected') at `at`; null for any other status. An
 * application stored before histories starts from its approximate one, marked so.
 */
export function offerDecisionUpdate(application: HistoryFields, offerStatus: string, at: Date): HistoryUpdate | null {
  const decision = DECISION_OF_OFFER[offerStatus];
  if (!decision) return null;
  const known = application.stage_history;
  const history = { ...(known ?? approximateStageHistory('recruiting', application)), [decision]: at };
  return known === undefined ? { stage_history: history, stage_history_approximate: true } : { stage_history: history };
}
