// Selecting a row of a live admin table: its rows are read once, then followed live, and a row the
// first live answer renders again may drop a click. The selection is asked for until it holds.
import { expect, type Locator } from '@playwright/test';

/** Checks `checkbox` (a row's selection box), again until the check holds. */
export async function selectRow(checkbox: Locator): Promise<void> {
  await expect(async () => {
    await checkbox.check({ timeout: 2000 });
  }).toPass();
}
