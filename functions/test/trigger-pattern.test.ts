// The trigger pattern's guards against the Firestore emulator: a handler built the way every
// trigger is (claim the work, create derived documents once) does its work once when the same
// event is delivered three times in a row and twice at once.
import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../../tests/support/admin-app';
import { changeOf, deliverRepeatedly } from '../../tests/support/deliver';
import { claimState, createOnce } from '../src/stores/once';
import type { DocumentChange } from '../src/decisions/document-change';

interface Request {
  state: 'requested' | 'processing' | 'done';
  runs: number;
}

const requests = adminDb.collection('triggerPatternRequests');
const results = adminDb.collection('triggerPatternResults');
const unique = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** A handler shaped like every trigger's: nothing to do unless requested; claim; create once; finish. */
async function handleRequest(change: DocumentChange<Request>): Promise<void> {
  if (change.after?.state !== 'requested') return;
  const ref = requests.doc(change.id) as DocumentReference<Request>;
  if (!(await claimState(ref, 'state', ['requested'], 'processing'))) return;
  await createOnce(results.doc(`result-${change.id}`), { for: change.id });
  await ref.update({ state: 'done', runs: FieldValue.increment(1) });
}

describe('the trigger pattern', () => {
  it('does the work once for an event delivered three times in a row and twice at once', async () => {
    const id = unique();
    await requests.doc(id).set({ state: 'requested', runs: 0 });
    const change = changeOf<Request>(id, { state: 'requested', runs: 0 });
    await deliverRepeatedly(handleRequest, change);
    expect((await requests.doc(id).get()).data()).toEqual({ state: 'done', runs: 1 });
    expect((await results.where('for', '==', id).get()).size).toBe(1);
  });

  it('createOnce creates a deterministic document once among concurrent runs', async () => {
    const ref = results.doc(`once-${unique()}`);
    const created = await Promise.all([1, 2, 3, 4, 5].map((n) => createOnce(ref, { n })));
    expect(created.filter(Boolean)).toHaveLength(1);
    expect((await ref.get()).data()?.n).toBe(created.indexOf(true) + 1);
  });

  it('claimState refuses a document that is not in a claimable state', async () => {
    const ref = requests.doc(unique()) as DocumentReference<Request>;
    await ref.set({ state: 'done', runs: 1 });
    expect(await claimState(ref, 'state', ['requested'], 'processing')).toBeNull();
    expect((await ref.get()).data()?.state).toBe('done');
    expect(
      await claimState(requests.doc(unique()) as DocumentReference<Request>, 'state', ['requested'], 'processing'),
    ).toBeNull();
  });
});
