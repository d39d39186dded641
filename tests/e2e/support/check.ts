// The browser tests' one way to check a checkbox or a radio.
import type { Locator } from '@playwright/test';
import { expect } from './test';

/**
 * Checks `control` and returns once it stays checked. Playwright's check() clicks once and throws
 * if the control is not checked right after; on a loaded machine a click has left a radio focused
 * and unchecked (the press and the release are sent apart, and the page can change between them).
 * A person taps again, and so does this, within the test's own limit. Each test then checks what the
 * form sends or shows, so a form that never keeps a choice still fails.
 */
export async function checkHeld(control: Locator): Promise<void> {
  await expect(async () => {
    await control.check();
  }).toPass();
}
