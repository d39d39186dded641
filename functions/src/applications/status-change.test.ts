import { ADMIN_RECRUITING_STATUSES, APPLICATION_ERRORS, canTransition } from '@careers/domain';
import { makeApplication } from '@careers/domain/testing';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import { decideStatusChange } from './status-change';

const account = { uid: 'u1', name: 'Maria Santos', email: 'maria@example.com' };
const admin = { uid: 'admin-1', email: 'admin@example.com' };
const now = new Date('2026-03-05T10:00:00Z');

describe('decideStatusChange', () => {
  it('moves the status, stamps updated_at and writes who, when, from and to', () => {
    const application = makeApplication(account, 'meeting_scheduled');
    expect(decideStatusChange(application, 'interviewed', admin, now)).toEqual({
      update: { status: 'interviewed', updated_at: now },
      audit: {
        action: 'application_status_changed',
        actor_uid: 'admin-1',
        actor_email: 'admin@example.com',
        target: { collection: 'applications', id: 'u1' },
        from: 'meeting_scheduled',
        to: 'interviewed',
        at: now,
      },
      application: { ...application, status: 'interviewed', updated_at: now },
    });
  });

  it('follows the domain transitions for every pair of admin statuses', () => {
    for (const from of ADMIN_RECRUITING_STATUSES) {
      for (const to of ADMIN_RECRUITING_STATUSES) {
        const attempt = () => decideStatusChange(makeApplication(account, from), to, admin, now);
        if (canTransition(from, to)) expect(attempt().update.status).toBe(to);
        else expect(attempt, `${from} -> ${to}`).toThrow(APPLICATION_ERRORS.transitionRefused(from, to));
      }
    }
  });

  it('refuses with 409, naming both statuses by their labels', () => {
    const refuse = () => decideStatusChange(makeApplication(account, 'criteria_failed'), 'hired', admin, now);
    expect(refuse).toThrow(HttpError);
    expect(refuse).toThrow(
      expect.objectContaining({ status: 409, message: 'Cannot change status from Criteria Failed to Hired' }),
    );
  });

  it('refuses to move an application out of a status admins do not manage', () => {
    expect(() => decideStatusChange(makeApplication(account, 'pending_nda'), 'interviewed', admin, now)).toThrow(
      expect.objectContaining({
        status: 409,
        message: APPLICATION_ERRORS.transitionRefused('pending_nda', 'interviewed'),
      }),
    );
  });

  it('answers 404 without an application', () => {
    expect(() => decideStatusChange(undefined, 'hired', admin, now)).toThrow(
      expect.objectContaining({ status: 404, message: APPLICATION_ERRORS.notFound }),
    );
  });
});
