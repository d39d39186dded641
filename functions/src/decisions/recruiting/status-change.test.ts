import { ADMIN_RECRUITING_STATUSES, APPLICATION_ERRORS, canTransition } from '@careers/domain';
import { makeApplication } from '@careers/domain/testing';
import { describe, expect, it } from 'vitest';
import { conflict, notFound } from '../outcome';
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
      },
    });
  });

  it('follows the domain transitions for every pair of admin statuses', () => {
    for (const from of ADMIN_RECRUITING_STATUSES) {
      for (const to of ADMIN_RECRUITING_STATUSES) {
        const outcome = decideStatusChange(makeApplication(account, from), to, admin, now);
        if (canTransition(from, to)) expect(outcome.ok && outcome.value.update.status).toBe(to);
        else expect(outcome, `${from} -> ${to}`).toEqual(conflict(APPLICATION_ERRORS.transitionRefused(from, to)));
      }
    }
  });

  it('refuses as a conflict, naming both statuses by their labels', () => {
    expect(decideStatusChange(makeApplication(account, 'criteria_failed'), 'hired', admin, now)).toEqual(
      conflict('Cannot change status from Criteria Failed to Hired'),
    );
  });

  it('refuses to move an application out of a status admins do not manage', () => {
    expect(decideStatusChange(makeApplication(account, 'pending_nda'), 'interviewed', admin, now)).toEqual(
      conflict('Cannot change status from NDA Pending to Interviewed'),
    );
  });

  it('is not found without an application', () => {
    expect(decideStatusChange(undefined, 'hired', admin, now)).toEqual(notFound('Application not found'));
  });
});
