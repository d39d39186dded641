// The one document a client writes: the candidate's screening draft, through the full Firestore SDK
// (stamped with the server's time). Loaded with the first save, so the SDK is not among what the
// form waits for; by then the status listener has usually loaded it (lib/firebase/live.ts).
import { screeningDraftExpiry, type ScreeningDraftWrite } from '@careers/domain/screening';
import { COLLECTIONS } from '@careers/domain/shared';
import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { authReady } from '../../../lib/firebase/auth';
import { getDb } from '../../../lib/firebase/firestore';

/**
 * Saves the draft `key` (screeningDrafts/{key}, stamped with the server's time, and with its
 * expiry: Firestore deletes a draft not saved again for RETENTION.screeningDraftDays); answers once
 * it was acknowledged.
 */
export async function writeScreeningDraft(key: string, draft: ScreeningDraftWrite): Promise<void> {
  // The rules check the writer: the SDK must carry the candidate's token.
  await authReady();
  await setDoc(doc(getDb(), COLLECTIONS.screeningDrafts, key), {
    ...draft,
    updated_at: serverTimestamp(),
    expire_at: screeningDraftExpiry(new Date()),
  });
}
