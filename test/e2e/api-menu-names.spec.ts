import { expect, test } from './fixtures';
import { visit } from './portal';

/** Stripe's POST /v1/customers (OpenAPI deployment): its menu holds 452 operations with long names and paths. */
const STRIPE_POST_CUSTOMERS = '/open-business-document/api-doc/2/2151538335';

test('the API menu breaks a long operation name or path only at its own boundaries, never inside a word', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await visit(page, { locale: 'en-us', docs: 'openapi', route: STRIPE_POST_CUSTOMERS });
  const menu = page.getByRole('navigation', { name: 'Operations of this document' });
  const balance = menu.getByRole('link', { name: /^GetCustomersCustomerBalanceTransactions\b/ });
  // The menu scrolls to the page's own item once Stripe's document is read: on a slow machine, seconds after the visit.
  await expect(balance).toBeInViewport({ timeout: 20_000 });
  await expect(menu.getByRole('link', { name: /^GetCreditNotesCreditNoteLines\b/ })).toBeInViewport();
  // Every text run between two wrap opportunities (<wbr>) of the names and paths in view lies on one line; the long
  // ones do wrap (at those opportunities).
  const { broken, wrapped } = await menu.evaluate((nav) => {
    const lineTops = (range: Range) => new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
    const result = { broken: [] as string[], wrapped: [] as string[] };
    const view = nav.getBoundingClientRect();
    for (const line of nav.querySelectorAll('.menu-item-name, .menu-item-path')) {
      const box = line.getBoundingClientRect();
      if (box.bottom < view.top || box.top > view.bottom) continue;
      const whole = document.createRange();
      whole.selectNodeContents(line);
      if (lineTops(whole).size > 1) result.wrapped.push(line.textContent ?? '');
      for (const node of line.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE) continue;
        const run = document.createRange();
        run.selectNodeContents(node);
        if (lineTops(run).size > 1) result.broken.push(`${line.textContent ?? ''} (${node.textContent ?? ''})`);
      }
    }
    return result;
  });
  expect(broken).toEqual([]);
  expect(wrapped).toEqual(expect.arrayContaining(['GetCustomersCustomerBalanceTransactions', '/v1/credit_notes/{credit_note}/lines']));
});
