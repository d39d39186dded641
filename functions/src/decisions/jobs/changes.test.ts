import { makeJob } from '@careers/domain/testing';
import { describe, expect, it } from 'vitest';
import { decideJobUpdate } from './changes';

const admin = { uid: 'ada-admin', email: 'ada@example.com' };
const now = new Date('2026-06-01T12:00:00Z');
const ahead = new Date('2026-09-01T00:00:00Z');
const open = () => makeJob({ isActive: true, published: true, validThrough: ahead, flow: 'recruiting' });

describe('decideJobUpdate', () => {
  it('refuses no posting as not found', () => {
    expect(decideJobUpdate(undefined, { isActive: false }, 0, admin, now)).toEqual({
      ok: false,
      reason: 'not_found',
      message: 'Position not found',
    });
  });

  it('changes the flow only while nobody applied (sending the same flow is no change)', () => {
    const job = open();
    expect(decideJobUpdate(job, { flow: 'screening' }, 0, admin, now)).toMatchObject({
      ok: true,
      value: { job: { flow: 'screening' } },
    });
    expect(decideJobUpdate(job, { flow: 'screening' }, 1, admin, now)).toEqual({
      ok: false,
      reason: 'conflict',
      message: 'The application flow cannot change once candidates have applied',
    });
    expect(decideJobUpdate(job, { flow: 'recruiting', title: 'New' }, 3, admin, now).ok).toBe(true);
  });

  it('opens only with a validThrough ahead of now', () => {
    const expired = { ...open(), isActive: false, validThrough: new Date('2026-06-01T11:00:00Z') };
    expect(decideJobUpdate(expired, { isActive: true }, 0, admin, now)).toEqual({
      ok: false,
      reason: 'conflict',
      message: 'A position past its validThrough cannot be opened: set a later validThrough',
    });
    expect(decideJobUpdate(expired, { isActive: true, validThrough: ahead }, 0, admin, now)).toMatchObject({
      ok: true,
      value: { job: { isActive: true, validThrough: ahead } },
    });
  });

  it('publishes a draft at its first opening (datePosted is then) and audits each kind of change', () => {
    const draft = { ...open(), isActive: false, published: false, postedAt: new Date('2026-05-01T00:00:00Z') };
    const opened = decideJobUpdate(draft, { isActive: true }, 0, admin, now);
    expect(opened).toMatchObject({
      ok: true,
      value: {
        job: { isActive: true, published: true, postedAt: now, updatedAt: now },
        audit: { action: 'job_opened', from: 'draft', to: 'open', detail: 'isActive', actor_uid: 'ada-admin' },
      },
    });
    expect(decideJobUpdate(open(), { isActive: false }, 0, admin, now)).toMatchObject({
      value: { audit: { action: 'job_closed', from: 'open', to: 'closed' } },
    });
    expect(decideJobUpdate(open(), { description: 'New text', title: 'New title' }, 0, admin, now)).toMatchObject({
      value: { audit: { action: 'job_updated', from: 'open', to: 'open', detail: 'title, description' } },
    });
    // A published posting's postedAt never moves.
    const reopened = decideJobUpdate({ ...open(), isActive: false }, { isActive: true }, 0, admin, now);
    expect(reopened.ok && reopened.value.job.postedAt).not.toEqual(now);
  });
});
