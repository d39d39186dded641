import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';

test('an unknown path shows the 404 page with a way home, under the footer of every page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expectAccessible(page, 'visitor: /no/such/page');
  const footer = page.locator('footer');
  await expect(footer.getByText('© 2023')).toBeVisible();
  await expect(footer.locator('address')).toContainText('Taguig');
  for (const name of ['Open Positions', 'About Us', 'LinkedIn', 'Privacy Policy', 'Terms of Service']) {
    await expect(footer.getByRole('link', { name })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:5000\/$/);
});

test('a route change scrolls back to the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto('/no/such/page');
  await page.locator('footer').scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

// The headers and the pages' markup hosting serves: functions/test/hosting-pages.test.ts.
test('the app runs under the Content Security Policy: no violation on sign-in or the attached home page', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/signin');
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await page.goto('/');
  // The app attaches to the server-rendered page at the first interaction (public/boot.js).
  await page.keyboard.press('Shift');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'attached');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('screens rendered in the browser carry their styles, as server-rendered ones do', async ({ page }) => {
  // The header's Sign In the app renders once it knows the visitor is signed out has its style
  // inserted in the browser (on the server-rendered home page, once the app has attached).
  for (const path of ['/privacy', '/']) {
    await page.goto(path);
    if (path === '/') {
      await page.keyboard.press('Shift');
      await expect(page.locator('html')).toHaveAttribute('data-app', 'attached');
    }
    const signIn = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' });
    await expect(signIn).toHaveCSS('background-color', 'rgb(29, 78, 216)');
    await expect(signIn).toHaveCSS('text-decoration-line', 'none');
    if (path === '/privacy') {
      await expect(page.getByRole('heading', { name: 'Privacy Policy', exact: true, level: 1 })).toBeVisible();
      await expectAccessible(page, 'visitor: /privacy');
    }
  }
});
