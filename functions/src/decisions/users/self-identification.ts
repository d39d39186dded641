// A person's voluntary self-identification (docs/features/fairness.md): their own answers, read and
// replaced by them alone through GET and PUT /api/me/self-identification. Nothing else reads it but
// the counts of the fairness figures, which follow each change of it.
import type { SelfIdentification, SelfIdentificationResponse } from '@careers/domain/privacy';
import { ok, type Outcome } from '../../outcome';
import { readSelfIdentification, writeSelfIdentification } from '../../stores/self-identifications';
import { reconcileFairnessOf } from '../fairness/reconcile';

const answerOf = (answer: SelfIdentification | undefined): SelfIdentificationResponse => ({
  self_identification: answer
    ? { sex: answer.sex, race_ethnicity: answer.race_ethnicity, updated_at: answer.updated_at.toISOString() }
    : null,
});

/** GET /api/me/self-identification: the caller's answers, or null. */
export async function mySelfIdentification(uid: string): Promise<Outcome<SelfIdentificationResponse>> {
  return ok(answerOf(await readSelfIdentification(uid)));
}

/** PUT /api/me/self-identification: the caller's answers, replaced. */
export async function saveSelfIdentification(
  uid: string,
  body: Pick<SelfIdentification, 'sex' | 'race_ethnicity'>,
  now: Date = new Date(),
): Promise<Outcome<SelfIdentificationResponse>> {
  const answer: SelfIdentification = { sex: body.sex, race_ethnicity: body.race_ethnicity, updated_at: now };
  await writeSelfIdentification(uid, answer);
  // The figures count the person's applications under their new groups at once.
  await reconcileFairnessOf(uid);
  return ok(answerOf(answer));
}
