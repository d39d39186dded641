// The browser tests' one way to act on a live page until the act holds: to check a checkbox, a
// radio or a table row's selection box, and to open what a table row's button opens. On a loaded
// machine the press and the release of a click are sent apart, and a live page can redraw between
// them (a table's next answer renders its rows again; another test's posting arrives and moves
// them): the click then changes nothing, as it would for a person, who clicks again. So does this,
// within the test's own limit. Each test then checks what the act led to, so a control that never
// holds still fails.
import type { Locator } from '@playwright/test';
import { paced } from '../../support/pace';
import { expect } from './test';

/** Checks `control` and returns once it stays checked. */
export async function checkHeld(control: Locator): Promise<void> {
  await expect(async () => {
    await control.check({ timeout: paced(5_000) });
  }).toPass();
}

/**
 * Clicks `button` until `shown` (the dialog it opens) is visible. A click is sent again only while
 * nothing shows: a dialog on its way covers the button, and the next attempt finds it shown.
 */
export async function clickUntilShown(button: Locator, shown: Locator): Promise<void> {
  await expect(async () => {
    if (!(await shown.isVisible())) await button.click({ timeout: paced(5_000) });
    await expect(shown).toBeVisible({ timeout: paced(5_000) });
  }).toPass();
}
