// Interview windows with capacity, against the emulators: signing the NDA books the
// earliest window with room (60 candidates at once never overfill a window nor land twice), a
// move and a cancel free the place at once, changes close an hour before the window, the reminder
// is queued once however often its run is delivered, the calendar files of a booking, a move and a
// cancel are one event (read by a real iCalendar parser), and the admins' schedule and day.
//
// Expected times are written out here: Manila is UTC+8 all year, so its 20:00-22:00 window of a
// day D is D 12:00-14:00 UTC.
import type { OutboxMail } from '@careers/domain/mail';
import type { InterviewDayResponse, InterviewWindowsResponse, RecruitingApplication } from '@careers/domain/recruiting';
import { JOB_SLUGS } from '@careers/domain/jobs';
import { COLLECTIONS, type AuditLogEntry } from '@careers/domain/shared';
import { makeAccount, type TestAccount } from '@careers/domain/testing';
import type { Timestamp } from 'firebase-admin/firestore';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../../../tests/support/admin-app';
import { call } from '../../../tests/support/api';
import { idTokenFor } from '../../../tests/support/tokens';
import { teamMember } from '../../../tests/support/team';
import { createAccount, createApplication } from '../../../tests/support/writers';
import { attachmentsFor } from '../../src/decisions/mail/attachments';
import { queueInterviewReminders } from '../../src/decisions/recruiting/interview-schedule';
import { signNda } from '../../src/decisions/recruiting/nda';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const LINKS = { siteOrigin: 'https://careers.example', meetingUrl: 'https://meet.example/room' };

type Stored = Omit<RecruitingApplication, 'interview_start'> & { interview_start: Timestamp | null };
const storedApplication = async (id: string) =>
  (await adminDb.collection(COLLECTIONS.recruitingApplications).doc(id).get()).data() as Stored;
/** The applications holding a place in window `id` (read here straight from the places). */
const bookedIn = async (id: string) =>
  (await adminDb.collection(COLLECTIONS.interviewSeats).where('window_id', '==', id).get()).docs.map(
    (doc) => (doc.data() as { application_id: string }).application_id,
  );
/** Someone (`id`) holding place `seat` of a window, as an earlier booking would have. */
const holdPlace = (
  window: { id: string; start: string; end: string },
  seat: number,
  id = `held-${seat}-${Date.now()}`,
) =>
  adminDb
    .collection(COLLECTIONS.interviewSeats)
    .doc(`${window.id}_${seat}`)
    .set({
      window_id: window.id,
      seat,
      application_id: id,
      start: new Date(window.start),
      end: new Date(window.end),
      booked_at: new Date(),
    });
/** Writes `ids` into the first places of a window, as earlier bookings would have. */
const fillPlaces = (window: { id: string; start: string; end: string }, ids: string[]) =>
  Promise.all(ids.map((id, seat) => holdPlace(window, seat, id)));
const mailsOf = async (applicationId: string) =>
  (await adminDb.collection(COLLECTIONS.mail).where('application_id', '==', applicationId).get()).docs
    .map((doc) => doc.data() as OutboxMail & { created_at: Timestamp })
    .sort((a, b) => a.created_at.toMillis() - b.created_at.toMillis());
const auditOf = async (id: string) =>
  (await adminDb.collection(COLLECTIONS.auditLog).where('target.id', '==', id).get()).docs.map(
    (doc) => doc.data() as AuditLogEntry,
  );

/** A UTC midnight `days` after a random day of a far year: windows no other test books. */
function farDay(year: number): number {
  return Date.UTC(year, 0, 1) + Math.floor(Math.random() * 300) * DAY;
}
const isoDay = (utcMidnight: number) => new Date(utcMidnight).toISOString().slice(0, 10);
/** The id of the 20:00 window of the Manila day that starts at UTC midnight `day` (as stored). */
const eveningId = (day: number) => `${isoDay(day)}-2000`;

interface Candidate {
  account: TestAccount;
  token: string;
}

/** A candidate with a profile (mail goes to its verified address) whose application awaits the NDA. */
async function awaitingNda(): Promise<Candidate> {
  const account = makeAccount();
  await createAccount(account);
  await createApplication(account, 'meeting_scheduled', { nda_signed: false });
  return { account, token: await idTokenFor(account) };
}

async function signed(): Promise<Candidate> {
  const candidate = await awaitingNda();
  const answer = await call('POST', '/api/sign-nda', {
    token: candidate.token,
    body: { application_id: candidate.account.uid },
  });
  expect(answer.status).toBe(200);
  return candidate;
}

const windowsOf = (c: Candidate) => call<InterviewWindowsResponse>('GET', '/api/interview/windows', { token: c.token });
const move = (c: Candidate, windowId: unknown) =>
  call('POST', '/api/interview/move', { token: c.token, body: { window_id: windowId } });
const cancel = (c: Candidate, body: Record<string, unknown> = {}) =>
  call('POST', '/api/interview/cancel', { token: c.token, body });

describe('signing the NDA books the earliest window with room', () => {
  it('60 candidates at once with a capacity of 24: 24 in the first window, the rest in the following, none twice', async () => {
    // 13:00 Manila (05:00 UTC) on a far day: the booking starts at the next Manila day's evening.
    const day = farDay(2050 + Math.floor(Math.random() * 40));
    const now = new Date(day + 5 * HOUR);
    const accounts = Array.from({ length: 60 }, () => makeAccount());
    // No profiles: the 120 mails these signatures would send are not what this test is about.
    await Promise.all(
      accounts.map((account) => createApplication(account, 'meeting_scheduled', { nda_signed: false })),
    );

    const answers = await Promise.all(
      accounts.map((account) =>
        signNda(
          {
            actor: { uid: account.uid, email: account.email },
            applicationId: account.uid,
            serverIp: null,
            forwardedFor: null,
            userAgent: 'test',
          },
          () => now,
        ),
      ),
    );
    expect(answers.every((answer) => answer.ok)).toBe(true);

    const expectedWindows = Array.from({ length: 3 }, (_, i) => day + (i + 1) * DAY);
    const booked = await Promise.all(expectedWindows.map((d) => bookedIn(eveningId(d))));
    expect(booked.map((ids) => ids.length)).toEqual([24, 24, 12]);
    expect(await bookedIn(eveningId(day + 4 * DAY))).toEqual([]);
    const all = booked.flat();
    expect(new Set(all).size).toBe(60);
    expect(new Set(all)).toEqual(new Set(accounts.map((account) => account.uid)));

    // Each application names the window that holds it, at that window's evening (12:00 UTC).
    const applications = await Promise.all(accounts.map((account) => storedApplication(account.uid)));
    for (const application of applications) {
      const index = booked.findIndex((ids) => ids.includes(application.id));
      expect(application.interview_window_id).toBe(eveningId(expectedWindows[index]!));
      expect(application.interview_start?.toDate().toISOString()).toBe(
        new Date(expectedWindows[index]! + 12 * HOUR).toISOString(),
      );
      expect(application.interview_sequence).toBe(0);
    }
  });
});

describe('moving and cancelling', () => {
  it('a move and a cancel free the place at once; a full window refuses; the calendar files are one event', async () => {
    const [a, b] = [await signed(), await signed()];
    const firstWindow = (await storedApplication(a.account.uid)).interview_window_id!;
    expect(await bookedIn(firstWindow)).toContain(a.account.uid);

    const offered = await windowsOf(a);
    expect(offered.status).toBe(200);
    expect(offered.body.current?.id).toBe(firstWindow);
    // The last two windows offered (13-14 days ahead): nobody else books them.
    const [w1, w2] = offered.body.windows.slice(-2);
    expect(w1 && w2).toBeTruthy();
    expect(Date.parse(w2!.start) - Date.now()).toBeLessThanOrEqual(14 * DAY);
    expect(Date.parse(w2!.start) - Date.now()).toBeGreaterThan(12 * DAY);

    // 23 others already hold places in w1.
    const others = Array.from({ length: 23 }, (_, i) => `someone-${i}-${Date.now()}`);
    await fillPlaces(w1!, others);

    const moved = await move(a, w1!.id);
    expect(moved).toMatchObject({
      status: 200,
      body: { success: true, interview_window_id: w1!.id, interview_start: w1!.start, interview_end: w1!.end },
    });
    expect(await bookedIn(w1!.id)).toHaveLength(24);
    expect(await bookedIn(firstWindow)).not.toContain(a.account.uid);

    // w1 is full: B is refused, and is not offered it.
    expect((await windowsOf(b)).body.windows.map((w) => w.id)).not.toContain(w1!.id);
    expect(await move(b, w1!.id)).toMatchObject({
      status: 409,
      body: { error: 'This interview time is full. Please choose another time.' },
    });
    expect(await move(a, w1!.id)).toMatchObject({
      status: 409,
      body: { error: 'You are already booked for this interview time' },
    });

    // A moves on: w1's place frees at once, and B takes it.
    expect((await move(a, w2!.id)).status).toBe(200);
    expect(await bookedIn(w1!.id)).toHaveLength(23);
    expect((await move(b, w1!.id)).status).toBe(200);
    expect(await bookedIn(w1!.id)).toHaveLength(24);

    // A cannot attend: w2 frees, the application keeps its signature but no interview.
    expect(await cancel(a, { reason: '  Exams that week  ' })).toMatchObject({
      status: 200,
      body: { interview_window_id: null, interview_start: null },
    });
    expect(await bookedIn(w2!.id)).not.toContain(a.account.uid);
    const cancelled = await storedApplication(a.account.uid);
    expect(cancelled).toMatchObject({
      status: 'meeting_scheduled',
      nda_signed: true,
      interview_start: null,
      interview_window_id: null,
      interview_sequence: 3,
      interview_cancellation: { reason: 'Exams that week', by: a.account.uid },
    });
    expect((await windowsOf(a)).body.current).toBeNull();
    expect(await cancel(a)).toMatchObject({ status: 409, body: { error: 'You have no interview booked' } });
    expect((await auditOf(a.account.uid)).map((entry) => [entry.action, entry.from, entry.to])).toEqual(
      expect.arrayContaining([
        ['interview_moved', firstWindow, w1!.id],
        ['interview_moved', w1!.id, w2!.id],
        ['interview_cancelled', w2!.id, null],
      ]),
    );
    // The repeat of sign-nda answers the signature as stored: no interview now.
    const repeat = await call('POST', '/api/sign-nda', { token: a.token, body: { application_id: a.account.uid } });
    expect(repeat).toMatchObject({ status: 200, body: { interview_start: null, interview_end: null } });

    // The calendar files of the booking, the two moves and the cancel: one event, rising SEQUENCE.
    const mails = (await mailsOf(a.account.uid)).filter((mail) => mail.template.name.startsWith('interview_'));
    expect(mails.map((mail) => mail.template.name)).toEqual([
      'interview_scheduled',
      'interview_moved',
      'interview_moved',
      'interview_cancelled',
    ]);
    const events = [];
    for (const mail of mails) {
      const made = await attachmentsFor(mail, () => Promise.reject(new Error('no PDF here')), LINKS);
      if (!made.ok) throw new Error(made.reason);
      expect(made.attachments).toHaveLength(1);
      const calendar = new ICAL.Component(ICAL.parse(String(made.attachments[0]!.content)));
      const vevents = calendar.getAllSubcomponents('vevent');
      expect(vevents).toHaveLength(1);
      const event = vevents[0]!;
      events.push({
        method: calendar.getFirstPropertyValue('method'),
        uid: event.getFirstPropertyValue('uid'),
        sequence: event.getFirstPropertyValue('sequence'),
        status: event.getFirstPropertyValue('status'),
        start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
        end: (event.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate().toISOString(),
        utc: (event.getFirstPropertyValue('dtstart') as ICAL.Time).zone?.tzid,
      });
    }
    const firstStart = offered.body.current!.start;
    const uid = `interview-${a.account.uid}@applypilot`;
    expect(events).toEqual([
      {
        method: 'REQUEST',
        uid,
        sequence: 0,
        status: 'CONFIRMED',
        start: firstStart,
        end: plus2h(firstStart),
        utc: 'UTC',
      },
      { method: 'REQUEST', uid, sequence: 1, status: 'CONFIRMED', start: w1!.start, end: w1!.end, utc: 'UTC' },
      { method: 'REQUEST', uid, sequence: 2, status: 'CONFIRMED', start: w2!.start, end: w2!.end, utc: 'UTC' },
      { method: 'CANCEL', uid, sequence: 3, status: 'CANCELLED', start: w2!.start, end: w2!.end, utc: 'UTC' },
    ]);
    // Each window is the Manila evening: 12:00-14:00 UTC.
    for (const event of events)
      expect([event.start.slice(11), event.end.slice(11)]).toEqual(['12:00:00.000Z', '14:00:00.000Z']);

    // After cancelling, A may choose a time again: the same event, scheduled anew.
    expect((await move(a, w2!.id)).status).toBe(200);
    expect(await storedApplication(a.account.uid)).toMatchObject({
      interview_sequence: 4,
      interview_cancellation: null,
    });
  });

  it('races: five candidates for the last place get one; one candidate moving ten times at once holds one place', async () => {
    const racers = await Promise.all(Array.from({ length: 5 }, () => signed()));
    const offered = (await windowsOf(racers[0]!)).body.windows;
    const last = offered.at(-4)!;
    await fillPlaces(
      last,
      Array.from({ length: 23 }, (_, i) => `earlier-${i}-${Date.now()}`),
    );
    const answers = await Promise.all(racers.map((racer) => move(racer, last.id)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const inLast = await bookedIn(last.id);
    expect(inLast).toHaveLength(24);
    const winner = racers[answers.findIndex((answer) => answer.status === 200)]!;
    expect(inLast).toContain(winner.account.uid);

    // One candidate, ten moves at once between two windows: one place held, in the window stored.
    const [x, y] = [offered.at(-6)!, offered.at(-5)!];
    const runner = racers.find((racer) => racer !== winner)!;
    const moves = await Promise.all(Array.from({ length: 10 }, (_, i) => move(runner, i % 2 ? x.id : y.id)));
    expect(moves.every((answer) => [200, 409].includes(answer.status))).toBe(true);
    const stored = await storedApplication(runner.account.uid);
    const held = [...(await bookedIn(x.id)), ...(await bookedIn(y.id))].filter((id) => id === runner.account.uid);
    expect(held).toHaveLength(1);
    expect(await bookedIn(stored.interview_window_id!)).toContain(runner.account.uid);
    const places = await adminDb
      .collection(COLLECTIONS.interviewSeats)
      .where('application_id', '==', runner.account.uid)
      .get();
    expect(places.docs.map((doc) => doc.id)).toEqual([stored.interview_seat_id]);
  });

  it('refuses a move or a cancel inside the last hour, and changes nothing', async () => {
    const c = makeAccount();
    await createAccount(c);
    const start = new Date(Date.now() + 30 * 60_000);
    await createApplication(c, 'meeting_scheduled', {
      interview_start: start,
      interview_end: new Date(start.getTime() + 2 * HOUR),
    });
    const candidate = { account: c, token: await idTokenFor(c) };
    const before = await storedApplication(c.uid);
    const target = (await windowsOf(candidate)).body.windows.at(-1)!;
    const tooLate = 'Your interview can no longer be changed: changes close one hour before it starts';
    expect(await move(candidate, target.id)).toMatchObject({ status: 409, body: { error: tooLate } });
    expect(await cancel(candidate)).toMatchObject({ status: 409, body: { error: tooLate } });
    expect(await storedApplication(c.uid)).toEqual(before);
    expect(await bookedIn(target.id)).not.toContain(c.uid);
  });

  it("refuses what is not the caller's to book: no NDA yet, no such window, bad bodies, the admin's call", async () => {
    const waiting = await awaitingNda();
    const notBookable = 'Your interview can be chosen once you have signed the NDA and before it has taken place';
    expect(await move(waiting, '2099-01-01-2000')).toMatchObject({ status: 409, body: { error: notBookable } });
    expect(await windowsOf(waiting)).toMatchObject({ status: 409, body: { error: notBookable } });
    const s = await signed();
    expect(await move(s, '2020-01-01-2000')).toMatchObject({ status: 409 });
    expect(await move(s, `${isoDay(Date.now() + 5 * DAY)}-0300`)).toMatchObject({
      status: 404,
      body: { error: 'This interview time is not available' },
    });
    // Beyond the 14 days a candidate may choose from.
    expect(await move(s, `${isoDay(Date.now() + 30 * DAY)}-2000`)).toMatchObject({ status: 404 });
    expect(await move(s, 'tomorrow')).toMatchObject({
      status: 400,
      body: { error: 'window_id must name an interview time' },
    });
    expect(await move(s, 42)).toMatchObject({ status: 400 });
    expect(await cancel(s, { reason: 'x'.repeat(501) })).toMatchObject({ status: 400 });
    expect(await cancel(s, { reason: 'x', extra: 1 })).toMatchObject({ status: 400 });
    expect((await call('POST', '/api/interview/move', { body: { window_id: '2099-01-01-2000' } })).status).toBe(401);
    expect(
      (await call('POST', `/api/admin/interviews/${s.account.uid}/move`, { token: s.token, body: { window_id: 'x' } }))
        .status,
    ).toBe(403);
    const nobody = makeAccount();
    await createAccount(nobody);
    expect(await windowsOf({ account: nobody, token: await idTokenFor(nobody) })).toMatchObject({ status: 404 });
  });
});

describe('the reminder', () => {
  it('is queued once when its run is delivered twice, and only for who is still booked', async () => {
    const day = farDay(2045 + Math.floor(Math.random() * 4));
    const windowStart = new Date(day + 12 * HOUR);
    const windowId = eveningId(day);
    const now = new Date(windowStart.getTime() - 30 * 60_000);
    const [kept, left] = [makeAccount(), makeAccount()];
    await Promise.all([createAccount(kept), createAccount(left)]);
    const window = { start: windowStart, end: new Date(windowStart.getTime() + 2 * HOUR) };
    await createApplication(kept, 'meeting_scheduled', {
      interview_start: window.start,
      interview_end: window.end,
      interview_window_id: windowId,
      interview_sequence: 0,
    });
    // Moved away meanwhile (to the next evening), though the window still lists them.
    await createApplication(left, 'meeting_scheduled', {
      interview_start: new Date(window.start.getTime() + DAY),
      interview_end: new Date(window.end.getTime() + DAY),
      interview_window_id: eveningId(day + DAY),
      interview_sequence: 1,
    });
    const asListed = { id: windowId, start: window.start.toISOString(), end: window.end.toISOString() };
    await fillPlaces(asListed, [kept.uid, left.uid]);

    const early = await queueInterviewReminders(new Date(now.getTime() - HOUR));
    expect(early.queued).toBe(0);
    const runs = await Promise.all([queueInterviewReminders(now), queueInterviewReminders(now)]);
    await queueInterviewReminders(new Date(now.getTime() + 10 * 60_000));
    expect(runs.map((run) => run.queued).reduce((a, b) => a + b)).toBe(1);
    const reminders = (await mailsOf(kept.uid)).filter((mail) => mail.template.name === 'interview_reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.to).toBe(kept.email);
    expect(reminders[0]!.template.data.interview_start).toBe(window.start.toISOString());
    expect((await mailsOf(left.uid)).filter((mail) => mail.template.name === 'interview_reminder')).toEqual([]);
  });
});

describe('the admins: schedule, day and move', () => {
  it('stores a valid schedule (audited), refuses a bad one and a non-admin, and shows a day with who is booked', async () => {
    const admin = makeAccount({ admin: true });
    const someone = makeAccount();
    await Promise.all([createAccount(admin), createAccount(someone)]);
    const [adminToken, token] = await Promise.all([idTokenFor(admin), idTokenFor(someone)]);
    const schedule = {
      // The specification's window and capacity stay: other tests book tomorrow's.
      windows: ['20:00-22:00'],
      capacity: 24,
      blocked_days: ['2044-03-01'],
      added_windows: ['2044-03-02 09:30-11:00'],
    };
    const put = (body: unknown, t = adminToken) => call('PUT', '/api/admin/interview-schedule', { token: t, body });
    expect((await put(schedule, token)).status).toBe(403);
    for (const [body, error] of [
      [{ ...schedule, capacity: 0 }, 'capacity must be a whole number from 1 to 500'],
      [{ ...schedule, windows: ['22:00-20:00'] }, 'windows must end after it starts'],
      [{ ...schedule, blocked_days: ['2044-02-31'] }, 'blocked_days must hold real days'],
      [{ ...schedule, added_windows: ['someday'] }, 'added_windows must look like 2026-11-27 10:00-12:00'],
      [{ ...schedule, extra: true }, 'Unexpected field: extra'],
    ] as const) {
      expect(await put(body)).toMatchObject({ status: 400, body: { error } });
    }
    expect(await put(schedule)).toMatchObject({ status: 200, body: { success: true } });
    const read = await call('GET', '/api/admin/interview-schedule', { token: adminToken });
    expect(read).toMatchObject({ status: 200, body: { schedule: { ...schedule, updated_by: admin.uid } } });
    expect((await call('GET', '/api/admin/interview-schedule', { token })).status).toBe(403);
    const audit = (await adminDb.collection(COLLECTIONS.auditLog).where('actor_uid', '==', admin.uid).get()).docs.map(
      (doc) => doc.data() as AuditLogEntry,
    );
    expect(audit.map((entry) => entry.action)).toEqual(['interview_schedule_changed']);

    const day = (d: string) =>
      call<{ windows: { id: string; start: string; end: string }[] }>('GET', `/api/admin/interviews/day?day=${d}`, {
        token: adminToken,
      });
    expect((await day('2044-03-01')).body.windows).toEqual([]);
    expect((await day('2044-03-02')).body.windows.map((w) => [w.id, w.start, w.end])).toEqual([
      ['2044-03-02-0930', '2044-03-02T01:30:00.000Z', '2044-03-02T03:00:00.000Z'],
      ['2044-03-02-2000', '2044-03-02T12:00:00.000Z', '2044-03-02T14:00:00.000Z'],
    ]);
    expect((await day('2044-02-31')).status).toBe(400);
    expect((await call('GET', '/api/admin/interviews/day?day=2044-03-02', { token })).status).toBe(403);
  });

  it('an admin moves a candidate (same rules and mail) and sees them in that day', async () => {
    const admin = makeAccount({ admin: true });
    await createAccount(admin);
    const adminToken = await idTokenFor(admin);
    const s = await signed();
    const target = (await windowsOf(s)).body.windows.at(-3)!;
    const moved = await call('POST', `/api/admin/interviews/${s.account.uid}/move`, {
      token: adminToken,
      body: { window_id: target.id },
    });
    expect(moved).toMatchObject({ status: 200, body: { interview_window_id: target.id } });
    const day = await call<{ windows: { id: string; candidates: { application_id: string; name: string }[] }[] }>(
      'GET',
      `/api/admin/interviews/day?day=${target.id.slice(0, 10)}`,
      { token: adminToken },
    );
    const shown = day.body.windows.find((w) => w.id === target.id);
    expect(shown?.candidates).toContainEqual(
      expect.objectContaining({ application_id: s.account.uid, name: s.account.name }),
    );
    const mails = await mailsOf(s.account.uid);
    expect(mails.filter((mail) => mail.template.name === 'interview_moved')).toHaveLength(1);
    expect(
      (
        await call('POST', '/api/admin/interviews/nobody-here/move', {
          token: adminToken,
          body: { window_id: target.id },
        })
      ).status,
    ).toBe(404);
  });
});

describe('a recruiter and the interviews of their posting', () => {
  it('moves a candidate of theirs, who keeps their panel; sees only theirs in a day, nothing once off the team', async () => {
    const admin = makeAccount({ admin: true });
    await createAccount(admin);
    const adminToken = await idTokenFor(admin);
    const [rita, ivy] = await Promise.all([
      teamMember(adminToken, 'recruiter', 'Rita'),
      teamMember(adminToken, 'interviewer', 'Ivy'),
    ]);
    const teamOf = adminDb.collection(COLLECTIONS.hiringTeams).doc(JOB_SLUGS.marketingAnalyst);
    const before = (await teamOf.get()).data();
    const setRecruiters = (recruiters: string[]) =>
      call('PUT', `/api/admin/jobs/${JOB_SLUGS.marketingAnalyst}/hiring-team`, {
        token: adminToken,
        body: { recruiters, hiring_managers: [], interviewers: [] },
      });
    try {
      expect((await setRecruiters([rita.email])).status).toBe(200);
      const s = await signed();
      const target = (await windowsOf(s)).body.windows.at(-2)!;
      const move = () =>
        call('POST', `/api/admin/interviews/${s.account.uid}/move`, {
          token: rita.token,
          body: { window_id: target.id },
        });
      // The panel the recruiter set stays through a move and the candidate's cancellation.
      const panel = adminDb.collection(COLLECTIONS.interviewPanels).doc(s.account.uid);
      const setPanel = await call('PUT', `/api/admin/applications/${s.account.uid}/interviewers`, {
        token: rita.token,
        body: { interviewers: [ivy.email] },
      });
      expect(setPanel.status).toBe(200);
      const panelSet = (await panel.get()).data();
      expect(panelSet).toMatchObject({ interviewers: [ivy.email] });
      expect(await move()).toMatchObject({ status: 200, body: { interview_window_id: target.id } });
      expect((await panel.get()).data()).toEqual(panelSet);
      const dayOf = async () =>
        (
          await call<InterviewDayResponse>('GET', `/api/admin/interviews/day?day=${target.id.slice(0, 10)}`, {
            token: rita.token,
          })
        ).body.windows.find((window) => window.id === target.id)!;
      const shown = await dayOf();
      expect(shown.booked).toBeGreaterThanOrEqual(1);
      expect(shown.candidates).toContainEqual(expect.objectContaining({ application_id: s.account.uid }));

      // Off the team: the window's count stays, its candidates are not theirs to see, nor to move.
      expect((await setRecruiters([])).status).toBe(200);
      const hidden = await dayOf();
      expect(hidden.booked).toBe(shown.booked);
      expect(hidden.candidates).toEqual([]);
      expect(await move()).toMatchObject({
        status: 403,
        body: { error: "Only an admin or a recruiter of the application's posting may do this" },
      });
      expect((await cancel(s, { reason: 'Travelling' })).status).toBe(200);
      expect((await panel.get()).data()).toEqual(panelSet);
    } finally {
      if (before) await teamOf.set(before);
      else await teamOf.delete();
    }
  });
});

describe('places after the schedule or the status changes', () => {
  const admin = makeAccount({ admin: true });
  const adminCall = async (method: string, path: string, body?: unknown) => {
    if (!(await adminDb.collection(COLLECTIONS.users).doc(admin.uid).get()).exists) await createAccount(admin);
    return call(method, path, { token: await idTokenFor(admin), body });
  };
  const setCapacity = (capacity: number) =>
    adminCall('PUT', '/api/admin/interview-schedule', {
      windows: ['20:00-22:00'],
      capacity,
      blocked_days: [],
      added_windows: [],
    });
  const full = 'This interview time is full. Please choose another time.';

  it('a lowered capacity takes no place beyond it: the windows offered, a move, a booking and a race agree', async () => {
    const [a, b, c] = await Promise.all([signed(), signed(), signed()]);
    const offered = (await windowsOf(a)).body.windows;
    const [lowered, raced] = [offered.at(-7)!, offered.at(-8)!];
    // Booked under 24 places: one candidate each, high in the window.
    await Promise.all([holdPlace(lowered, 17), holdPlace(raced, 9)]);
    // Signing the NDA at 13:00 Manila on a far day books the next evening, which holds one place too.
    const day = farDay(2100 + Math.floor(Math.random() * 50));
    const evening = {
      id: eveningId(day + DAY),
      start: new Date(day + DAY + 12 * HOUR),
      end: new Date(day + DAY + 14 * HOUR),
    };
    await holdPlace({ ...evening, start: evening.start.toISOString(), end: evening.end.toISOString() }, 5);
    const waiting = makeAccount();
    await createApplication(waiting, 'meeting_scheduled', { nda_signed: false });
    try {
      expect((await setCapacity(1)).status).toBe(200);
      expect((await windowsOf(a)).body.windows.map((w) => w.id)).not.toContain(lowered.id);
      expect(await move(a, lowered.id)).toMatchObject({ status: 409, body: { error: full } });
      expect(await bookedIn(lowered.id)).toHaveLength(1);
      const signing = await signNda(
        {
          actor: { uid: waiting.uid, email: waiting.email },
          applicationId: waiting.uid,
          serverIp: null,
          forwardedFor: null,
          userAgent: 'test',
        },
        () => new Date(day + 5 * HOUR),
      );
      expect(signing.ok).toBe(true);
      expect((await storedApplication(waiting.uid)).interview_window_id).toBe(eveningId(day + 2 * DAY));
      expect(await bookedIn(evening.id)).toHaveLength(1);

      // Two places, one held above them: of two candidates moving in at once, one gets the place left.
      expect((await setCapacity(2)).status).toBe(200);
      expect((await windowsOf(b)).body.windows.find((w) => w.id === raced.id)?.places_left).toBe(1);
      const answers = await Promise.all([move(b, raced.id), move(c, raced.id)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(await bookedIn(raced.id)).toHaveLength(2);
    } finally {
      expect((await setCapacity(24)).status).toBe(200);
    }
  });

  it("a decision frees the interview's place; an admin's undo takes one in the same window, or cancels when it is full", async () => {
    const s = await signed();
    const booked = await storedApplication(s.account.uid);
    const windowId = booked.interview_window_id!;
    const status = (to: string) =>
      adminCall('PATCH', `/api/admin/applications/${s.account.uid}/status`, { status: to });
    const dayOf = async () =>
      (await adminCall('GET', `/api/admin/interviews/day?day=${windowId.slice(0, 10)}`)).body as {
        windows: { id: string; candidates: { application_id: string }[] }[];
      };
    const listed = async () =>
      (await dayOf()).windows.flatMap((w) => w.candidates.map((candidate) => candidate.application_id));
    expect(await listed()).toContain(s.account.uid);

    expect((await status('interviewed')).status).toBe(200);
    expect(await bookedIn(windowId)).not.toContain(s.account.uid);
    expect((await adminDb.collection(COLLECTIONS.interviewSeats).doc(booked.interview_seat_id!).get()).exists).toBe(
      false,
    );
    expect(await listed()).not.toContain(s.account.uid);
    expect(await storedApplication(s.account.uid)).toMatchObject({
      interview_seat_id: null,
      interview_window_id: windowId,
    });

    // Undone while the window is ahead: a place in it again.
    expect((await status('meeting_scheduled')).status).toBe(200);
    expect(await bookedIn(windowId)).toContain(s.account.uid);
    expect(await listed()).toContain(s.account.uid);

    // Rejected, then the window fills, then undone: the booking is cancelled, the candidate chooses again.
    expect((await status('rejected_after_interview')).status).toBe(200);
    expect(await bookedIn(windowId)).not.toContain(s.account.uid);
    const seatsLeft = 24 - (await bookedIn(windowId)).length;
    const window = (await dayOf()).windows.find((w) => w.id === windowId)!;
    const taken = new Set(
      (await adminDb.collection(COLLECTIONS.interviewSeats).where('window_id', '==', windowId).get()).docs.map(
        (doc) => (doc.data() as { seat: number }).seat,
      ),
    );
    const free = Array.from({ length: 24 }, (_, seat) => seat).filter((seat) => !taken.has(seat));
    expect(free).toHaveLength(seatsLeft);
    const start = booked.interview_start!.toDate().toISOString();
    const end = new Date(Date.parse(start) + 2 * HOUR).toISOString();
    await Promise.all(free.map((seat) => holdPlace({ id: window.id, start, end }, seat)));
    expect((await status('meeting_scheduled')).status).toBe(200);
    expect(await bookedIn(windowId)).not.toContain(s.account.uid);
    expect(await storedApplication(s.account.uid)).toMatchObject({
      status: 'meeting_scheduled',
      interview_window_id: null,
      interview_start: null,
      interview_cancellation: { by: admin.uid, reason: null },
    });
    expect((await windowsOf(s)).body.current).toBeNull();
  });
});

function plus2h(iso: string): string {
  return new Date(Date.parse(iso) + 2 * HOUR).toISOString();
}
