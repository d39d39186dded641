// The admin's Team & roles (docs/features/team.md): an admin grants a role to an address no one has
// signed in with yet, changes it with the row's select, and removes it through the confirmation.
// axe on the screen, the grant form with its messages, and the remove dialog.
import { expect, test } from './support/test';
import { ROUTES } from '@careers/domain/shared';
import { TEAM_MESSAGES } from '@careers/domain/team';
import { adminOn, newTag } from './support/auth';
import { expectAccessible } from './support/axe';
import { clickUntilShown } from './support/held';

test('an admin grants a role to an address, changes it in the table, and removes it', async ({ page }) => {
  await adminOn(page, ROUTES.admin.teamRoles, 'Team & roles');
  const table = page.getByRole('grid', { name: 'Team members' });
  await expect(table).toBeVisible();
  await expectAccessible(page, 'admin: /admin/team-roles');

  // Granting with the empty form shows the domain's messages under the fields.
  const form = page.getByRole('form', { name: 'Grant a role' });
  await form.getByRole('button', { name: 'Grant role' }).click();
  await expect(form.getByText(TEAM_MESSAGES.emailRequired)).toBeVisible();
  await expect(form.getByText(TEAM_MESSAGES.roleRequired)).toBeVisible();
  await expectAccessible(page, 'admin: /admin/team-roles (the grant form with its messages)');

  // A fresh address: its row is this test's alone, whatever the other tests grant meanwhile, and
  // 'a.' sorts it before every other address, on the first page of the table (by address).
  const email = `a.ivy.${newTag()}@example.com`;
  await form.getByRole('textbox', { name: 'Email address' }).fill(email);
  await form.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Interviewer' });
  await form.getByRole('button', { name: 'Grant role' }).click();
  await expect(page.getByText(TEAM_MESSAGES.granted(email, 'interviewer'))).toBeVisible();
  // The form starts again, empty.
  await expect(form.getByRole('textbox', { name: 'Email address' })).toHaveValue('');

  // The grant shows live: Interviewer, and nobody has signed in with the address yet.
  const row = table.getByRole('row').filter({ hasText: email });
  const roleSelect = row.getByRole('combobox', { name: `Role of ${email}` });
  await expect(roleSelect).toHaveText('Interviewer');
  await expect(row).toContainText('Not yet');

  // The row's select changes the role.
  await roleSelect.click();
  await page.getByRole('option', { name: 'Recruiter', exact: true }).click();
  await expect(page.getByText(TEAM_MESSAGES.granted(email, 'recruiter'))).toBeVisible();
  await expect(roleSelect).toHaveText('Recruiter');

  // Removal asks first; then the row goes.
  const dialog = page.getByRole('dialog', { name: `Remove ${email} from the team?` });
  await clickUntilShown(row.getByRole('button', { name: `Remove ${email}` }), dialog);
  await expectAccessible(page, 'admin: /admin/team-roles (the remove dialog)');
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText(TEAM_MESSAGES.removed(email))).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(row).toHaveCount(0);
});
