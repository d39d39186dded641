// The interview panel's mails against the emulators (docs/features/team.md): each member of a
// panel hears of its interview booked, moved and cancelled, once however often the change is
// delivered and never from a delivery that a later change overtook; who joins or leaves the panel
// of an interview still ahead hears of it; a missing scorecard is asked for once, two hours after
// the interview; the calendar files are the candidate's one event (read by a real iCalendar
// parser); none of it is in the candidate's message history, and their erase deletes it.
import { ME_API } from '@careers/domain/privacy';
import type { OutboxMail } from '@careers/domain/mail';
import { interviewCalendarUid, type RecruitingApplication } from '@careers/domain/recruiting';
import { COLLECTIONS } from '@careers/domain/shared';
import { makeAccount } from '@careers/domain/testing';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { adminDb } from '../../tests/support/admin-app';
import { call } from '../../tests/support/api';
import { changeOf, deliverRepeatedly } from '../../tests/support/deliver';
import { idTokenFor } from '../../tests/support/tokens';
import { TRIGGER_WAIT } from '../../tests/support/triggers';
import { createAccount } from '../../tests/support/writers';
import { exportOf } from './support/data-rights';
import { attachmentsFor } from '../src/decisions/mail/attachments';
import { mailPanelOnBookingChange, queueScorecardReminders } from '../src/decisions/team/panel-mails';
import { postingWithCandidate, teamMember, teamTag as tag, type Member, type TeamOf } from '../../tests/support/team';

const HOUR = 3_600_000;
const LINKS = { siteOrigin: 'https://careers.example', meetingUrl: 'https://meet.example/room' };
let adminToken: string;

/** The team's mails about application `id`, as [to, template] pairs in a stable order. */
async function teamMailsAbout(id: string): Promise<OutboxMail[]> {
  const found = await adminDb.collection(COLLECTIONS.mail).where('application_id', '==', id).get();
  return found.docs
    .map((doc) => doc.data() as OutboxMail)
    .filter((mail) => mail.user_id === null)
    .sort((a, b) => `${a.template.name}${a.to}`.localeCompare(`${b.template.name}${b.to}`));
}
const sent = (mails: OutboxMail[]) => mails.map((mail) => [mail.template.name, mail.to]);

/** A candidate whose interview is tomorrow evening (Manila), booked with this team's posting. */
const bookedTomorrow = (team: TeamOf) =>
  postingWithCandidate(adminToken, team, 'meeting_scheduled', { created_at: new Date() });

/** The calendar event a mail carries. */
async function calendarOf(mail: OutboxMail) {
  const made = await attachmentsFor(mail, () => Promise.reject(new Error('no PDF here')), LINKS);
  if (!made.ok) throw new Error(made.reason);
  const calendar = new ICAL.Component(ICAL.parse(String(made.attachments[0]!.content)));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    summary: event.getFirstPropertyValue('summary'),
  };
}

beforeAll(async () => {
  const admin = makeAccount({ admin: true });
  await createAccount(admin);
  adminToken = await idTokenFor(admin);
});

describe("the panel's interview mails", () => {
  it('reach each member once, booked through the trigger, moved and cancelled, as the one event', async () => {
    const [ivy, otto] = await Promise.all([
      teamMember(adminToken, 'interviewer', 'Ivy'),
      teamMember(adminToken, 'interviewer', 'Otto'),
    ]);
    const { job, application } = await bookedTomorrow({ interviewers: [ivy, otto] });

    // The write of the booked application reaches the trigger, which mails both members.
    await vi.waitFor(async () => expect(await teamMailsAbout(application.id)).toHaveLength(2), TRIGGER_WAIT);
    // The same event delivered again, and twice at once, queues nothing more.
    await deliverRepeatedly(mailPanelOnBookingChange, changeOf(application.id, application));
    const booked = await teamMailsAbout(application.id);
    expect(sent(booked)).toEqual([
      ['panel_interview_scheduled', ivy.email],
      ['panel_interview_scheduled', otto.email],
    ]);
    expect(booked[0]!.template.data).toMatchObject({
      name: ivy.name,
      candidate_name: application.name,
      application_id: application.id,
      job_title: job.title,
      interview_sequence: '0',
    });
    for (const hidden of [application.email, application.phone_number, application.country]) {
      expect(JSON.stringify(booked)).not.toContain(hidden);
    }
    expect(await calendarOf(booked[0]!)).toEqual({
      method: 'REQUEST',
      uid: interviewCalendarUid(application.id),
      sequence: 0,
      summary: `ApplyPilot Interview: ${application.name} (${job.title})`,
    });

    // A move: one mail each, the same event at its next sequence.
    const start = new Date(application.interview_start!.getTime() + 24 * HOUR);
    const moved: RecruitingApplication = {
      ...application,
      interview_start: start,
      interview_end: new Date(start.getTime() + 2 * HOUR),
      interview_window_id: `moved-${tag()}`,
      interview_sequence: 1,
    };
    await adminDb.collection(COLLECTIONS.recruitingApplications).doc(application.id).set(moved);
    await deliverRepeatedly(mailPanelOnBookingChange, changeOf(application.id, moved, application));
    // The booking's first event, delivered late, is overtaken: nothing.
    await mailPanelOnBookingChange(changeOf(application.id, application));
    const afterMove = (await teamMailsAbout(application.id)).filter((m) => m.template.name === 'panel_interview_moved');
    expect(sent(afterMove)).toEqual([
      ['panel_interview_moved', ivy.email],
      ['panel_interview_moved', otto.email],
    ]);
    expect(await calendarOf(afterMove[0]!)).toMatchObject({ method: 'REQUEST', sequence: 1 });

    // A cancellation: the event removed from each calendar.
    const cancelled: RecruitingApplication = {
      ...moved,
      interview_start: null,
      interview_end: null,
      interview_window_id: null,
      interview_sequence: 2,
      interview_cancellation: { at: new Date(), reason: 'Ill', by: application.user_id },
    };
    await adminDb.collection(COLLECTIONS.recruitingApplications).doc(application.id).set(cancelled);
    await deliverRepeatedly(mailPanelOnBookingChange, changeOf(application.id, cancelled, moved));
    const all = await teamMailsAbout(application.id);
    expect(all).toHaveLength(6);
    const cancels = all.filter((m) => m.template.name === 'panel_interview_cancelled');
    expect(cancels.map((m) => m.to)).toEqual([ivy.email, otto.email]);
    expect(await calendarOf(cancels[0]!)).toMatchObject({ method: 'CANCEL', sequence: 2 });
    expect(cancels[0]!.template.data.interview_start).toBe(start.toISOString());
  });

  it('tell who joins and who leaves the panel of an interview ahead, once, and no one else', async () => {
    const [ivy, otto, nora] = await Promise.all([
      teamMember(adminToken, 'interviewer', 'Ivy'),
      teamMember(adminToken, 'interviewer', 'Otto'),
      teamMember(adminToken, 'interviewer', 'Nora'),
    ]);
    const { application } = await bookedTomorrow({ interviewers: [ivy, otto] });
    await deliverRepeatedly(mailPanelOnBookingChange, changeOf(application.id, application));
    const before = await teamMailsAbout(application.id);

    const setPanel = () =>
      call('PUT', `/api/admin/applications/${application.id}/interviewers`, {
        token: adminToken,
        body: { interviewers: [ivy.email, nora.email] },
      });
    expect((await setPanel()).status).toBe(200);
    expect((await setPanel()).status).toBe(200);

    const news = (await teamMailsAbout(application.id)).filter(
      (mail) => !before.some((old) => old.to === mail.to && old.template.name === mail.template.name),
    );
    expect(sent(news)).toEqual([
      ['panel_interview_cancelled', otto.email],
      ['panel_interview_scheduled', nora.email],
    ]);
    expect(news[0]!.template.data.reason).toBe('panel');
  });

  it('cancel the interview for the panel when a decision takes the candidate out before it', async () => {
    const ivy = await teamMember(adminToken, 'interviewer', 'Ivy');
    const { application } = await bookedTomorrow({ interviewers: [ivy] });
    await deliverRepeatedly(mailPanelOnBookingChange, changeOf(application.id, application));
    const decided: RecruitingApplication = { ...application, status: 'criteria_failed', updated_at: new Date() };
    await adminDb.collection(COLLECTIONS.recruitingApplications).doc(application.id).set(decided);
    await deliverRepeatedly(mailPanelOnBookingChange, changeOf(application.id, decided, application));
    expect(sent(await teamMailsAbout(application.id))).toEqual([
      ['panel_interview_cancelled', ivy.email],
      ['panel_interview_scheduled', ivy.email],
    ]);
    // Undone: booked again, news again.
    const undone: RecruitingApplication = { ...application, updated_at: new Date(Date.now() + 1000) };
    await adminDb.collection(COLLECTIONS.recruitingApplications).doc(application.id).set(undone);
    await deliverRepeatedly(mailPanelOnBookingChange, changeOf(application.id, undone, decided));
    expect(
      (await teamMailsAbout(application.id)).filter((m) => m.template.name === 'panel_interview_scheduled'),
    ).toHaveLength(2);
  });

  it('are not mailed for an interview already past', async () => {
    const ivy = await teamMember(adminToken, 'interviewer', 'Ivy');
    const { application } = await postingWithCandidate(adminToken, { interviewers: [ivy] }, 'interviewed');
    await deliverRepeatedly(mailPanelOnBookingChange, changeOf(application.id, application));
    expect(await teamMailsAbout(application.id)).toEqual([]);
  });

  it("stay out of the candidate's export, even when their application's id is their uid", async () => {
    const ivy = await teamMember(adminToken, 'interviewer', 'Ivy');
    // The specification's posting keys an application by the uid alone, as the screening's does.
    const candidate = makeAccount();
    await createAccount(candidate);
    const { application } = await bookedTomorrow({ interviewers: [ivy] });
    const keyed = { ...application, id: candidate.uid, user_id: candidate.uid, email: candidate.email };
    await adminDb.collection(COLLECTIONS.recruitingApplications).doc(keyed.id).set(keyed);
    await deliverRepeatedly(mailPanelOnBookingChange, changeOf(keyed.id, keyed));
    expect(await teamMailsAbout(keyed.id)).toHaveLength(1);
    const { text } = await exportOf(await idTokenFor(candidate));
    expect(text).not.toContain(ivy.email);
    expect(text).not.toContain('panel_interview_scheduled');
  });

  it("stay out of the candidate's message history, and go with the candidate's erase", async () => {
    const ivy = await teamMember(adminToken, 'interviewer', 'Ivy');
    const { application, candidate } = await bookedTomorrow({ interviewers: [ivy] });
    await deliverRepeatedly(mailPanelOnBookingChange, changeOf(application.id, application));
    expect(await teamMailsAbout(application.id)).toHaveLength(1);
    const token = await idTokenFor(candidate);
    const history = await call<{ mails: { to: string }[] }>('GET', '/api/me/mails', { token });
    expect(history.status).toBe(200);
    expect(history.body.mails.map((mail) => mail.to)).not.toContain(ivy.email);
    expect((await call('POST', ME_API.erase, { token, body: { confirmation: candidate.email } })).status).toBe(200);
    expect(await teamMailsAbout(application.id)).toEqual([]);
  });
});

describe('the scorecard reminder', () => {
  /**
   * A candidate marked interviewed (or decided) after an interview that ended `hoursAgo` ago: as
   * the status change leaves it, its place freed and its time kept.
   */
  async function interviewed(team: TeamOf, hoursAgo: number, status: 'interviewed' | 'hired' = 'interviewed') {
    const end = new Date(Date.now() - hoursAgo * HOUR);
    const start = new Date(end.getTime() - 2 * HOUR);
    return postingWithCandidate(adminToken, team, status, {
      interview_start: start,
      interview_end: end,
      interview_window_id: `ended-${tag()}`,
      interview_seat_id: null,
    });
  }
  const scorecard = async (member: Member, id: string, submitted: boolean) => {
    const { attributes } = (
      await call<{ attributes: { id: string }[] }>('GET', `/api/scorecards/${id}`, {
        token: member.token,
      })
    ).body;
    const ratings = Object.fromEntries(attributes.map((a) => [a.id, 3]));
    const saved = await call('PUT', `/api/scorecards/${id}`, {
      token: member.token,
      body: { ratings, recommendation: 'yes', notes: '', submitted },
    });
    expect(saved.status).toBe(200);
  };
  const remindersAbout = async (id: string) =>
    (await teamMailsAbout(id)).filter((mail) => mail.template.name === 'scorecard_reminder').map((mail) => mail.to);

  it('asks each member still without a submitted scorecard, once, two hours after the interview', async () => {
    const [ivy, otto, nora] = await Promise.all([
      teamMember(adminToken, 'interviewer', 'Ivy'),
      teamMember(adminToken, 'interviewer', 'Otto'),
      teamMember(adminToken, 'interviewer', 'Nora'),
    ]);
    const team = { interviewers: [ivy, otto, nora] };
    const due = await interviewed(team, 3);
    const early = await interviewed(team, 1);
    const decided = await interviewed(team, 3, 'hired');
    await scorecard(ivy, due.application.id, true);
    await scorecard(otto, due.application.id, false);

    await queueScorecardReminders();
    await Promise.all([queueScorecardReminders(), queueScorecardReminders()]);

    expect((await remindersAbout(due.application.id)).sort()).toEqual([nora.email, otto.email].sort());
    expect(await remindersAbout(early.application.id)).toEqual([]);
    expect(await remindersAbout(decided.application.id)).toEqual([]);
  });
});
