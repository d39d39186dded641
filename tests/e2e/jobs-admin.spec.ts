// The admin's Positions (docs/features/jobs-admin.md): an admin creates a posting with the form, a
// fresh candidate (one application per uid) finds it on the home page and applies; the admin
// closes it and its page says so; robots.txt names the sitemap. axe on the screen, the form with
// its messages, and the preview. An admin sets a posting's hiring team (axe on the dialog).
import { expect, test } from './support/test';
import { ROUTES } from '@careers/domain/shared';
import { SCORECARD_VISIBILITY_LABELS } from '@careers/domain/team';
import { makeAccount, makeJob } from '@careers/domain/testing';
import { writeJob, writeTeamGrant } from '../support/writers';
import { adminOn, newTag, signedInAsNew } from './support/auth';
import { expectAccessible } from './support/axe';
import { confirmAndSubmit, fillUpToReview } from './support/application';
import { checkHeld, clickUntilShown } from './support/held';

test('an admin creates a posting, a candidate applies to it from the home page, the admin closes it', async ({
  browser,
}) => {
  const adminPage = await browser.newPage();
  await adminOn(adminPage, ROUTES.admin.positions, 'Positions');
  await expect(adminPage.getByRole('grid', { name: 'Positions' })).toBeVisible();
  await expectAccessible(adminPage, 'admin: /admin/positions');

  const tag = newTag();
  const title = `Campaign Analyst ${tag}`;
  const slug = `campaign-analyst-${tag}`;
  await adminPage.getByRole('button', { name: 'New Position' }).click();
  const form = adminPage.getByRole('dialog', { name: 'New Position' });
  // Saving the empty form shows the domain's messages.
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Please enter the title')).toBeVisible();
  await expect(form.getByText('Please enter the description')).toBeVisible();
  await expect(form.getByText('Please choose at least one applicant country')).toBeVisible();
  await expectAccessible(adminPage, 'admin: /admin/positions (the form with its messages)');

  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await form
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('Run outreach campaigns for our clients, five weeks at a time.');
  await form
    .getByRole('textbox', { name: 'Responsibilities 1', exact: true })
    .fill('Send the campaign InMails every day.');
  await form.getByRole('textbox', { name: 'Growth Opportunities 1', exact: true }).fill('Lead a campaign of your own.');
  await form.getByRole('textbox', { name: 'Title 1', exact: true }).fill('Remote');
  await form.getByRole('textbox', { name: 'Description 1', exact: true }).fill('Work from anywhere.');
  await form.getByRole('combobox', { name: 'Applicant countries' }).fill('Philippines');
  await adminPage.getByRole('option', { name: 'Philippines' }).click();
  await checkHeld(form.getByRole('checkbox', { name: 'Open for applications' }));

  await form.getByRole('button', { name: 'Preview' }).click();
  const preview = adminPage.getByRole('dialog', { name: 'Preview of the public page' });
  await expect(preview.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(preview.getByText('Send the campaign InMails every day.')).toBeVisible();
  await expectAccessible(adminPage, 'admin: /admin/positions (preview)');
  await preview.getByRole('button', { name: 'Close' }).click();

  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  const row = adminPage.getByRole('row').filter({ has: adminPage.getByTestId(`position-${slug}`) });
  await expect(row).toContainText('Open');
  await expect(row).toContainText(`/jobs/${slug}`);

  // A fresh candidate finds it on the home page and applies.
  const candidatePage = await browser.newPage();
  await signedInAsNew(candidatePage);
  await candidatePage.goto('/');
  const card = candidatePage.getByRole('main').getByRole('heading', { name: title });
  await expect(card).toBeVisible();
  await candidatePage.goto(`/jobs/${slug}`);
  await candidatePage.getByRole('link', { name: 'Apply for This Position' }).click();
  await expect(candidatePage.getByRole('heading', { name: `Apply: ${title}` })).toBeVisible();
  await fillUpToReview(candidatePage, { verified: 'Yes', connections: 'Yes', passport: 'Yes' });
  await confirmAndSubmit(candidatePage);
  await expect(candidatePage.getByText('Congratulations! You meet our criteria.')).toBeVisible();

  // The admin sees the application counted (live, from the tallies), then closes the posting.
  await expect(row.locator('[role="gridcell"][data-field="applications"]')).toHaveText('1');
  await row.getByRole('button', { name: `Close ${title}` }).click();
  await expect(row).toContainText('Closed');

  const visitor = await browser.newPage();
  await visitor.goto(`/jobs/${slug}`);
  await expect(visitor.getByText('This position is no longer accepting applications.')).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Apply for This Position' })).toHaveCount(0);
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await visitor.goto('/');
  await expect(visitor.getByRole('main').getByRole('heading', { name: title })).toHaveCount(0);

  // And reopens it.
  await row.getByRole('button', { name: `Reopen ${title}` }).click();
  await expect(row).toContainText('Open');
  // The pages' contexts are the test's to close (the worker's browser outlives it, listening).
  await Promise.all([adminPage, candidatePage, visitor].map((opened) => opened.context().close()));
});

test("an admin sets a posting's hiring team from the team members holding each role", async ({ page }) => {
  const tag = newTag();
  const job = makeJob({ title: `Sourcing Analyst ${tag}`, id: `sourcing-analyst-${tag}` });
  await writeJob(job);
  const interviewer = makeAccount({ email: `theo.${tag}@example.com`, teamRole: 'interviewer' });
  await writeTeamGrant(interviewer);

  await adminOn(page, ROUTES.admin.positions, 'Positions');
  const open = page.getByRole('button', { name: `Hiring team of ${job.title}` });
  const dialog = page.getByRole('dialog', { name: `Hiring team: ${job.title}` });
  await clickUntilShown(open, dialog);
  const interviewers = dialog.getByRole('combobox', { name: 'Interviewers' });
  await interviewers.click();
  // Only the team's interviewers (and admins) are offered as interviewers.
  await page.getByRole('option', { name: `${interviewer.email} (Interviewer)` }).click();
  // The posting's scorecard: colleagues' scorecards at once, and an attribute of its own.
  await dialog
    .getByRole('combobox', { name: "Who sees a colleague's scorecard" })
    .selectOption({ label: SCORECARD_VISIBILITY_LABELS.always });
  await dialog.getByRole('button', { name: 'Add attribute' }).click();
  const added = dialog.getByRole('textbox', { name: /^Attribute \d+$/ }).last();
  await added.fill('Sourcing judgement');
  await expectAccessible(page, 'admin: /admin/positions (the hiring team dialog)');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${job.title}: Hiring team saved`)).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // Opened again on a fresh page (a listener of its own, not the closed dialog's), it shows the team
  // as stored.
  await page.reload();
  const again = page.getByRole('dialog', { name: `Hiring team: ${job.title}` });
  await clickUntilShown(open, again);
  await expect(again.getByRole('button', { name: interviewer.email })).toBeVisible();
  await expect(again.getByRole('textbox', { name: /^Attribute \d+$/ }).last()).toHaveValue('Sourcing judgement');
  await expect(
    again.getByRole('combobox', { name: "Who sees a colleague's scorecard" }).locator('option:checked'),
  ).toHaveText(/^Always/);
});
