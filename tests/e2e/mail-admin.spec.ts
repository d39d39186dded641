// Mail seen and mended by a person (docs/features/mail.md): an admin finds a failed mail in a detail
// dialog (its state, attempts and the server's last answer) and sends it again, once; the dashboards
// count the mails waiting, retrying and failed. The mail sent again lands in the run's development
// inbox (global-setup.ts) through the deployed outbox trigger.
import { mailExpiry, pendingDelivery, type OutboxMail } from '@careers/domain/mail';
import { COLLECTIONS } from '@careers/domain/shared';
import { makeAccount, type TestAccount } from '@careers/domain/testing';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { adminDb } from '../support/admin-app';
import { inboxMailTo } from '../support/maildev';
import { createAccount, createApplication, createScreeningApplication } from '../support/writers';
import { adminOn, newTag } from './support/auth';
import { expectAccessible } from './support/axe';
import { clickUntilShown } from './support/held';
import { paced } from '../support/pace';

const ANSWER = '550 5.1.1 <mailbox>: Recipient address rejected: mailbox full for good';

/** A mail to `account` its one attempt failed for good (a 550), stored as its delivery left it. */
async function failedMail(account: TestAccount, template: OutboxMail['template']): Promise<string> {
  const at = new Date(Date.now() - 10 * 60_000);
  const mail: OutboxMail = {
    to: account.email,
    template,
    user_id: account.uid,
    application_id: account.uid,
    requested_by: account.uid,
    created_at: at,
    delivery: {
      ...pendingDelivery(at),
      state: 'error',
      attempts: 1,
      start_time: at,
      end_time: at,
      due_time: null,
      error: ANSWER,
      history: [{ number: 1, started_at: at, ended_at: at, outcome: 'permanent', code: 550, answer: ANSWER }],
    },
    expire_at: mailExpiry(at),
    resend_of: null,
    resent_as: null,
  };
  const id = `e2e-failed-${account.uid}`;
  await adminDb.collection(COLLECTIONS.mail).doc(id).set(mail);
  return id;
}

/** The list item of a mail in a dialog's mail history. */
const mailItem = (dialog: Locator, id: string) => dialog.getByTestId(`mail-${id}`);

/** Sends the failed mail `failedId` again from `dialog`, and follows the new one until it is sent. */
async function sendAgain(page: Page, dialog: Locator, failedId: string, label: string) {
  const failed = mailItem(dialog, failedId);
  await expect(failed).toContainText('Failed · 1 attempt');
  await expect(failed).toContainText(`Last answer: ${ANSWER}`);
  await failed.getByRole('button', { name: `Send again: ${label}` }).click();
  await expect(page.getByText('The mail is queued to be sent again')).toBeVisible();
  // The failed mail says it was sent again and offers it no more; the new one is delivered.
  await expect(failed).toContainText('Sent again as a new mail');
  await expect(failed.getByRole('button', { name: `Send again: ${label}` })).toHaveCount(0);
  const again = mailItem(dialog, `${failedTemplateOf(label)}-${failedId}-again`);
  await expect(again).toContainText('Sent again by an admin after a failure');
  await expect(again).toContainText('Sent · 1 attempt');
}

const TEMPLATES: Record<string, string> = {
  'Application received': 'application_received',
  'Interview invitation': 'interview_invitation',
};
const failedTemplateOf = (label: string) => TEMPLATES[label]!;

test('an admin sees a failed mail in the recruiting detail dialog and sends it again: one mail arrives', async ({
  page,
}) => {
  const tag = newTag();
  const name = `Fay ${tag[0]!.toUpperCase()}${tag.slice(1)}`;
  const candidate = makeAccount({ name, email: `fay.${tag}@example.com` });
  await createAccount(candidate);
  await createApplication(candidate, 'meeting_scheduled');
  const failedId = await failedMail(candidate, {
    name: 'application_received',
    data: { name, job_title: 'Marketing Analyst (Recruiting)' },
  });

  await adminOn(page, '/admin/applications', 'All Applications');
  await page.getByLabel('Search by name or email').fill(tag);
  const dialog = page.getByRole('dialog', { name });
  await clickUntilShown(page.getByRole('grid', { name: 'Applications' }).getByRole('button', { name }), dialog);
  await expect(mailItem(dialog, failedId)).toBeVisible();
  await expectAccessible(page, 'admin: /admin/applications (detail dialog: a failed mail to send again)');

  await sendAgain(page, dialog, failedId, 'Application received');
  await expectAccessible(page, 'admin: /admin/applications (detail dialog: a failed mail sent again)');
  const delivered = await inboxMailTo(candidate.email);
  expect(delivered).toHaveLength(1);
  expect(delivered[0]!.subject).toBe('We received your application: Marketing Analyst (Recruiting)');
});

test('an admin sends a failed invitation again from the screening detail dialog; the dashboards count mail', async ({
  page,
}) => {
  // The counts are asked again every 30 s while other tests' mails come and go.
  test.setTimeout(paced(150_000));
  const candidate = makeAccount({ name: 'Gil Santos' });
  await createAccount(candidate);
  await createScreeningApplication(candidate, 'shortlisted');
  const failedId = await failedMail(candidate, { name: 'interview_invitation', data: { name: 'Gil Santos' } });

  // The dashboards' mail counts: the failed mail is one of them (other tests' mails too).
  await adminOn(page, '/admin/fullstack-screening', 'Full-Stack Screening Dashboard');
  const panel = page.getByRole('region', { name: 'Mail Delivery' });
  await expect(panel.getByRole('group', { name: 'Failed' })).toBeVisible();
  await expect(async () => {
    const failed = (
      await adminDb
        .collection(COLLECTIONS.mail)
        .where('delivery.state', '==', 'error')
        .where('resent_as', '==', null)
        .count()
        .get()
    ).data().count;
    expect(failed).toBeGreaterThanOrEqual(1);
    await expect(panel.getByRole('group', { name: 'Failed', exact: true }).getByTestId(/-value$/)).toHaveText(
      String(failed),
      { timeout: paced(2_000) },
    );
  }).toPass({ timeout: paced(100_000) });
  await expectAccessible(page, 'admin: /admin/fullstack-screening (the mail counts)');

  await page.goto('/fullstack-admin/applications');
  await page.getByLabel('Search by user id, email or name').fill(candidate.email);
  const dialog = page.getByRole('dialog', { name: 'Gil Santos' });
  await clickUntilShown(page.getByRole('button', { name: `View Details: ${candidate.email}` }), dialog);
  await sendAgain(page, dialog, failedId, 'Interview invitation');
  const delivered = await inboxMailTo(candidate.email);
  expect(delivered).toHaveLength(1);
  expect(delivered[0]!.text.startsWith('Hi Gil,')).toBe(true);
});
