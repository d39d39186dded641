// The candidate's data rights against the emulators (docs/features/data-rights.md): the export
// holds every collection's data of the caller and nothing of another person; the erase leaves no
// document with the person's uid, email or name but the kept evidence (a signed or decided offer,
// pseudonymised), the tallies still equal the collections' counts, two erases at once end as one
// does, and the Auth onDelete trigger and `npm run erase` run the same erase.
// The export and `POST /api/me/erase` here; what they share is in support/data-rights.ts.
import { offerIdFor } from '@careers/domain/offers';
import { EXPORT_FORMAT, ME_API } from '@careers/domain/privacy';
import { COLLECTIONS } from '@careers/domain/shared';
import { makeAccount } from '@careers/domain/testing';
import { describe, expect, it } from 'vitest';
import { adminAuth, adminDb } from '../../tests/support/admin-app';
import { API_BASE, call } from '../../tests/support/api';
import { pdfText } from '../../tests/support/pdf-text';
import { idTokenFor } from '../../tests/support/tokens';
import { createAccount } from '../../tests/support/writers';
import { checkHiredOffers } from '../src/decisions/offers/repair';
import { ADMIN, seedPerson, needlesOf, expectErased, exportOf } from './support/data-rights';

describe('GET /api/me/export', () => {
  it("holds every collection's data of the caller, their signing certificate, and nothing of another person", async () => {
    const [a, b] = await Promise.all([seedPerson('accepted'), seedPerson('one_signed')]);
    const { response, files, data, text } = await exportOf(a.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="careers-data-export-\d{4}-\d\d-\d\d\.zip"$/,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const { uid, email, name } = a.account;
    expect(data).toMatchObject({
      format: EXPORT_FORMAT,
      account: { uid, email, email_verified: true, providers: ['google.com'] },
      user: { uid, email, name, mailPreferences: { updates: false } },
      admin_role: null,
      team_member: null,
      recruiting_application: { id: uid, user_id: uid, email, name, status: 'hired' },
      screening_application: { id: uid, user_id: uid, user_email: email, fs_status: 'screening_passed' },
      screening_draft: { section: 2, version: 1 },
      screening_status: { status: 'screening_passed' },
      certificates: [{ offer_id: offerIdFor(uid), file: `certificates/${offerIdFor(uid)}.pdf` }],
    });
    expect(data!.recruiting_application).not.toHaveProperty('search');
    expect(data!.assessments.length).toBeGreaterThan(0);
    expect(data!.assessments[0]).toMatchObject({ run_id: 'run-0001', requested_by_hiring_team: false });
    expect(data!.offers.map((offer) => [offer.id, offer.status, offer.user_id])).toEqual([
      [offerIdFor(uid), 'accepted', uid],
    ]);
    expect(data!.mails.map((mail) => mail.id).sort()).toEqual([...a.mailIds].sort());
    expect(data!.mails[0]).not.toHaveProperty('requested_by');
    expect(data!.audit_entries.map((entry) => entry.id).sort()).toEqual([...a.auditIds].sort());
    expect(data!.audit_entries.map((entry) => [entry.action, entry.by]).sort()).toEqual([
      ['nda_signed', 'you'],
      ['offer_accepted', 'you'],
      ['screening_status_changed', 'hiring_team'],
    ]);
    expect(data!.tally_entries.map((entry) => entry.id).sort()).toEqual([`recruiting-${uid}`, `screening-${uid}`]);
    expect(data!.rate_limits.map((window) => window.key)).toContain(`reads:uid:${uid}`);
    expect(pdfText(files[`certificates/${offerIdFor(uid)}.pdf`]!)).toContain(`Signed by (typed name): ${name}`);
    expect(Object.keys(files).sort()).toEqual(['certificates/' + offerIdFor(uid) + '.pdf', 'data.json']);

    // Nothing of the other candidate, nor who the admin is.
    for (const needle of [...needlesOf(b.account), ADMIN.uid, ADMIN.email])
      expect(text.toLowerCase()).not.toContain(needle);
    const other = await exportOf(b.token);
    expect(other.data!.offers.map((offer) => offer.id)).toEqual([offerIdFor(b.account.uid)]);
    for (const needle of needlesOf(a.account)) expect(other.text.toLowerCase()).not.toContain(needle);
  });

  it('gives an admin their role without the uid of the admin who granted it', async () => {
    const admin = makeAccount({ admin: true });
    await createAccount(admin);
    await adminDb.collection(COLLECTIONS.adminRoles).doc(admin.uid).update({ updated_by: ADMIN.uid });
    const { data, text } = await exportOf(await idTokenFor(admin));
    expect(data!.admin_role).toMatchObject({ uid: admin.uid, active: true });
    expect(data!.admin_role).not.toHaveProperty('updated_by');
    expect(text).not.toContain(ADMIN.uid);
  });

  it('gives a team member the role granted to their address, without who granted it', async () => {
    const member = makeAccount({ teamRole: 'interviewer' });
    await createAccount(member);
    await adminDb
      .collection(COLLECTIONS.teamMembers)
      .doc(member.email)
      .set({
        email: member.email,
        role: 'interviewer',
        uid: member.uid,
        granted_by: ADMIN.uid,
        updated_at: new Date('2026-11-01T09:00:00Z'),
        revision: 'r1',
      });
    const { data, text } = await exportOf(await idTokenFor(member));
    expect(data!.team_member).toEqual({
      email: member.email,
      role: 'interviewer',
      updated_at: '2026-11-01T09:00:00.000Z',
    });
    expect(text).not.toContain(ADMIN.uid);
  });

  it('answers 401 without a sign-in', async () => {
    expect((await call('GET', ME_API.export)).status).toBe(401);
  });
});

describe('POST /api/me/erase', () => {
  it('refuses a confirmation that is not the email (400, nothing changed), then erases all but the evidence', async () => {
    const [a, b] = await Promise.all([seedPerson('accepted'), seedPerson('accepted')]);
    const wrong = await call('POST', ME_API.erase, { token: a.token, body: { confirmation: b.account.email } });
    expect(wrong).toMatchObject({ status: 400, body: { error: 'The confirmation does not match your email address' } });
    expect((await call('POST', ME_API.erase, { token: a.token, body: {} })).status).toBe(400);
    expect((await adminDb.collection(COLLECTIONS.users).doc(a.account.uid).get()).exists).toBe(true);
    expect((await adminAuth.getUser(a.account.uid)).uid).toBe(a.account.uid);

    const erased = await call('POST', ME_API.erase, {
      token: a.token,
      body: { confirmation: ` ${a.account.email.toUpperCase()} ` },
    });
    expect(erased).toMatchObject({
      status: 200,
      body: { erased: true, message: 'Your account and data were deleted' },
    });

    const {
      pseudonym,
      kept: [kept],
    } = await expectErased(a.account, [a.application.id], 'self_service', a.phone);
    // The evidence: the accepted offer, its typed names, times and hashes, under the pseudonym.
    expect(kept).toMatchObject({
      id: offerIdFor(pseudonym),
      user_id: pseudonym,
      status: 'accepted',
      candidate: { name: 'Erased candidate', email: '' },
      decision: { decision: 'accepted', signer_uid: pseudonym, signer_email: null },
    });
    expect(Object.values(kept!.signatures).map((s) => [s.signed_name, s.document_sha256])).toEqual(
      Object.values(a.offer.signatures).map((s) => [a.account.name, s.document_sha256]),
    );
    // The signed NDA's evidence, kept without the person.
    const nda = (await adminDb.collection(COLLECTIONS.retainedEvidence).doc(pseudonym).get()).data();
    expect(nda?.nda_signature).toMatchObject({
      nda_sha256: a.application.nda_signature!.nda_sha256,
      nda_version: a.application.nda_signature!.nda_version,
    });
    expect(nda).not.toHaveProperty('nda_signature.client_claimed_ip');
    // The audit log keeps what happened, with the pseudonym; the admin who acted stays.
    const audit = await Promise.all(
      a.auditIds.map(async (id) => (await adminDb.collection(COLLECTIONS.auditLog).doc(id).get()).data()),
    );
    expect(audit.map((entry) => [entry?.actor_uid, entry?.target.id])).toEqual([
      [pseudonym, pseudonym],
      [pseudonym, offerIdFor(pseudonym)],
      [ADMIN.uid, pseudonym],
    ]);
    expect(audit[2]?.detail).toBe(`Spoke with ${pseudonym} (${pseudonym})`);
    // The admin screens read the kept offer without the person, and its certificate renders.
    const admin = makeAccount({ admin: true });
    await createAccount(admin);
    const adminToken = await idTokenFor(admin);
    const listed = await call<{ offers: { id: string; users: { name: string; email: string } }[] }>(
      'GET',
      '/api/admin/offers',
      { token: adminToken },
    );
    expect(listed.body.offers.find((o) => o.id === offerIdFor(pseudonym))?.users).toEqual({
      name: 'Erased candidate',
      email: '',
    });
    const certificate = await fetch(`${API_BASE}/api/offers/${offerIdFor(pseudonym)}/certificate`, {
      headers: { Authorization: `Bearer ${adminToken}` },
    });
    expect(certificate.status).toBe(200);
    const certificateText = pdfText(new Uint8Array(await certificate.arrayBuffer()));
    expect(certificateText).toContain(`Signed-in account: erased (uid ${pseudonym})`);
    expect(certificateText).not.toContain(a.account.email);
    // `npm run offers` looks at hired applications: the erased one is gone, nothing to repair.
    const findings = await checkHiredOffers();
    expect(findings.filter((f) => [a.account.uid, pseudonym].includes(f.applicationId))).toEqual([]);
    // The token no longer opens anything: the account is gone.
    expect((await call('GET', ME_API.export, { token: a.token })).status).toBe(401);

    // The other candidate keeps everything.
    const other = await exportOf(b.token);
    expect(other.data).toMatchObject({
      user: { uid: b.account.uid },
      recruiting_application: { id: b.account.uid },
      screening_application: { id: b.account.uid },
    });
    expect(other.data!.mails).toHaveLength(2);
    expect(other.data!.audit_entries).toHaveLength(3);
  });

  it('answers 401 without a sign-in', async () => {
    expect((await call('POST', ME_API.erase, { body: { confirmation: 'x@example.com' } })).status).toBe(401);
  });
});
