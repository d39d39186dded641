import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expectAccessible(page, 'visitor: /no/such/page');
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:5000\/$/);
});

test('the footer carries links, the postal address and the 2023 copyright', async ({ page }) => {
  await page.goto('/no/such/page');
  const footer = page.locator('footer');
  await expect(footer.getByText('© 2023')).toBeVisible();
  await expect(footer.locator('address')).toContainText('Taguig');
  for (const name of ['Open Positions', 'About Us', 'LinkedIn', 'Privacy Policy', 'Terms of Service']) {
    await expect(footer.getByRole('link', { name })).toBeVisible();
  }
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

test('hosting serves the security headers on pages and assets', async ({ request, page }) => {
  const response = await request.get('/');
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['content-security-policy']).toMatch(/script-src 'self'( https:\/\/apis\.google\.com)?;/);
  expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');

  // Assets carry them too (hosting's header rule covers every path).
  const asset = (await response.text()).match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
  expect(asset).toBeDefined();
  const assetHeaders = (await request.get(asset!)).headers();
  expect(assetHeaders['content-security-policy']).toBe(headers['content-security-policy']);
  expect(assetHeaders['strict-transport-security']).toBe(headers['strict-transport-security']);
  expect(assetHeaders['x-content-type-options']).toBe('nosniff');

  // The served pages carry no inline script: only external scripts, JSON data blocks and the
  // inert module scripts that public/boot.js starts after the first paint.
  for (const path of ['/', '/jobs/marketing-analyst-recruiting', '/signin']) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toMatch(
      /<script(?![^>]*\b(?:src=|type="(?:application\/(?:ld\+)?json|module-after-paint)"))[^>]*>/,
    );
  }
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
