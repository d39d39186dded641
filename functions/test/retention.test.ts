// The backfill of the TTL fields (npm run retention): documents written before screeningDrafts and
// mail carried `expire_at` get the expiry their writers give now, and nothing else changes. The
// emulator has no TTL deletion: what the policies then do is checked after deploying
// (docs/security.md, "Retention (TTL)").
import { pendingDelivery } from '@careers/domain/mail';
import { COLLECTIONS } from '@careers/domain/shared';
import { makeScreeningDraft, makeScreeningForm } from '@careers/domain/testing';
import type { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../../tests/support/admin-app';
import { backfillExpiries, missingExpiries } from '../src/decisions/retention/expiries';

const unique = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
const expiryOf = async (collection: string, id: string) =>
  ((await adminDb.collection(collection).doc(id).get()).get('expire_at') as Timestamp | undefined)?.toDate();

describe('npm run retention', () => {
  it('gives an old draft and an old mail their expiry (90 and 180 days), once, and leaves the others alone', async () => {
    const [oldDraft, newDraft, oldMail] = [
      `retention-old-${unique()}`,
      `retention-new-${unique()}`,
      `mail-${unique()}`,
    ];
    const { expire_at: _unset, ...before } = makeScreeningDraft(
      makeScreeningForm(),
      2,
      new Date('2026-01-01T00:00:00Z'),
    );
    await adminDb.collection(COLLECTIONS.screeningDrafts).doc(oldDraft).set(before);
    const current = makeScreeningDraft(makeScreeningForm(), 3, new Date('2026-05-01T00:00:00Z'));
    await adminDb.collection(COLLECTIONS.screeningDrafts).doc(newDraft).set(current);
    await adminDb
      .collection(COLLECTIONS.mail)
      .doc(oldMail)
      .set({
        to: `old-${unique()}@example.com`,
        template: { name: 'interview_invitation', data: { name: 'Lea' } },
        user_id: null,
        application_id: null,
        requested_by: 'test',
        created_at: new Date('2026-02-01T12:00:00Z'),
        delivery: { ...pendingDelivery(new Date()), state: 'sent' },
      });

    const missing = await missingExpiries();
    expect(missing.screeningDrafts.map((doc) => doc.id)).toContain(oldDraft);
    expect(missing.screeningDrafts.map((doc) => doc.id)).not.toContain(newDraft);
    expect(missing.mail).toContainEqual({ id: oldMail, from: new Date('2026-02-01T12:00:00Z') });

    // Only this test's documents: other files run at the same time.
    const ours = {
      screeningDrafts: missing.screeningDrafts.filter((doc) => doc.id === oldDraft),
      mail: missing.mail.filter((doc) => doc.id === oldMail),
    };
    expect(await backfillExpiries(ours)).toEqual({ screeningDrafts: 1, mail: 1 });
    expect(await expiryOf(COLLECTIONS.screeningDrafts, oldDraft)).toEqual(new Date('2026-04-01T00:00:00Z'));
    expect(await expiryOf(COLLECTIONS.mail, oldMail)).toEqual(new Date('2026-07-31T12:00:00Z'));
    expect(await expiryOf(COLLECTIONS.screeningDrafts, newDraft)).toEqual(current.expire_at);

    // Run again: nothing left to set, nothing changed.
    expect(await backfillExpiries(ours)).toEqual({ screeningDrafts: 0, mail: 0 });
    const after = await missingExpiries();
    expect(after.screeningDrafts.map((doc) => doc.id)).not.toContain(oldDraft);
    expect(after.mail.map((doc) => doc.id)).not.toContain(oldMail);
  });
});
