import { expect, test } from './fixtures';
import { resetSandbox, visit } from './portal';

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

test('an API page names its SDKs as a sentence with the way to their downloads, and its request example is its request table', async ({ page }) => {
  await visit(page, { variant: 'external', locale: 'en-us', route: '/open-business-document/api-doc/102/10006' });
  const sdk = page.locator('section#sdk');
  await expect(sdk).toContainText('This API is in the business SDK for Java, .NET, and PHP.');
  // Facts, not controls: nothing in the section is a button.
  await expect(sdk.getByRole('button')).toHaveCount(0);

  // The request example carries the documented fields, down to the sender's country code (at 1440 px it is in the
  // samples beside the reference, under its JSON tab).
  await page.getByTestId('samples-beside').getByRole('tab', { name: 'JSON' }).click();
  const request = page.getByTestId('samples-beside').getByLabel('Request example', { exact: true });
  await expect(request).toContainText('"countryCode": "CN"');
  await expect(request).toContainText('"goodsItems": [');

  await sdk.getByRole('link', { name: 'SDK downloads' }).click();
  await expect(page).toHaveURL(/#\/open-business-document\/sdk-doc\/102$/);
  const main = page.getByRole('main');
  for (const language of ['Java', '.NET', 'PHP']) await expect(main.getByText(`SDK for ${language}`, { exact: false }).first()).toBeVisible();
});

test('in Chinese the SDK sentence reads as Chinese', async ({ page }) => {
  await visit(page, { variant: 'internal', locale: 'zh-cn', route: '/open-business-document/api-doc/101/10001' });
  await expect(page.locator('section#sdk')).toContainText('本接口已包含在 Java、.NET、PHP、Python和Go 业务 SDK 中。');
});
