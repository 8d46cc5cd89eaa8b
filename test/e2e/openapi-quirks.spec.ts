import { expect, test } from './fixtures';
import { visit } from './portal';

/** Stripe's POST /v1/customers in the OpenAPI deployment's sandbox. */
const CREATE_CUSTOMER = '/open-business-document/api-doc/2/2151538335';

test("a real spec's quirks read as meant: a server without a description is its address alone, an allowed '' is written \"\"", async ({ page }) => {
  await visit(page, { locale: 'en-us', docs: 'openapi', route: CREATE_CUSTOMER });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  const addresses = page.locator('section#address');
  await expect(addresses.getByRole('columnheader')).toHaveText(['Request address']);
  await expect(addresses.getByRole('cell')).toHaveText(['https://api.stripe.com/v1/customers']);
  // Stripe's `enum: [""]` (send an empty string to unset): never an empty chip.
  const row = page.locator('tr[id="request-address-anyof-1"]');
  await expect(row.locator('code', { hasText: /^""$/ })).toHaveCount(1);
  await expect(row.locator('code').filter({ hasText: /^$/ })).toHaveCount(0);
});
