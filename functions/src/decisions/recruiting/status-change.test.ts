import { ADMIN_RECRUITING_STATUSES, RECRUITING_STATUS_LABELS } from '@careers/domain/recruiting';
import { makeApplication, makeOffer } from '@careers/domain/testing';
import { describe, expect, it } from 'vitest';
import { conflict, notFound } from '../../outcome';
import { decideStatusChange } from './status-change';

const account = { uid: 'u1', name: 'Maria Santos', email: 'maria@example.com' };
const admin = { uid: 'admin-1', email: 'admin@example.com' };
const now = new Date('2026-03-05T10:00:00Z');

describe('decideStatusChange', () => {
  it('moves the status, stamps updated_at and writes who, when, from and to', () => {
    const application = makeApplication(account, 'meeting_scheduled');
    expect(decideStatusChange(application, 'interviewed', admin, now)).toEqual({
      ok: true,
      value: {
        update: { status: 'interviewed', updated_at: now },
        audit: {
          action: 'application_status_changed',
          actor_uid: 'admin-1',
          actor_email: 'admin@example.com',
          target: { collection: 'recruitingApplications', id: 'u1' },
          from: 'meeting_scheduled',
          to: 'interviewed',
          at: now,
        },
        application: { ...application, status: 'interviewed', updated_at: now },
        offer: null,
      },
    });
  });

  it('sets any status an admin works with but the current one, for every pair', () => {
    for (const from of ADMIN_RECRUITING_STATUSES) {
      for (const to of ADMIN_RECRUITING_STATUSES) {
        const outcome = decideStatusChange(makeApplication(account, from), to, admin, now);
        if (from !== to) expect(outcome.ok && outcome.value.update.status, `${from} -> ${to}`).toBe(to);
        else
          expect(outcome, `${from} -> ${to}`).toEqual(
            conflict(`The application is already ${RECRUITING_STATUS_LABELS[from]}`),
          );
      }
    }
  });

  it('refuses the current status as a conflict, naming it by its label', () => {
    expect(decideStatusChange(makeApplication(account, 'hired'), 'hired', admin, now)).toEqual(
      conflict('The application is already Hired'),
    );
  });

  it('overrides beyond the interview moves: a criteria failure can be moved on', () => {
    const outcome = decideStatusChange(makeApplication(account, 'criteria_failed'), 'meeting_scheduled', admin, now);
    expect(outcome.ok && outcome.value.audit).toMatchObject({ from: 'criteria_failed', to: 'meeting_scheduled' });
  });

  it('withdraws an open offer with a move off hired, audited by the admin', () => {
    const application = makeApplication(account, 'hired');
    const offer = makeOffer(application, 'one_signed');
    const outcome = decideStatusChange(application, 'interviewed', admin, now, { offer });
    expect(outcome.ok && outcome.value.offer).toEqual({
      update: { status: 'withdrawn', withdrawal: { at: now, cause: 'unhired', from: 'in_progress' }, updated_at: now },
      audit: {
        action: 'offer_withdrawn',
        actor_uid: 'admin-1',
        actor_email: 'admin@example.com',
        target: { collection: 'offers', id: 'offer-u1' },
        from: 'in_progress',
        to: 'withdrawn',
        at: now,
        detail: 'The application moved from Hired to Interviewed',
      },
      summary: { id: 'offer-u1', from: 'in_progress', to: 'withdrawn' },
    });
  });

  it('refuses to withdraw an accepted offer unconfirmed, naming the move', () => {
    const application = makeApplication(account, 'hired');
    const offer = makeOffer(application, 'accepted');
    expect(decideStatusChange(application, 'rejected_after_interview', admin, now, { offer })).toEqual(
      conflict(
        'This candidate has accepted their offer. Moving them to Rejected withdraws the accepted offer: confirm it to go on',
      ),
    );
    const confirmed = decideStatusChange(application, 'rejected_after_interview', admin, now, {
      offer,
      confirmOfferWithdrawal: true,
    });
    expect(confirmed.ok && confirmed.value.offer?.audit.detail).toBe(
      'Confirmed: the accepted offer withdrawn. The application moved from Hired to Rejected',
    );
  });

  it('is not found without an application', () => {
    expect(decideStatusChange(undefined, 'hired', admin, now)).toEqual(notFound('Application not found'));
  });
});
