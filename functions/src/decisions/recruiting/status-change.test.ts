import { ADMIN_RECRUITING_STATUSES, RECRUITING_STATUS_LABELS } from '@careers/domain';
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

  it('is not found without an application', () => {
    expect(decideStatusChange(undefined, 'hired', admin, now)).toEqual(notFound('Application not found'));
  });
});
