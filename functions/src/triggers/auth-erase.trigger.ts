// Erases a person's data when their Auth account is deleted by any means (the console, the Admin
// SDK, the erase itself, which deleted it first: then this second run finds nothing and writes
// nothing). Auth triggers exist only in the v1 API (v2 has blocking functions, no onDelete).
// Retried on failure: the erase is idempotent.
import { region } from 'firebase-functions/v1';
import { firebaseAccounts } from '../adapters/auth';
import { PSEUDONYM_KEY } from '../config';
import { eraseAccount } from '../decisions/users/erase-account';

/** An Auth account deleted: the erase runs for its uid. */
export const eraseOnAccountDeleted = region('us-central1')
  .runWith({ failurePolicy: true, secrets: [PSEUDONYM_KEY] })
  .auth.user()
  .onDelete(async (user) => {
    const report = await eraseAccount(user.uid, 'auth_deleted', firebaseAccounts, {
      email: user.email ?? null,
      // The account is gone: what it was (its Google identity) comes with the event.
      deletedAccount: user,
    });
    console.log(`erase of ${report.pseudonym} (auth account deleted)`, JSON.stringify(report));
  });
