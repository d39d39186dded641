// The screening assessment, accountable to the people it scores (docs/features/fairness.md): a
// candidate reads the notice before the first section; a candidate not selected reads it beside
// the result, answers the voluntary survey and asks a person to review the result; an admin opens
// the request from the dashboard's queue and decides it with the status change; the candidate
// then reads that a person reviewed it. axe on each new screen and state.
import { expect, test } from './support/test';
import { COLLECTIONS } from '@careers/domain/shared';
import { adminDb } from '../support/admin-app';
import { createScreeningApplication } from '../support/writers';
import { adminOn, signedInAsNew } from './support/auth';
import { expectAccessible } from './support/axe';
import { checkHeld } from './support/held';

test('a candidate reads how their answers are assessed before the first section', async ({ page }) => {
  await signedInAsNew(page);
  await page.goto('/fullstack-screening');
  const notice = page.getByRole('region', { name: 'How your answers are assessed' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('An automated assessment scores your answers');
  await expect(notice.getByRole('listitem').filter({ hasText: 'Frontend Development: 20%' })).toBeVisible();
  await expect(page.getByTestId('section-counter')).toHaveText(/Section 1 of 8/);
});

test('a candidate not selected asks a person to review; an admin decides it from the queue', async ({
  browser,
  page,
}) => {
  const candidate = await signedInAsNew(page);
  await createScreeningApplication(candidate, 'screening_failed');
  await page.goto('/fullstack-screening');
  await expect(page.getByRole('heading', { name: 'Application Already Submitted' })).toBeVisible();
  // The notice again beside the result, folded: opened, it says how to ask for a person.
  const notice = page.getByTestId('screening-notice');
  await notice.getByRole('button', { name: 'How your answers are assessed' }).click();
  await expect(notice).toContainText('you can ask for a person to review it, once per application');

  // The voluntary survey, kept apart: answered and saved.
  const survey = page.getByTestId('self-identification');
  await survey.getByRole('button', { name: 'Voluntary self-identification' }).click();
  await checkHeld(survey.getByRole('radiogroup', { name: 'Sex' }).getByRole('radio', { name: 'Female' }));
  await survey.getByRole('button', { name: 'Save my answers' }).click();
  await expect(survey.getByText('Choose an answer, or "I prefer not to say".')).toBeVisible();
  await checkHeld(survey.getByRole('radiogroup', { name: 'Race/ethnicity' }).getByRole('radio', { name: 'Asian' }));
  await survey.getByRole('button', { name: 'Save my answers' }).click();
  await expect(page.getByText('Thank you: your answers are saved.')).toBeVisible();
  await expectAccessible(page, 'candidate: /fullstack-screening (a result, the survey open)');
  const stored = await adminDb.collection(COLLECTIONS.selfIdentifications).doc(candidate.uid).get();
  expect(stored.data()).toMatchObject({ sex: 'female', race_ethnicity: 'asian' });

  // The review: asked with a reason, then waiting.
  await page.getByRole('button', { name: 'Ask a person to review my result' }).click();
  const ask = page.getByRole('dialog', { name: 'Ask a person to review my result' });
  await ask
    .getByRole('textbox', { name: 'Why should a person look again? (optional)' })
    .fill('My backend answer was cut short by a network error');
  await expectAccessible(page, 'candidate: /fullstack-screening (asking a person to review)');
  await ask.getByRole('button', { name: 'Send my request' }).click();
  await expect(
    page.getByText('Your request is sent: a person will review your result and email you the outcome.'),
  ).toBeVisible();
  await expect(page.getByTestId('human-review-state')).toHaveText(
    'You asked for a person to review your result. You will be emailed the outcome.',
  );
  await expectAccessible(page, 'candidate: /fullstack-screening (a review asked)');

  // The admin: the dashboard's card, the queue, the application's status change.
  const adminPage = await browser.newPage();
  await adminOn(adminPage, '/admin/fullstack-screening', 'Full-Stack Screening Dashboard');
  await adminPage.getByRole('link', { name: /Human Review Requests/ }).click();
  await expect(adminPage.getByRole('heading', { name: 'Human Review Requests', level: 1 })).toBeVisible();
  const request = adminPage.getByTestId('human-review-request').filter({ hasText: candidate.email });
  await expect(request).toContainText('My backend answer was cut short by a network error');
  await expectAccessible(adminPage, 'admin: /admin/fullstack-screening/human-reviews');
  await request.getByRole('button', { name: candidate.name }).click();
  const dialog = adminPage.getByRole('dialog', { name: candidate.name });
  // The detail says a review waits, from which status, and why.
  const waiting = dialog.getByTestId('human-review-waiting');
  await expect(waiting).toContainText('The candidate asked for a person to review this decision');
  await expect(waiting).toContainText('from Not Selected.');
  await expect(waiting).toContainText('Reason: My backend answer was cut short by a network error');
  await expectAccessible(
    adminPage,
    'admin: /admin/fullstack-screening/human-reviews (detail dialog: a review waiting)',
  );
  await dialog.getByLabel('New status').click();
  await adminPage.getByRole('option', { name: 'Not Selected (rejected)' }).click();
  await dialog.getByRole('button', { name: 'Update Status' }).click();
  await expect(adminPage.getByText('Candidate status updated to Not Selected')).toBeVisible();
  await expect(waiting).toHaveCount(0);
  await expect(dialog).toContainText(/Asked and decided .*: Not Selected/);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(adminPage.getByTestId('human-review-request').filter({ hasText: candidate.email })).toHaveCount(0);

  // The candidate's page follows: a person reviewed it.
  await expect(page.getByTestId('human-review-state')).toHaveText('A person reviewed your result.');
  await adminPage.close();
});
