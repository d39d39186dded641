import { describe, expect, it } from 'vitest';
import { approximateStageHistory, offerDecisionUpdate, stageHistoryUpdate, type StageHistory } from './stages';

const HOUR = 3_600_000;
const T0 = new Date('2026-05-04T09:00:00Z');
const at = (hours: number) => new Date(T0.getTime() + hours * HOUR);

/** A recruiting application as the history reads it, submitted at T0 and qualifying. */
const recruiting = (fields: Record<string, unknown> = {}) => ({
  status: 'meeting_scheduled',
  nda_signed: false,
  nda_signed_at: null,
  interview_start: null,
  created_at: T0,
  updated_at: T0,
  ...fields,
});

/** A screening application as the history reads it, submitted at T0. */
const screening = (fields: Record<string, unknown> = {}) => ({
  fs_status: 'submitted',
  created_at: T0,
  updated_at: T0,
  ...fields,
});

/** The history a write leaves: the update's, or the one the application had when the write changes nothing of it. */
const historyAfter = (update: ReturnType<typeof stageHistoryUpdate>, before?: StageHistory) =>
  update ? update.stage_history : before;

describe('stageHistoryUpdate: recruiting', () => {
  /** An application with its NDA signed at 2 h and its interview at 30 h, and its history to the interview. */
  const booked = { nda_signed: true, nda_signed_at: at(2), interview_start: at(30) };
  const reached: StageHistory = {
    applied: T0,
    criteria_met: T0,
    nda_signed: at(2),
    interview_booked: at(3),
    interviewed: at(31),
  };
  /** The history update of the booked application written at `hours` in `status`, from `history`. */
  const written = (status: string, history: StageHistory | undefined, hours: number) =>
    stageHistoryUpdate('recruiting', recruiting({ ...booked, status, stage_history: history }), at(hours));

  it('stamps each stage as the application enters it, and nothing when a write changes none', () => {
    const created = stageHistoryUpdate('recruiting', recruiting(), T0, true);
    expect(created).toEqual({ stage_history: { applied: T0, criteria_met: T0 } });

    const history = created!.stage_history;
    expect(stageHistoryUpdate('recruiting', recruiting({ stage_history: history, updated_at: at(1) }), at(1))).toBe(
      null,
    );

    // The NDA at its signature's own time (signed at 2 h, written at 3 h), the booking at the write.
    const signed = stageHistoryUpdate(
      'recruiting',
      recruiting({ stage_history: history, nda_signed: true, nda_signed_at: at(2), interview_start: at(30) }),
      at(3),
    );
    expect(signed).toEqual({
      stage_history: { applied: T0, criteria_met: T0, nda_signed: at(2), interview_booked: at(3) },
    });

    const interviewed = historyAfter(written('interviewed', signed!.stage_history, 31));
    const hired = historyAfter(written('hired', interviewed, 40));
    expect(hired).toEqual({
      applied: T0,
      criteria_met: T0,
      nda_signed: at(2),
      interview_booked: at(3),
      interviewed: at(31),
      hired: at(40),
    });
  });

  it('keeps a declined offer’s decision through an undone hire and a new one: the offer stays declined', () => {
    const declined: StageHistory = { ...reached, hired: at(40), offer_declined: at(50) };
    const undone = written('interviewed', declined, 60);
    expect(undone).toEqual({ stage_history: { ...reached, offer_declined: at(50) } });
    const again = written('hired', undone!.stage_history, 70);
    expect(again).toEqual({ stage_history: { ...reached, hired: at(70), offer_declined: at(50) } });
  });

  it('keeps an accepted offer’s decision while the hire holds, and takes it out when the hire is undone', () => {
    const history: StageHistory = { ...reached, hired: at(40), offer_accepted: at(50) };
    expect(written('hired', history, 60)).toBe(null);
    const undone = written('interviewed', history, 60);
    expect(undone).toEqual({ stage_history: reached });
    // Hired again: the new time, no decision yet.
    const again = written('hired', undone!.stage_history, 70);
    expect(again!.stage_history).toEqual({ ...undone!.stage_history, hired: at(70) });
  });

  it('stamps an exit when taken and drops it when undone', () => {
    const history = reached;
    const rejected = written('rejected_after_interview', history, 35);
    expect(rejected).toEqual({ stage_history: { ...history, rejected: at(35) } });
    const back = written('interviewed', rejected!.stage_history, 36);
    expect(back).toEqual({ stage_history: history });

    expect(stageHistoryUpdate('recruiting', recruiting({ status: 'criteria_failed' }), T0, true)).toEqual({
      stage_history: { applied: T0, criteria_failed: T0 },
    });
  });

  it('starts an application stored before histories from its approximate one, marked so', () => {
    // Stored interviewed with no history; its first write since is the hire at 30 h: what its
    // fields then tell (its creation, its NDA's signature), the rest at that write.
    const hired = recruiting({ status: 'hired', nda_signed: true, nda_signed_at: at(1), updated_at: at(30) });
    expect(stageHistoryUpdate('recruiting', hired, at(30))).toEqual({
      stage_history: { applied: T0, criteria_met: T0, nda_signed: at(1), hired: at(30) },
      stage_history_approximate: true,
    });
  });
});

describe('stageHistoryUpdate: screening', () => {
  it('stamps the assessment with its outcome, keeps what was reached on a rejection, and a new assessment undoes it all', () => {
    expect(stageHistoryUpdate('screening', screening(), T0, true)).toEqual({ stage_history: { submitted: T0 } });
    const submitted = { submitted: T0 };
    const assessed = (fs_status: string) =>
      stageHistoryUpdate('screening', screening({ fs_status, stage_history: submitted }), at(1));
    expect(assessed('assessing')).toBe(null);
    expect(assessed('needs_review')).toEqual({ stage_history: { submitted: T0, assessed: at(1) } });
    expect(assessed('screening_failed')).toEqual({ stage_history: { submitted: T0, assessed: at(1), failed: at(1) } });
    expect(assessed('screening_passed')).toEqual({ stage_history: { submitted: T0, assessed: at(1), passed: at(1) } });

    const shortlisted = { submitted: T0, assessed: at(1), passed: at(1), shortlisted: at(5) };
    const rejected = stageHistoryUpdate(
      'screening',
      screening({ fs_status: 'rejected', stage_history: shortlisted }),
      at(9),
    );
    expect(rejected).toEqual({ stage_history: { ...shortlisted, rejected: at(9) } });
    expect(
      stageHistoryUpdate(
        'screening',
        screening({ fs_status: 'submitted', stage_history: rejected!.stage_history }),
        at(10),
      ),
    ).toEqual({ stage_history: { submitted: T0 } });
  });
});

describe('approximateStageHistory', () => {
  it('knows the creation, the NDA’s signature and the last update, and nothing else', () => {
    const hired = recruiting({
      status: 'hired',
      nda_signed: true,
      nda_signed_at: at(1),
      interview_start: at(30),
      updated_at: at(100),
    });
    expect(approximateStageHistory('recruiting', hired)).toEqual({
      applied: T0,
      criteria_met: T0,
      nda_signed: at(1),
      interview_booked: at(100),
      hired: at(100),
    });
    expect(approximateStageHistory('recruiting', recruiting({ status: 'criteria_failed', updated_at: at(5) }))).toEqual(
      {
        applied: T0,
        criteria_failed: at(5),
      },
    );
    expect(approximateStageHistory('screening', screening({ fs_status: 'hired', updated_at: at(7) }))).toEqual({
      submitted: T0,
      hired: at(7),
    });
    expect(
      approximateStageHistory('screening', screening({ fs_status: 'screening_failed', updated_at: at(2) })),
    ).toEqual({ submitted: T0, assessed: at(2), failed: at(2) });
  });
});

describe('offerDecisionUpdate', () => {
  const history: StageHistory = {
    applied: T0,
    criteria_met: T0,
    nda_signed: at(2),
    interview_booked: at(3),
    interviewed: at(31),
    hired: at(40),
  };
  const hired = recruiting({
    status: 'hired',
    nda_signed: true,
    nda_signed_at: at(2),
    interview_start: at(30),
    stage_history: history,
  });

  it('stamps an acceptance or a decline, which the stage history then keeps', () => {
    const accepted = offerDecisionUpdate(hired, 'accepted', at(50));
    expect(accepted).toEqual({ stage_history: { ...history, offer_accepted: at(50) } });
    expect(offerDecisionUpdate(hired, 'rejected', at(50))).toEqual({
      stage_history: { ...history, offer_declined: at(50) },
    });
    // The store's stamp of that write leaves it as it is.
    expect(stageHistoryUpdate('recruiting', { ...hired, ...accepted }, at(50))).toBe(null);
  });

  it('stamps no other status of an offer', () => {
    for (const status of ['pending', 'in_progress', 'withdrawn'])
      expect(offerDecisionUpdate(hired, status, at(50))).toBe(null);
  });

  it('starts an application stored before histories from its approximate one, marked so', () => {
    const stored = { ...hired, stage_history: undefined, updated_at: at(45) };
    expect(offerDecisionUpdate(stored, 'rejected', at(50))).toEqual({
      stage_history: {
        applied: T0,
        criteria_met: T0,
        nda_signed: at(2),
        interview_booked: at(45),
        hired: at(45),
        offer_declined: at(50),
      },
      stage_history_approximate: true,
    });
  });
});
