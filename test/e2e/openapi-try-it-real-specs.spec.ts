import { operationIds } from '../../src/infrastructure/openapi/openapi-ids';
import { expect, test, type Page, type Request, type Route } from './fixtures';
import { visit } from './portal';

/*
 * Try it on public specs no one here wrote: Stripe's (a urlencoded body whose objects travel as deepObject, basic
 * authorization with the key as user name) and GitHub's (path parameters and a JSON body from its example). Their
 * servers are the real APIs, answered here by the test (with CORS, as both send it) so that what arrives is checked.
 */

const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': '*' };

/** Answers every call to `origin` (its preflight too) and keeps what arrived. */
const answerCalls = async (page: Page, origin: string, body: unknown) => {
  const arrived: Request[] = [];
  await page.route(`${origin}/**`, (route: Route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    arrived.push(request);
    return route.fulfill({ status: 200, headers: { ...CORS, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  });
  return arrived;
};

const tryIt = (page: Page) => page.locator('section#try-it');
const answer = (page: Page) => tryIt(page).getByRole('region', { name: /^(Answer|应答)$/ });
const send = (page: Page) => tryIt(page).getByRole('button', { name: /^(Send|发送)$/ }).click();

test("Stripe's spec: a customer created with a form body whose object goes as deepObject, the key as basic user name; sent twice", async ({ page }) => {
  const arrived = await answerCalls(page, 'https://api.stripe.com', { id: 'cus_1', object: 'customer' });
  await visit(page, { locale: 'en-us', docs: 'openapi', route: `/open-business-document/api-doc/2/${String(operationIds(2, ['POST /v1/customers'])[0])}` });
  const form = tryIt(page);
  // Nothing of the schema's sample is filled in: it only shows each field's shape. The form comes after the page's
  // 3,292-row response is drawn: 17 s after the load on a machine 3× slower than the usual one, with another suite
  // running (docs/performance.md, "Issue #35, a third session").
  test.setTimeout(120_000);
  const email = form.getByRole('textbox', { name: 'email', exact: true });
  await expect(email).toHaveValue('', { timeout: 60_000 });
  await expect(email).toHaveAttribute('placeholder', 'string');
  await form.getByLabel('basicAuth: user name').fill('sk_test_123');
  await email.fill('ada@example.test');
  await form.getByRole('textbox', { name: 'address', exact: true }).fill('{"city":"Berlin","line1":"Unter den Linden 1"}');
  for (const round of [1, 2]) {
    await send(page);
    // The answer's body view comes with its own code; with another suite on the same 2 cores, after seconds.
    await expect(answer(page)).toContainText('200', { timeout: 15_000 });
    await expect(answer(page).getByLabel('Body', { exact: true })).toContainText('"id": "cus_1"', { timeout: 15_000 });
    expect(arrived).toHaveLength(round);
  }
  const call = arrived.at(-1);
  expect([call?.method(), call?.url()]).toEqual(['POST', 'https://api.stripe.com/v1/customers']);
  expect(call?.headers().authorization).toBe(`Basic ${Buffer.from('sk_test_123:').toString('base64')}`);
  expect(new URLSearchParams(call?.postData() ?? '').toString()).toBe(
    new URLSearchParams([
      ['address[city]', 'Berlin'],
      ['address[line1]', 'Unter den Linden 1'],
      ['email', 'ada@example.test'],
    ]).toString(),
  );
});

test("GitHub's spec, in Chinese: an issue opened with its path filled and the JSON body of the document's example", async ({ page }) => {
  const arrived = await answerCalls(page, 'https://api.github.com', { number: 7 });
  await visit(page, { locale: 'zh-cn', docs: 'openapi', route: `/open-business-document/api-doc/3/${String(operationIds(3, ['POST /repos/{owner}/{repo}/issues'])[0])}` });
  const form = tryIt(page);
  await form.getByRole('textbox', { name: /^owner\b/ }).fill('octo org');
  await form.getByRole('textbox', { name: /^repo\b/ }).fill('hello');
  await send(page);
  await expect(answer(page).getByLabel('响应体', { exact: true })).toContainText('"number": 7');
  const call = arrived.at(-1);
  expect([call?.method(), call?.url()]).toEqual(['POST', 'https://api.github.com/repos/octo%20org/hello/issues']);
  expect(JSON.parse(call?.postData() ?? '{}')).toMatchObject({ title: 'Found a bug', labels: ['bug'] });
  expect(call?.headers()['content-type']).toBe('application/json');
});
