// Mail at each step, against the emulators: every change a candidate hears about queues exactly one
// mail in the outbox, whether the call is made three times in a row and twice at once or the
// trigger's event is delivered so; each mail renders with the right content and attachment (the
// delivery's own code: templates and attachments); a non-essential mail is not queued to a
// candidate who turned them off; the message history and the admin's view. (The inbox itself, with
// maildev, is mail.test.ts's.)
import { type OutboxMail, type OutboxMailSummary } from '@careers/domain/mail';
import { offerIdFor, OFFER_DOCUMENTS } from '@careers/domain/offers';
import { type RecruitingApplication } from '@careers/domain/recruiting';
import { type ScreeningApplication } from '@careers/domain/screening';
import { COLLECTIONS, documentText } from '@careers/domain/shared';
import { makeAccount, makeApplicationSubmission, makeScreeningForm, type TestAccount } from '@careers/domain/testing';
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { adminDb } from '../../tests/support/admin-app';
import { call } from '../../tests/support/api';
import { changeOf, deliverRepeatedly } from '../../tests/support/deliver';
import { pdfText } from '../../tests/support/pdf-text';
import { idTokenFor } from '../../tests/support/tokens';
import { createAccount, createApplication, createOffer, createScreeningApplication } from '../../tests/support/writers';
import { builtinAssessor } from '../src/adapters/screening/assessors';
import { assessScreeningOnWrite } from '../src/decisions/screening/assessment';
import { renderPdf } from '../src/adapters/pdf';
import { attachmentsFor } from '../src/decisions/mail/attachments';
import { renderOutboxMail } from '../src/decisions/mail/templates';
import { prepareMailsIn, type CandidateMail } from '../src/decisions/mail/queue';
import { createOfferOnHire } from '../src/decisions/offers/on-hire';
import { inTransaction } from '../src/stores/firestore';
import { TRIGGER_WAIT } from '../../tests/support/triggers';
import { paced } from '../../tests/support/pace';

const LINKS = { siteOrigin: 'http://127.0.0.1:5000', meetingUrl: 'https://meet.google.com/demo-interview' };

/** Every outbox mail to `uid`, as stored, with its id. */
async function mailsOf(uid: string): Promise<(OutboxMail & { id: string })[]> {
  const snapshot = await adminDb.collection(COLLECTIONS.mail).where('user_id', '==', uid).get();
  return snapshot.docs.map((doc) => ({ ...(doc.data() as OutboxMail), id: doc.id }));
}

/** The templates of the mails to `uid`, sorted. */
const templatesOf = async (uid: string) => (await mailsOf(uid)).map((mail) => mail.template.name).sort();

/** The one mail of `template` to `uid` (fails on none or more than one). */
async function theMail(uid: string, template: OutboxMail['template']['name']) {
  const found = (await mailsOf(uid)).filter((mail) => mail.template.name === template);
  expect(found, `${template} mails`).toHaveLength(1);
  return found[0]!;
}

/** The mail rendered and its attachments made, as the outbox trigger does at delivery. */
async function delivered(mail: OutboxMail) {
  const rendered = renderOutboxMail(mail, LINKS);
  const attachments = await attachmentsFor(mail, renderPdf, LINKS);
  if (!rendered || !attachments.ok) throw new Error(`could not deliver ${mail.template.name}`);
  return { ...rendered, attachments: attachments.attachments };
}

/** Makes the same call three times in a row and twice at once; answers the status codes. */
async function callRepeatedly(make: () => Promise<{ status: number }>): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 3; i += 1) statuses.push((await make()).status);
  statuses.push(...(await Promise.all([make(), make()])).map((answer) => answer.status));
  return statuses;
}

/** Waits (TRIGGER_WAIT: the triggers queue behind every other test's at the emulator) until `check` holds. */
const eventually = (check: () => Promise<void>) => vi.waitFor(check, TRIGGER_WAIT);

/** The time a test that waits on a deployed trigger may take. */
const TRIGGER_TEST = paced(60_000);

let adminToken: string;

beforeAll(async () => {
  const admin = makeAccount({ admin: true });
  await createAccount(admin);
  adminToken = await idTokenFor(admin);
});

/** A signed-in candidate with their users/{uid} document. */
async function candidate(overrides: Partial<TestAccount> = {}) {
  const account = makeAccount({ name: 'Maria Clara Santos', ...overrides });
  await createAccount(account);
  return { account, token: await idTokenFor(account) };
}

const submit = (account: TestAccount, token: string, failed = false) =>
  call('POST', '/api/submit-application', {
    token,
    body: makeApplicationSubmission({
      name: account.name,
      email: account.email,
      ...(failed ? { linkedin_verified: false } : {}),
    }),
  });

describe('a recruiting application', () => {
  it('submitted: one application-received and one criteria-result mail, however often the call is made', async () => {
    const { account, token } = await candidate();
    expect((await callRepeatedly(() => submit(account, token))).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await templatesOf(account.uid)).toEqual(['application_received', 'criteria_result']);

    const received = await delivered(await theMail(account.uid, 'application_received'));
    expect(received.subject).toBe('We received your application: Marketing Analyst (Recruiting)');
    expect(received.text.startsWith('Hi Maria,\n\n')).toBe(true);
    const result = await delivered(await theMail(account.uid, 'criteria_result'));
    expect(result.subject).toBe('You meet our criteria: Marketing Analyst (Recruiting)');
    expect(result.text).toContain('Sign the NDA: http://127.0.0.1:5000/application');
    expect(result.attachments).toEqual([]);
  });

  it("goes to the address of the candidate's sign-in, not to one typed in the form", async () => {
    const { account, token } = await candidate();
    const typed = { ...account, email: 'a-stranger@example.org' };
    expect((await submit(typed, token)).status).toBe(200);
    const mail = await theMail(account.uid, 'application_received');
    expect(mail.to).toBe(account.email);
  });

  it('failing the criteria: the result says why', async () => {
    const { account, token } = await candidate();
    expect((await submit(account, token, true)).status).toBe(200);
    const result = await delivered(await theMail(account.uid, 'criteria_result'));
    expect(result.subject).toBe('About your application: Marketing Analyst (Recruiting)');
    expect(result.text).toContain('- LinkedIn profile is not verified');
    expect(result.html).toContain('<li>LinkedIn profile is not verified</li>');
  });

  it('NDA signed: one copy of the NDA (PDF) and one interview-scheduled mail with its .ics and Google Calendar link', async () => {
    const { account, token } = await candidate();
    await createApplication(account, 'meeting_scheduled', { nda_signed: false });
    const sign = () => call('POST', '/api/sign-nda', { token, body: { application_id: account.uid } });
    expect(await callRepeatedly(sign)).toEqual([200, 200, 200, 200, 200]);
    expect(await templatesOf(account.uid)).toEqual(['interview_scheduled', 'nda_signed']);

    const stored = (await adminDb.collection(COLLECTIONS.recruitingApplications).doc(account.uid).get()).data()!;
    const start = stored.interview_start.toDate() as Date;

    const copy = await delivered(await theMail(account.uid, 'nda_signed'));
    expect(copy.subject).toBe('Your signed NDA with ApplyPilot');
    expect(copy.attachments).toHaveLength(1);
    expect(copy.attachments[0]).toMatchObject({ filename: 'signed-nda.pdf', contentType: 'application/pdf' });
    const text = pdfText(copy.attachments[0]!.content as Uint8Array);
    expect(text).toContain('Non-Disclosure Agreement (version 2023-09)');
    expect(text).toContain(`Signed by: Maria Clara Santos (${account.email})`);

    const interview = await delivered(await theMail(account.uid, 'interview_scheduled'));
    expect(interview.subject).toMatch(
      /^Your interview is scheduled: \w+day, \w+ \d+, \d{4}, 8:00 PM - 10:00 PM \(Philippines Time\)$/,
    );
    expect(interview.text).toContain('https://calendar.google.com/calendar/render?action=TEMPLATE');
    expect(interview.text).toContain('Video meeting: https://meet.google.com/demo-interview');
    expect(interview.attachments).toHaveLength(1);
    expect(interview.attachments[0]).toMatchObject({ filename: 'applypilot-interview.ics' });
    const ics = interview.attachments[0]!.content as string;
    const utc = start.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toMatch(new RegExp(`^DTSTART:${utc}\\r?$`, 'm'));
    expect(ics).toContain('LOCATION:https://meet.google.com/demo-interview');
  });

  it('interviewed, then rejected: one decision mail; moved back and decided again, another', async () => {
    const { account } = await candidate();
    await createApplication(account, 'interviewed');
    const move = (status: string) =>
      call('PATCH', `/api/admin/applications/${account.uid}/status`, { token: adminToken, body: { status } });
    expect((await callRepeatedly(() => move('rejected_after_interview'))).sort()).toEqual([200, 409, 409, 409, 409]);
    const decision = await delivered(await theMail(account.uid, 'interview_decision'));
    expect(decision.subject).toBe('About your interview: Marketing Analyst (Recruiting)');
    expect(decision.text).toContain('we have decided not to move forward');
  });

  it(
    'hired: the decision mail, then one offer-ready mail however often the hire event comes',
    async () => {
      const { account } = await candidate();
      const before = await createApplication(account, 'interviewed');
      const hire = () =>
        call('PATCH', `/api/admin/applications/${account.uid}/status`, {
          token: adminToken,
          body: { status: 'hired' },
        });
      expect((await callRepeatedly(hire)).sort()).toEqual([200, 409, 409, 409, 409]);
      const after = (await adminDb.collection(COLLECTIONS.recruitingApplications).doc(account.uid).get()).data();
      await deliverRepeatedly(createOfferOnHire, {
        id: account.uid,
        eventId: `hire-${account.uid}`,
        before,
        after: after as RecruitingApplication,
      });
      await eventually(async () =>
        expect(await templatesOf(account.uid)).toEqual(['interview_decision', 'offer_ready']),
      );
      const decision = await delivered(await theMail(account.uid, 'interview_decision'));
      expect(decision.subject).toBe('Good news about your interview: Marketing Analyst (Recruiting)');
      const ready = await delivered(await theMail(account.uid, 'offer_ready'));
      expect(ready.subject).toBe('Your job offer is ready to sign: Marketing Analyst (Recruiting)');
      expect(ready.text).toContain(`Review your offer: http://127.0.0.1:5000/job-offers/${offerIdFor(account.uid)}`);
      // The trigger's settled: no other mail came after.
      expect(await templatesOf(account.uid)).toEqual(['interview_decision', 'offer_ready']);
    },
    TRIGGER_TEST,
  );
});

/** The SHA-256 of a document's current text (node:crypto, not the code under test). */
const shown = (docType: keyof typeof OFFER_DOCUMENTS) => ({
  document_version: OFFER_DOCUMENTS[docType].version,
  document_sha256: createHash('sha256').update(documentText(OFFER_DOCUMENTS[docType])).digest('hex'),
});

describe('a job offer', () => {
  /** A hired candidate with an offer at `stage` (the deployed hire trigger finds it made). */
  async function offerAt(stage: Parameters<typeof createOffer>[1]) {
    const { account, token } = await candidate();
    const application = await createApplication(account, 'hired');
    const offer = await createOffer(application, stage);
    return { account, token, offer };
  }

  it('accepted: one mail with the signing certificate attached', async () => {
    const { account, token, offer } = await offerAt('all_signed');
    const accept = () => call('POST', `/api/offers/${offer.id}/accept`, { token, body: {} });
    expect((await callRepeatedly(accept)).sort()).toEqual([200, 409, 409, 409, 409]);
    const accepted = await delivered(await theMail(account.uid, 'offer_accepted'));
    expect(accepted.subject).toBe('Welcome aboard: you accepted the Marketing Analyst (Recruiting) offer');
    expect(accepted.text).toContain('Start date: ');
    expect(accepted.attachments).toHaveLength(1);
    expect(accepted.attachments[0]).toMatchObject({
      filename: `signing-certificate-${offer.id}.pdf`,
      contentType: 'application/pdf',
    });
    const certificate = pdfText(accepted.attachments[0]!.content as Uint8Array);
    expect(certificate).toContain('Decision: Accepted');
    expect(certificate).toContain(shown('employment_agreement').document_sha256);
  });

  it('declined: one mail', async () => {
    const { account, token, offer } = await offerAt('one_signed');
    const reject = () => call('POST', `/api/offers/${offer.id}/reject`, { token, body: { reason: 'Not for me' } });
    expect((await callRepeatedly(reject)).sort()).toEqual([200, 409, 409, 409, 409]);
    const declined = await delivered(await theMail(account.uid, 'offer_declined'));
    expect(declined.subject).toBe('You declined the Marketing Analyst (Recruiting) offer');
    expect(await templatesOf(account.uid)).toEqual(['offer_declined']);
  });

  it('withdrawn by an admin: one mail', async () => {
    const { account, offer } = await offerAt('one_signed');
    const withdraw = () =>
      call('POST', `/api/admin/offers/${offer.id}/withdraw`, { token: adminToken, body: { reason: 'Role closed' } });
    expect((await callRepeatedly(withdraw)).sort()).toEqual([200, 409, 409, 409, 409]);
    const withdrawn = await delivered(await theMail(account.uid, 'offer_withdrawn'));
    expect(withdrawn.subject).toBe('Your job offer was withdrawn: Marketing Analyst (Recruiting)');
    expect(withdrawn.text).not.toContain('Role closed');
  });

  it('withdrawn by moving the hire off the team: one mail (and no interview decision)', async () => {
    const { account, offer } = await offerAt('pending');
    const move = () =>
      call('PATCH', `/api/admin/applications/${account.uid}/status`, {
        token: adminToken,
        body: { status: 'interviewed' },
      });
    expect((await callRepeatedly(move)).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await templatesOf(account.uid)).toEqual(['offer_withdrawn']);
    expect((await theMail(account.uid, 'offer_withdrawn')).id).toBe(`offer_withdrawn-${offer.id}-v1`);
  });
});

describe('a screening application', () => {
  it(
    'submitted: one received mail; assessed by the trigger: one result mail',
    async () => {
      const { account, token } = await candidate();
      const send = () => call('POST', '/api/fullstack-screening/submit', { token, body: { ...makeScreeningForm() } });
      expect((await callRepeatedly(send)).sort()).toEqual([200, 409, 409, 409, 409]);
      const received = await delivered(await theMail(account.uid, 'screening_received'));
      expect(received.subject).toBe('We received your screening application: Full-Stack Engineer Intern');
      await eventually(async () =>
        expect(await templatesOf(account.uid)).toEqual(['screening_received', 'screening_result']),
      );
      const result = await delivered(await theMail(account.uid, 'screening_result'));
      expect(result.subject).toMatch(/^(You passed our screening|Your screening result): Full-Stack Engineer Intern$/);
    },
    TRIGGER_TEST,
  );
});

describe('the assessment trigger', () => {
  it(
    'sends one result mail for an event delivered three times in a row and twice at once',
    async () => {
      // A candidate who submitted has their profile (the submission makes it): mail goes to its address.
      const { account } = await candidate();
      // Stored as the submission stores it; the deployed trigger sees this write too.
      const { application } = await createScreeningApplication(account, 'submitted');
      await deliverRepeatedly(
        (event) => assessScreeningOnWrite(event, () => builtinAssessor()),
        changeOf<ScreeningApplication>(account.uid, application),
      );
      await eventually(async () => expect(await templatesOf(account.uid)).toEqual(['screening_result']));
      const result = await delivered(await theMail(account.uid, 'screening_result'));
      expect(result.subject).toBe('You passed our screening: Full-Stack Engineer Intern');
      expect(result.text.startsWith('Hi Maria,')).toBe(true);
    },
    TRIGGER_TEST,
  );
});

describe("an admin's screening decision", () => {
  it('a review decided as failed sends one result mail, however often the call is made', async () => {
    const { account } = await candidate();
    // needs_review: the deployed assessment trigger leaves it alone.
    await createScreeningApplication(account, 'needs_review');
    const decide = () =>
      call('PATCH', `/api/admin/fullstack-screening/applications/${account.uid}/status`, {
        token: adminToken,
        body: { status: 'screening_failed', notes: '' },
      });
    const statuses = await callRepeatedly(decide);
    expect(statuses[0]).toBe(200);
    expect(await templatesOf(account.uid)).toEqual(['screening_result']);
    const result = await delivered(await theMail(account.uid, 'screening_result'));
    expect(result.subject).toBe('Your screening result: Full-Stack Engineer Intern');
    expect(result.text).toContain('it did not pass our assessment this time');
  });
});

describe('the deterministic id', () => {
  it('queues one mail for one event queued three times in a row and twice at once', async () => {
    const { account } = await candidate();
    const mail: CandidateMail = {
      template: 'offer_withdrawn',
      data: { name: account.name, position_title: 'Marketing Analyst (Recruiting)', offer_id: offerIdFor(account.uid) },
      userId: account.uid,
      applicationId: account.uid,
      subjectId: offerIdFor(account.uid),
      key: 'v1',
      requestedBy: 'test',
      now: new Date(),
    };
    const queue = () => inTransaction(async (tx) => (await prepareMailsIn(tx, [mail]))());
    await deliverRepeatedly(queue, undefined);
    expect((await mailsOf(account.uid)).map((stored) => stored.id)).toEqual([
      `offer_withdrawn-${offerIdFor(account.uid)}-v1`,
    ]);
  });
});

describe('the preference', () => {
  it('turned off: no non-essential mail is queued, the essential ones are', async () => {
    const { account, token } = await candidate();
    const off = await call('PUT', '/api/me/mail-preferences', { token, body: { updates: false } });
    expect(off).toMatchObject({ status: 200, body: { preferences: { updates: false } } });
    expect((await adminDb.collection(COLLECTIONS.users).doc(account.uid).get()).data()?.mailPreferences).toEqual({
      updates: false,
    });
    expect((await submit(account, token)).status).toBe(200);
    expect(await templatesOf(account.uid)).toEqual([]);
    expect((await call('POST', '/api/sign-nda', { token, body: { application_id: account.uid } })).status).toBe(200);
    expect(await templatesOf(account.uid)).toEqual(['interview_scheduled', 'nda_signed']);
  });

  it('refuses a body that is not a boolean, and a caller without a sign-in', async () => {
    const { token } = await candidate();
    const bad = await call('PUT', '/api/me/mail-preferences', { token, body: { updates: 'no' } });
    expect(bad).toMatchObject({ status: 400, body: { error: 'updates must be true or false' } });
    expect((await call('PUT', '/api/me/mail-preferences', { body: { updates: true } })).status).toBe(401);
  });
});

describe('the message history', () => {
  it("answers the caller's own mails, newest first, with their delivery state; the admin sees them by application", async () => {
    const { account, token } = await candidate();
    const other = await candidate();
    await createApplication(account, 'meeting_scheduled', { nda_signed: false });
    expect((await submit(other.account, other.token)).status).toBe(200);
    const signed = await call('POST', '/api/sign-nda', { token, body: { application_id: account.uid } });
    expect(signed.status).toBe(200);
    // One more mail, queued a minute before the others (an earlier step's).
    const { id: _copied, ...copy } = await theMail(account.uid, 'nda_signed');
    await adminDb
      .collection(COLLECTIONS.mail)
      .doc(`old-${account.uid}`)
      .set({ ...copy, created_at: new Date(Date.now() - 60_000) });

    const mine = await call<{ mails: OutboxMailSummary[] }>('GET', '/api/me/mails', { token });
    expect(mine.status).toBe(200);
    const ids = mine.body.mails.map((mail) => mail.id);
    expect(ids).toHaveLength(3);
    expect(ids.at(-1)).toBe(`old-${account.uid}`);
    expect(mine.body.mails.every((mail) => mail.to === account.email)).toBe(true);
    expect(mine.body.mails.map((mail) => mail.label).sort()).toEqual([
      'Interview scheduled',
      'NDA signed (your copy)',
      'NDA signed (your copy)',
    ]);
    expect(['pending', 'processing', 'retrying', 'sent', 'error']).toContain(mine.body.mails[0]!.delivery.state);
    // Nothing of who caused a mail or of the SMTP server's answers reaches the candidate.
    expect(Object.keys(mine.body.mails[0]!).sort()).toEqual([
      'created_at',
      'delivery',
      'id',
      'label',
      'template',
      'to',
    ]);
    expect(Object.keys(mine.body.mails[0]!.delivery)).toEqual(['state']);

    const admin = await call<{ mails: OutboxMailSummary[] }>('GET', `/api/admin/applications/${account.uid}/mails`, {
      token: adminToken,
    });
    expect(admin.status).toBe(200);
    expect(admin.body.mails.map((mail) => mail.id)).toEqual(ids);
    expect(admin.body.mails[0]).toMatchObject({
      requested_by: account.uid,
      delivery: { attempts: expect.any(Number) },
    });
    expect((await call('GET', `/api/admin/applications/${account.uid}/mails`, { token })).status).toBe(403);
    expect((await call('GET', '/api/admin/applications/nobody-here/mails', { token: adminToken })).status).toBe(404);
  });
});
