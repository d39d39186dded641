// Choosing in the admin screens' filters (MUI Selects) as a person does.
import { expect, type Locator, type Page } from '@playwright/test';
import { paced } from '../../support/pace';

/**
 * Chooses `option` in a filter, until the filter shows it: the posting filter lists every posting
 * live, and a click on an option the list redraws under the pointer (another test's posting just
 * arrived) closes nothing and chooses nothing, as it would for a person, who clicks again.
 */
export async function chooseFilter(page: Page, combobox: Locator, option: string) {
  await expect(async () => {
    if (await page.getByRole('listbox').isVisible()) await page.keyboard.press('Escape');
    await combobox.click({ timeout: paced(5_000) });
    await page.getByRole('option', { name: option, exact: true }).click({ timeout: paced(5_000) });
    await expect(combobox).toHaveText(option, { timeout: paced(2_000) });
  }).toPass({ timeout: paced(20_000) });
}

/** Chooses a posting (by its title, or 'All Postings') in a screen's Posting filter. */
export const choosePosting = (page: Page, title: string) =>
  chooseFilter(page, page.getByRole('combobox', { name: /^Posting/ }), title);
