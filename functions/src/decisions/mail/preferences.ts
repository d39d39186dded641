// The candidate's choice of mails (PUT /api/me/mail-preferences): stored on users/{uid}, which only
// functions write; the queueing transactions read it (decisions/mail/queue.ts).
import { type MailPreferences, type MailPreferencesResponse } from '@careers/domain/mail';
import { ok, notFound, type Outcome } from '../../outcome';
import { PROFILE_NOT_FOUND } from '../../queries/users';
import { inTransaction } from '../../stores/firestore';
import { readUserIn, updateUserIn } from '../../stores/users';

/** Stores the caller's preference (their user document must exist: sign-in makes it). */
export function changeMailPreferences(
  uid: string,
  preferences: MailPreferences,
): Promise<Outcome<MailPreferencesResponse>> {
  return inTransaction(async (tx) => {
    if (!(await readUserIn(tx, uid))) return notFound(PROFILE_NOT_FOUND);
    updateUserIn(tx, uid, { mailPreferences: { updates: preferences.updates }, updatedAt: new Date() });
    return ok({ preferences: { updates: preferences.updates } });
  });
}
