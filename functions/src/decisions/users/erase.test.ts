import { offerIdFor } from '@careers/domain/offers';
import { auditEntry } from '@careers/domain/shared';
import { makeAccount, makeApplication, makeOffer } from '@careers/domain/testing';
import { describe, expect, it } from 'vitest';
import { offerErasure, pseudonymisedAuditEntry, retainedNdaEvidence, withoutPerson, type ErasedPerson } from './erase';

const account = makeAccount({ uid: 'u1', email: 'ana.reyes@example.com', name: 'Ana Reyes' });
const application = makeApplication(account, 'hired');
const person: ErasedPerson = {
  uid: 'u1',
  pseudonym: 'erased-000000000000000000000001',
  emails: ['ana.reyes@example.com'],
  accountEmails: ['ana.reyes@example.com'],
  names: ['Ana Reyes'],
  phones: ['+639171234567'],
  staff: false,
  applicantKey: null,
};
const now = new Date('2026-05-01T00:00:00Z');

describe('offerErasure', () => {
  it('deletes an offer nothing was signed or decided on', () => {
    expect(offerErasure(makeOffer(application, 'pending'), person.pseudonym, now)).toEqual({ kind: 'delete' });
  });

  it('keeps an accepted offer under the pseudonym: the typed names, times, hashes and addresses stay, the person goes', () => {
    const offer = makeOffer(application, 'accepted');
    const erasure = offerErasure(offer, person.pseudonym, now);
    if (erasure.kind !== 'keep') throw new Error('kept expected');
    const kept = erasure.offer;
    expect(kept.id).toBe(offerIdFor(person.pseudonym));
    expect(kept.user_id).toBe(person.pseudonym);
    expect(kept.application_id).toBe(person.pseudonym);
    expect(kept.status).toBe('accepted');
    expect(kept.candidate).toEqual({
      name: 'Erased candidate',
      email: '',
      country: '',
      phone_number: '',
      linkedin_profile: '',
    });
    for (const [docType, signature] of Object.entries(kept.signatures)) {
      const before = offer.signatures[docType as keyof typeof offer.signatures]!;
      expect(signature).toEqual({ ...before, signer_uid: person.pseudonym, signer_email: null });
    }
    expect(kept.decision).toEqual({
      ...offer.decision,
      signer_uid: person.pseudonym,
      signer_email: null,
      reason: null,
    });
    expect(kept.erased_at).toEqual(now);
    const fiveYearsOn = new Date(offer.decision!.at);
    fiveYearsOn.setUTCFullYear(fiveYearsOn.getUTCFullYear() + 5);
    expect(kept.expire_at).toEqual(fiveYearsOn);
    // Nothing of the person but the typed names (the signatures themselves).
    const text = JSON.stringify({ ...kept, signatures: {} });
    for (const needle of [
      'u1"',
      'ana.reyes@example.com',
      'Ana Reyes',
      application.phone_number,
      application.linkedin_profile,
    ]) {
      expect(text).not.toContain(needle);
    }
  });

  it('withdraws an offer still open that holds a signature (cause erased), and removes a rejection reason', () => {
    const open = offerErasure(makeOffer(application, 'one_signed'), person.pseudonym, now);
    expect(open.kind === 'keep' && open.offer.status).toBe('withdrawn');
    expect(open.kind === 'keep' && open.offer.withdrawal).toEqual({ at: now, cause: 'erased', from: 'in_progress' });
    const rejected = offerErasure(makeOffer(application, 'rejected'), person.pseudonym, now);
    expect(rejected.kind === 'keep' && rejected.offer.decision?.reason).toBeNull();
  });
});

describe('pseudonymisedAuditEntry', () => {
  const at = new Date('2026-04-01T00:00:00Z');

  it("replaces the person as actor (uid, email) and as target, and drops their own action's detail", () => {
    const rejected = auditEntry({
      action: 'offer_rejected',
      actor: { uid: 'u1', email: 'Ana.Reyes@example.com' },
      target: { collection: 'offers', id: 'offer-u1' },
      from: 'in_progress',
      to: 'rejected',
      at,
      detail: 'I accepted another offer.',
    });
    expect(pseudonymisedAuditEntry(rejected, person)).toEqual({
      ...rejected,
      actor_uid: person.pseudonym,
      actor_email: null,
      target: { collection: 'offers', id: offerIdFor(person.pseudonym) },
      detail: null,
    });
  });

  it("keeps the admin who acted, and replaces the person's name and email in the admin's notes", () => {
    const moved = auditEntry({
      action: 'screening_status_changed',
      actor: { uid: 'admin-1', email: 'admin@example.com' },
      target: { collection: 'screeningApplications', id: 'u1' },
      from: 'screening_passed',
      to: 'shortlisted',
      at,
      detail: 'ana reyes (ana.reyes@example.com) is strong',
    });
    expect(pseudonymisedAuditEntry(moved, person)).toEqual({
      ...moved,
      target: { collection: 'screeningApplications', id: person.pseudonym },
      detail: `${person.pseudonym} (${person.pseudonym}) is strong`,
    });
  });

  it("leaves a recruiter's entries alone when the candidate typed the recruiter's address on an application", () => {
    const typed: ErasedPerson = { ...person, emails: [...person.emails, 'recruiter@applypilot.example'] };
    const note = auditEntry({
      action: 'screening_status_changed',
      actor: { uid: 'admin-1', email: 'recruiter@applypilot.example' },
      target: { collection: 'screeningApplications', id: 'someone-else' },
      from: 'screening_passed',
      to: 'shortlisted',
      at,
      detail: 'strong candidate',
    });
    expect(pseudonymisedAuditEntry(note, typed)).toBeNull();
  });

  it("keeps a staff member's action on another candidate as it is, actor included; their own records lose them", () => {
    const admin: ErasedPerson = {
      ...person,
      uid: 'admin-1',
      emails: ['lea@applypilot.example'],
      accountEmails: ['lea@applypilot.example'],
      names: ['Lea Cruz'],
      staff: true,
    };
    const note = auditEntry({
      action: 'offer_withdrawn',
      actor: { uid: 'admin-1', email: 'lea@applypilot.example' },
      target: { collection: 'offers', id: 'offer-someone-else' },
      from: 'pending',
      to: 'withdrawn',
      at,
      detail: 'Role closed; Lea Cruz to follow up',
    });
    expect(pseudonymisedAuditEntry(note, admin)).toBeNull();
    // An admin who also applied: a change to their own application is about them.
    const own = auditEntry({
      action: 'application_status_changed',
      actor: { uid: 'admin-2', email: 'boss@applypilot.example' },
      target: { collection: 'recruitingApplications', id: 'admin-1' },
      from: 'interviewed',
      to: 'rejected',
      at,
    });
    expect(pseudonymisedAuditEntry(own, admin)).toMatchObject({
      target: { collection: 'recruitingApplications', id: person.pseudonym },
    });
  });

  it("takes a candidate's name out of an admin's note on someone else", () => {
    const note = auditEntry({
      action: 'screening_status_changed',
      actor: { uid: 'admin-1', email: 'lea@applypilot.example' },
      target: { collection: 'screeningApplications', id: 'someone-else' },
      from: 'screening_passed',
      to: 'shortlisted',
      at,
      detail: 'Referred by Ana Reyes',
    });
    expect(pseudonymisedAuditEntry(note, person)).toEqual({ ...note, detail: `Referred by ${person.pseudonym}` });
  });

  it('answers null for an entry already pseudonymised (a second erase changes nothing)', () => {
    const entry = auditEntry({
      action: 'nda_signed',
      actor: { uid: 'u1', email: 'ana.reyes@example.com' },
      target: { collection: 'recruitingApplications', id: 'u1' },
      from: 'meeting_scheduled',
      to: 'meeting_scheduled',
      at,
    });
    const once = pseudonymisedAuditEntry(entry, person)!;
    expect(once.actor_uid).toBe(person.pseudonym);
    expect(pseudonymisedAuditEntry(once, person)).toBeNull();
  });
});

describe('withoutPerson', () => {
  it('replaces whole words only, and no name shorter than three letters', () => {
    const dan: ErasedPerson = { ...person, uid: 'uid-dan-0001', emails: [], accountEmails: [], names: ['Dan', 'e'] };
    expect(withoutPerson('Danger: Dan said the plan is done', dan)).toBe(
      `Danger: ${person.pseudonym} said the plan is done`,
    );
  });

  it('never matches inside a pseudonym it has put in', () => {
    const erased: ErasedPerson = { ...person, names: ['erased', 'Ana Reyes'] };
    expect(withoutPerson('Ana Reyes', erased)).toBe(person.pseudonym);
  });

  it("keeps each application's offer apart: another posting's under its own pseudonymised id", () => {
    const other = makeApplication(account, 'hired', { job_slug: 'data-analyst' });
    const erasure = offerErasure(makeOffer(other, 'rejected'), person.pseudonym, now);
    if (erasure.kind !== 'keep') throw new Error('kept expected');
    expect([erasure.offer.id, erasure.offer.application_id]).toEqual([
      `offer-${person.pseudonym}__data-analyst`,
      `${person.pseudonym}__data-analyst`,
    ]);
  });

  it('replaces the uid inside the ids made of it, and the phone number', () => {
    expect(withoutPerson('u1__data-analyst, offer-u1__data-analyst; call +639171234567', person)).toBe(
      `${person.pseudonym}__data-analyst, offer-${person.pseudonym}__data-analyst; call ${person.pseudonym}`,
    );
    // Another uid that merely starts or ends like theirs is someone else's.
    expect(withoutPerson('u10__x, au1', person)).toBe('u10__x, au1');
  });

  it('replaces the email before the name inside it, in any case', () => {
    expect(withoutPerson('Mail ANA.REYES@example.com, uid u1', { ...person, names: ['ana.reyes'] })).toBe(
      `Mail ${person.pseudonym}, uid ${person.pseudonym}`,
    );
  });
});

describe('retainedNdaEvidence', () => {
  it("keeps a signed NDA's evidence under the pseudonym, without the browser's claimed address, five years after signing", () => {
    const signature = application.nda_signature!;
    const kept = retainedNdaEvidence(application, person.pseudonym, now);
    const fiveYearsOn = new Date(signature.signed_at);
    fiveYearsOn.setUTCFullYear(fiveYearsOn.getUTCFullYear() + 5);
    const { client_claimed_ip: _claimed, ...evidence } = signature;
    expect(kept).toEqual({
      pseudonym: person.pseudonym,
      application_id: person.pseudonym,
      job_slug: 'marketing-analyst-recruiting',
      nda_signature: evidence,
      erased_at: now,
      expire_at: fiveYearsOn,
    });
    expect(JSON.stringify(kept)).not.toMatch(/u1"|ana.reyes/i);
  });

  it('keeps nothing when no NDA was signed', () => {
    expect(retainedNdaEvidence({ ...application, nda_signature: null }, person.pseudonym, now)).toBeNull();
  });

  it("keeps another posting's NDA under that application's own pseudonymised id", () => {
    const other = makeApplication(account, 'hired', { job_slug: 'data-analyst' });
    expect(retainedNdaEvidence(other, person.pseudonym, now)).toMatchObject({
      pseudonym: person.pseudonym,
      application_id: `${person.pseudonym}__data-analyst`,
      job_slug: 'data-analyst',
    });
  });
});
