// Mail that survives faults (docs/features/mail.md): a stand-in SMTP server this file controls
// (tests/support/smtp-stand-in.ts) listens where the emulators' functions send mail, 127.0.0.1:1025,
// so the deployed outbox trigger makes each first attempt as in production, and the sweep runs here
// with its clock moved forward (the scheduled function's handler, sweepOutbox: the emulators run no
// schedule). Down when queued and up two minutes later; a 4xx then a 250; a 550; a delivery killed
// after its claim (before and after the hand-over); a connection cut after the message went; a
// delivery that lost its claim; "Send again" clicked twice at once; the dashboards' counts.
//
// In the quiet group (after the other function tests, one file at a time): the SMTP port must be
// this file's alone (mail.test.ts runs maildev on it). The mails earlier files left retrying (no
// inbox listened to them) are delivered to the stand-in first, so this file's sweeps find only its own.
import { MAIL_STATS_STATES, mailExpiry, pendingDelivery, type OutboxMail } from '@careers/domain/mail';
import { COLLECTIONS } from '@careers/domain/shared';
import { makeAccount, type TestAccount } from '@careers/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../../../tests/support/admin-app';
import { call } from '../../../tests/support/api';
import { auditEntriesWithIds, storedMail } from '../../../tests/support/readers';
import { smtpStandIn } from '../../../tests/support/smtp-stand-in';
import { idTokenFor } from '../../../tests/support/tokens';
import { TRIGGER_WAIT } from '../../../tests/support/triggers';
import { createAccount, createScreeningApplication } from '../../../tests/support/writers';
import { renderPdf } from '../../src/adapters/pdf';
import { smtpSender, type MailSender } from '../../src/adapters/smtp';
import { deliverMail, type DeliveryClock } from '../../src/decisions/mail/delivery';
import { sweepOutbox } from '../../src/decisions/mail/sweep';
import { paced } from '../../../tests/support/pace';

const MINUTE = 60_000;
/** The emulators' SMTP settings (functions/.env.demo-careers): the stand-in. */
const SMTP = { host: '127.0.0.1', port: 1025, secure: false, user: null, password: null, from: 'Test <t@example.com>' };
const sender = () => smtpSender(SMTP);
const tools = () => ({
  links: { siteOrigin: 'http://127.0.0.1:5000', meetingUrl: 'https://meet.google.com/demo-interview' },
  renderPdf,
});
/** The clock `offsetMs` from now (the time the sweep is asked to run at), the jitter in the middle. */
const inFuture = (offsetMs: number): DeliveryClock => ({
  now: () => new Date(Date.now() + offsetMs),
  random: () => 0.5,
});
const sweepAt = (offsetMs: number) => sweepOutbox(sender, tools, inFuture(offsetMs));
/** The drain's sweeps (below): 20 deliveries at a time. */
const DRAIN = { limit: 200, concurrency: 20, budgetMs: paced(120_000) };

const standIn = smtpStandIn();
let adminToken: string;
let candidateToken: string;

const outbox = () => adminDb.collection(COLLECTIONS.mail);
const mailDoc = storedMail;
const unique = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** Waits (TRIGGER_WAIT) until the deployed trigger's attempt left mail `id` in `state`. */
async function deliveryIs(id: string, state: OutboxMail['delivery']['state']) {
  await expect.poll(async () => (await mailDoc(id))?.delivery?.state, TRIGGER_WAIT).toBe(state);
}

/** A candidate with a profile (the verified address mail goes to) and a passed screening application. */
async function candidate(): Promise<TestAccount> {
  const account = makeAccount({ name: 'Lea Reyes' });
  await createAccount(account);
  await createScreeningApplication(account, 'screening_passed');
  return account;
}

/** An interview invitation to `account` as the outbox holds it, its delivery as given (pending: the trigger sends it). */
function invitation(account: TestAccount, delivery: OutboxMail['delivery']): OutboxMail {
  const created = new Date();
  return {
    to: account.email,
    template: { name: 'interview_invitation', data: { name: account.name } },
    user_id: account.uid,
    application_id: account.uid,
    requested_by: 'test-admin',
    created_at: created,
    delivery,
    expire_at: mailExpiry(created),
    resend_of: null,
    resent_as: null,
  };
}

/** Stores `mail` under a new id and answers it. */
async function store(mail: OutboxMail): Promise<string> {
  const id = `mail-fault-${unique()}`;
  await outbox().doc(id).set(mail);
  return id;
}

/** A delivery claimed `minutesAgo` whose 3-minute lease ran out: its function died (after the hand-over, when `handedOver`). */
function deadDelivery(minutesAgo: number, handedOver: boolean): OutboxMail['delivery'] {
  const started = new Date(Date.now() - minutesAgo * MINUTE);
  const lease = new Date(started.getTime() + 3 * MINUTE);
  return {
    ...pendingDelivery(started),
    state: 'processing',
    attempts: 1,
    start_time: started,
    lease_expire_time: lease,
    due_time: lease,
    handover_time: handedOver ? new Date(started.getTime() + 1000) : null,
  };
}

beforeAll(async () => {
  await standIn.start();
  // What earlier files left on its way is delivered now, to the stand-in (two days on: everything
  // due), in larger sweeps than the scheduled one's (MAIL_SWEEP): some 250 mails.
  let drained = 0;
  const started = Date.now();
  for (let run = 0; run < 200; run += 1) {
    const report = await sweepOutbox(sender, tools, inFuture(2 * 24 * 60 * MINUTE), DRAIN);
    drained += report.due;
    if (report.due === 0) break;
  }
  console.log(`Delivered ${drained} mails earlier files left on their way, in ${Date.now() - started} ms`);
  const admin = makeAccount({ admin: true });
  await createAccount(admin);
  adminToken = await idTokenFor(admin);
  const someone = makeAccount();
  await createAccount(someone);
  candidateToken = await idTokenFor(someone);
}, paced(600_000));

afterAll(async () => {
  await standIn.stop();
});

describe('a mail server that is down for a while', () => {
  it(
    'down when the invitation is queued, up two minutes later: the mail arrives once',
    async () => {
      const account = await candidate();
      await standIn.stop();
      let mailId: string;
      try {
        const answer = await call<{ mail_id: string }>(
          'POST',
          `/api/admin/fullstack-screening/applications/${account.uid}/send-interview-email`,
          { token: adminToken, body: {} },
        );
        expect(answer.status).toBe(200);
        mailId = answer.body.mail_id;
        await deliveryIs(mailId, 'retrying');
      } finally {
        await standIn.start();
      }
      const first = (await mailDoc(mailId))!.delivery;
      expect(first).toMatchObject({ state: 'retrying', attempts: 1, info: null, lease_expire_time: null });
      expect(first.history).toHaveLength(1);
      expect(first.history[0]).toMatchObject({ number: 1, outcome: 'transient', code: null });
      expect(first.history[0]!.answer).toContain('ECONNREFUSED');
      // The first retry waits between 30 s and a minute.
      const wait = first.due_time!.getTime() - first.history[0]!.ended_at.getTime();
      expect(wait).toBeGreaterThanOrEqual(30_000);
      expect(wait).toBeLessThanOrEqual(60_000);

      // Not due yet: a sweep now leaves it alone.
      await sweepAt(0);
      expect((await mailDoc(mailId))!.delivery.attempts).toBe(1);
      // Two minutes on, the server is back: delivered, once.
      await sweepAt(2 * MINUTE);
      const sent = (await mailDoc(mailId))!.delivery;
      expect(sent).toMatchObject({ state: 'sent', attempts: 2, due_time: null, error: null });
      expect(sent.history.map(({ outcome }) => outcome)).toEqual(['transient', 'sent']);
      expect(standIn.messagesTo(account.email)).toHaveLength(1);
      expect(standIn.messagesTo(account.email)[0]!.raw).toContain('Hi Lea,');
      await sweepAt(24 * 60 * MINUTE);
      expect(standIn.messagesTo(account.email)).toHaveLength(1);
    },
    paced(180_000),
  );

  it(
    'a 4xx, then a 250: one mail, two attempts recorded with their answers',
    async () => {
      const account = await candidate();
      standIn.answer(account.email, [{ code: 451, text: '4.7.1 Greylisted, please try again later' }]);
      const id = await store(invitation(account, pendingDelivery(new Date())));
      await deliveryIs(id, 'retrying');
      expect(standIn.messagesTo(account.email)).toHaveLength(0);
      await sweepAt(2 * MINUTE);
      const delivery = (await mailDoc(id))!.delivery;
      expect(delivery).toMatchObject({ state: 'sent', attempts: 2 });
      expect(delivery.history.map(({ number, outcome, code }) => [number, outcome, code])).toEqual([
        [1, 'transient', 451],
        [2, 'sent', 250],
      ]);
      expect(delivery.history[0]!.answer).toContain('451 4.7.1 Greylisted, please try again later');
      expect(standIn.recipientAsked(account.email)).toBe(2);
      expect(standIn.messagesTo(account.email)).toHaveLength(1);
    },
    paced(180_000),
  );

  it(
    'a 550: error at once with the answer, one attempt, never tried again',
    async () => {
      const account = await candidate();
      standIn.answer(account.email, [{ code: 550, text: '5.1.1 Mailbox does not exist' }]);
      const id = await store(invitation(account, pendingDelivery(new Date())));
      await deliveryIs(id, 'error');
      const delivery = (await mailDoc(id))!.delivery;
      expect(delivery).toMatchObject({ state: 'error', attempts: 1, due_time: null, info: null });
      expect(delivery.error).toContain('550 5.1.1 Mailbox does not exist');
      expect(delivery.history.map(({ outcome, code }) => [outcome, code])).toEqual([['permanent', 550]]);
      await sweepAt(2 * 24 * 60 * MINUTE);
      expect((await mailDoc(id))!.delivery.attempts).toBe(1);
      expect(standIn.recipientAsked(account.email)).toBe(1);
      expect(standIn.messagesTo(account.email)).toHaveLength(0);
    },
    paced(180_000),
  );
});

describe('a delivery that dies halfway', () => {
  it(
    'killed after its claim, before the hand-over: sent once by the sweep after the lease',
    async () => {
      const account = await candidate();
      // Stored `processing` (its delivery's claim): the deployed trigger's event leaves it alone.
      const id = await store(invitation(account, deadDelivery(4, false)));
      await sweepAt(0);
      const delivery = (await mailDoc(id))!.delivery;
      expect(delivery).toMatchObject({ state: 'sent', attempts: 2 });
      expect(delivery.history.map(({ outcome }) => outcome)).toEqual(['interrupted', 'sent']);
      await sweepAt(60 * MINUTE);
      expect(standIn.messagesTo(account.email)).toHaveLength(1);
    },
    paced(180_000),
  );

  it(
    'killed after the hand-over: error, saying it may have been delivered; never sent again by itself',
    async () => {
      const account = await candidate();
      const id = await store(invitation(account, deadDelivery(4, true)));
      await sweepAt(0);
      const delivery = (await mailDoc(id))!.delivery;
      expect(delivery).toMatchObject({ state: 'error', attempts: 1, due_time: null });
      expect(delivery.history.map(({ outcome }) => outcome)).toEqual(['unknown']);
      expect(delivery.error).toContain('it may have been delivered');
      await sweepAt(24 * 60 * MINUTE);
      expect((await mailDoc(id))!.delivery.attempts).toBe(1);
      expect(standIn.recipientAsked(account.email)).toBe(0);
    },
    paced(180_000),
  );

  it(
    'a connection cut after the whole message went and before the answer: unknown, not sent again',
    async () => {
      const account = await candidate();
      standIn.hangUpAfterData(account.email);
      const id = await store(invitation(account, pendingDelivery(new Date())));
      await deliveryIs(id, 'error');
      const delivery = (await mailDoc(id))!.delivery;
      expect(delivery.history.map(({ outcome, code }) => [outcome, code])).toEqual([['unknown', null]]);
      expect(delivery.error).toContain('it may have been delivered');
      expect(standIn.cutAfterData(account.email)).toBe(1);
      await sweepAt(24 * 60 * MINUTE);
      expect(standIn.cutAfterData(account.email)).toBe(1);
      expect(standIn.recipientAsked(account.email)).toBe(1);
    },
    paced(180_000),
  );

  it(
    'a delivery whose claim was taken over after its lease never hands its message over',
    async () => {
      const account = await candidate();
      // Due for a retry now: the deployed trigger's event (not pending) leaves it alone.
      const due = { ...pendingDelivery(new Date()), state: 'retrying' as const, attempts: 0, due_time: new Date(0) };
      const id = await store(invitation(account, due));
      // The first delivery claims it now and stalls before it talks to the server...
      let resume!: () => void;
      const stalled = new Promise<void>((resolve) => (resume = resolve));
      let claimed!: () => void;
      const hasClaimed = new Promise<void>((resolve) => (claimed = resolve));
      const stallingSender = (): MailSender => ({
        send: async (mail, handover) => {
          claimed();
          await stalled;
          return sender().send(mail, handover);
        },
      });
      const first = deliverMail(id, stallingSender, tools, inFuture(0));
      await hasClaimed;
      // ... past its lease, when the sweep takes the mail over and delivers it.
      await sweepAt(4 * MINUTE);
      expect((await mailDoc(id))!.delivery).toMatchObject({ state: 'sent', attempts: 2 });
      resume();
      expect(await first).toBe('claimed_elsewhere');
      const delivery = (await mailDoc(id))!.delivery;
      expect(delivery.history.map(({ number, outcome }) => [number, outcome])).toEqual([
        [1, 'interrupted'],
        [2, 'sent'],
      ]);
      // The first delivery reached DATA, then stopped before the message: the server took one mail.
      expect(standIn.recipientAsked(account.email)).toBe(2);
      expect(standIn.messagesTo(account.email)).toHaveLength(1);
    },
    paced(180_000),
  );
});

describe('POST /api/admin/mails/:id/resend ("Send again")', () => {
  const resend = (id: string, token = adminToken) =>
    call<Record<string, unknown>>('POST', `/api/admin/mails/${id}/resend`, { token, body: {} });

  /** A mail the server refused for good (550), stored as its delivery left it. */
  async function failedMail(account: TestAccount): Promise<string> {
    const started = new Date(Date.now() - MINUTE);
    const failed: OutboxMail['delivery'] = {
      ...pendingDelivery(started),
      state: 'error',
      attempts: 1,
      start_time: started,
      end_time: started,
      due_time: null,
      error: '550 5.1.1 Mailbox unavailable',
      history: [
        {
          number: 1,
          started_at: started,
          ended_at: started,
          outcome: 'permanent',
          code: 550,
          answer: '550 5.1.1 Mailbox unavailable',
        },
      ],
    };
    return store(invitation(account, failed));
  }

  it(
    'clicked twice at once: one new delivery, one mail, audited once; the failed mail says so',
    async () => {
      const account = await candidate();
      const failedId = await failedMail(account);
      const answers = await Promise.all([resend(failedId), resend(failedId)]);
      expect(answers.map(({ status }) => status).sort()).toEqual([200, 409]);
      const refused = answers.find(({ status }) => status === 409)!;
      expect(refused.body).toEqual({ error: 'This mail was already sent again' });
      const accepted = answers.find(({ status }) => status === 200)!.body as { mail: { id: string; to: string } };
      const newId = accepted.mail.id;
      expect(newId).toBe(`interview_invitation-${failedId}-again`);
      expect(accepted.mail.to).toBe(account.email);
      await deliveryIs(newId, 'sent');
      expect(standIn.messagesTo(account.email)).toHaveLength(1);

      expect(await mailDoc(failedId)).toMatchObject({ resent_as: newId, delivery: { state: 'error', attempts: 1 } });
      expect(await mailDoc(newId)).toMatchObject({
        resend_of: failedId,
        resent_as: null,
        template: { name: 'interview_invitation', data: { name: 'Lea Reyes' } },
        user_id: account.uid,
        application_id: account.uid,
      });
      const audit = (await auditEntriesWithIds(account.uid)).filter((entry) => entry.action === 'mail_resent');
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        target: { collection: 'users', id: account.uid },
        from: 'error',
        to: 'pending',
        detail: `mail/${failedId} sent again as mail/${newId}`,
      });
      // A third click, later: refused too, nothing more sent.
      expect((await resend(failedId)).status).toBe(409);
      expect((await outbox().where('resend_of', '==', failedId).get()).size).toBe(1);
    },
    paced(180_000),
  );

  it(
    'refuses a mail that did not fail (409), an unknown one (404), a candidate (403), no sign-in (401)',
    async () => {
      const account = await candidate();
      const id = await store(invitation(account, pendingDelivery(new Date())));
      await deliveryIs(id, 'sent');
      expect(await resend(id)).toMatchObject({
        status: 409,
        body: { error: 'Only a failed mail can be sent again: this one is Sent' },
      });
      expect(await resend(`no-such-mail-${unique()}`)).toMatchObject({
        status: 404,
        body: { error: 'Mail not found' },
      });
      const failedId = await failedMail(account);
      expect((await resend(failedId, candidateToken)).status).toBe(403);
      expect((await call('POST', `/api/admin/mails/${failedId}/resend`, { body: {} })).status).toBe(401);
      expect(
        (
          await call('POST', `/api/admin/mails/${failedId}/resend`, {
            token: adminToken,
            body: { to: 'x@example.com' },
          })
        ).status,
      ).toBe(400);
      expect(await mailDoc(failedId)).toMatchObject({ resent_as: null });
      expect(standIn.messagesTo(account.email)).toHaveLength(1);
    },
    paced(180_000),
  );
});

describe('GET /api/admin/mails/stats', () => {
  /** The counts read directly: mails in each count's states (failed ones not sent again). */
  async function storedCounts() {
    const count = async (states: readonly string[], unresolved: boolean) => {
      const all = await outbox()
        .where('delivery.state', 'in', [...states])
        .get();
      return all.docs.filter((doc) => !unresolved || doc.get('resent_as') === null).length;
    };
    return {
      waiting: await count(MAIL_STATS_STATES.waiting, false),
      retrying: await count(MAIL_STATS_STATES.retrying, false),
      failed: await count(MAIL_STATS_STATES.failed, true),
    };
  }

  it(
    'counts the mails waiting, retrying and failed (not sent again), for admins only',
    async () => {
      const account = await candidate();
      const before = await call<{ stats: Record<string, number> }>('GET', '/api/admin/mails/stats', {
        token: adminToken,
      });
      expect(before.status).toBe(200);
      expect(before.body.stats).toEqual(await storedCounts());
      const retrying = {
        ...pendingDelivery(new Date()),
        state: 'retrying' as const,
        attempts: 1,
        due_time: new Date(Date.now() + 60 * MINUTE),
      };
      await store(invitation(account, retrying));
      await store(invitation(account, { ...retrying, state: 'error', due_time: null }));
      const after = await call<{ stats: Record<string, number> }>('GET', '/api/admin/mails/stats', {
        token: adminToken,
      });
      expect(after.body.stats).toEqual({
        waiting: before.body.stats.waiting,
        retrying: before.body.stats.retrying! + 1,
        failed: before.body.stats.failed! + 1,
      });
      expect((await call('GET', '/api/admin/mails/stats', { token: candidateToken })).status).toBe(403);
      expect((await call('GET', '/api/admin/mails/stats')).status).toBe(401);
    },
    paced(180_000),
  );
});
