// The hour's budget of new screening applications (everyone's together) spends what is stored: a
// burst of ten submits of one account stores one application and spends one point. A quiet test:
// it runs after the other function tests (the functions-quiet project), so no other submission
// moves the shared counter while it reads it.
import { SCREENING_API } from '@careers/domain/screening';
import { COLLECTIONS } from '@careers/domain/shared';
import { makeAccount, makeScreeningForm } from '@careers/domain/testing';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../../../tests/support/admin-app';
import { call } from '../../../tests/support/api';
import { idTokenFor } from '../../../tests/support/tokens';
import { createAccount } from '../../../tests/support/writers';

/** The points of everyone's hourly budget counted so far (its windows together). */
async function everyonesPoints(): Promise<number> {
  const windows = await adminDb.collection(COLLECTIONS.rateLimits).where('key', '==', 'assessments:all').get();
  return windows.docs.reduce((sum, doc) => sum + ((doc.get('points') as number | undefined) ?? 0), 0);
}

describe("everyone's hourly budget of new screening applications", () => {
  it('spends one point for a burst of ten submits by one account, which stores one', async () => {
    const account = makeAccount();
    await createAccount(account);
    const token = await idTokenFor(account);
    const before = await everyonesPoints();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call('POST', SCREENING_API.submit, { token, body: makeScreeningForm() })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(await everyonesPoints()).toBe(before + 1);
  });
});
