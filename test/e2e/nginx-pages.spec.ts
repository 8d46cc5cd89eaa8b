import { expect, test } from './fixtures';
import { resetSandbox, visit } from './portal';

/*
 * Under nginx's CSP (the `nginx` project): what the policy could break beyond the smoke walk. The shared fixture turns
 * every CSP violation into a console error, and so into a failure.
 */

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

for (const variant of ['external', 'internal'] as const) {
  test(`an access guide draws its mermaid diagram under the policy (${variant})`, async ({ page }) => {
    await visit(page, { variant, locale: 'en-us', route: '/open-business-document/access-guide/101' });
    const figure = page.locator('.markdown-body figure[data-diagram-state="drawn"]').first();
    await expect(figure.locator('svg')).toBeVisible();
    await expect(figure).toContainText('Open platform gateway');
  });
}

test('a reload of a deep address under /us/ and /eu/ opens that page on that site', async ({ page }) => {
  for (const site of ['us', 'eu'] as const) {
    await visit(page, { variant: 'external', locale: 'en-us', site, route: '/open-business-document/access-guide/101' });
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.reload();
    // The guide opens its first document (its id joins the address); the reload keeps both the site and the page.
    await expect(page).toHaveURL(new RegExp(`/${site}/\\?variant=external#/open-business-document/access-guide/101/\\d+$`));
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.locator('#route-error-title')).toHaveCount(0);
  }
});

test('the policy is in force: HTML or a script that no policy made is refused by Trusted Types, and the refusal fails a test', async ({ page, expectPageErrors }) => {
  // Named here, so this test passes; in any other test the same report is a failure (test/e2e/fixtures.ts).
  expectPageErrors(/CSP violation: (require-)?trusted-types/, /TrustedHTML|TrustedScript|TrustedTypePolicy/);
  await visit(page, { variant: 'external', locale: 'en-us', route: '/home' });
  await expect(page.getByRole('banner')).toBeVisible();
  const reported = page.waitForEvent('console', (message) => message.text().startsWith('CSP violation: require-trusted-types-for'));
  const outcome = await page.evaluate(() => {
    const attempt = (write: () => void) => {
      try {
        write();
        return 'done';
      } catch (error) {
        return error instanceof TypeError ? 'refused' : String(error);
      }
    };
    const script = document.createElement('script');
    return {
      html: attempt(() => (document.createElement('div').innerHTML = '<img src=x onerror="window.injected = true">')),
      script: attempt(() => {
        script.textContent = 'window.injected = true;';
        document.head.append(script);
      }),
      policy: attempt(() => window.trustedTypes?.createPolicy('anything-goes', { createHTML: (text) => text })),
      ran: 'injected' in window,
    };
  });
  expect(outcome).toEqual({ html: 'refused', script: 'refused', policy: 'refused', ran: false });
  await reported;
});
