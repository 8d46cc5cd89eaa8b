import { screen, waitFor, within } from '@testing-library/react';
import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import { readOpenApi } from '../../../src/infrastructure/openapi/openapi-reader';
import { ApiDocPage } from '../../../src/ui/docs/api-doc/api-doc.page';
import { shopSet } from '../../core/infrastructure/openapi/openapi-fixture';
import { localDeployment } from '../../fakes/deployments';
import { fakeUseCases } from '../../fakes/fake-use-cases';
import { renderApp } from '../support/render-app';

const reading = readOpenApi(shopSet(), 101, (markdown) => `<p>${markdown}</p>`);
const getOrder = reading.apiDoc(reading.operations.find((entry) => entry.code === 'getOrder')?.id ?? 0);

const ROUTE = '/open-business-document/api-doc/$unitId/$docId';
const open = (locale: 'zh-cn' | 'en-us' = 'en-us', useCases = fakeUseCases({ deployment: () => localDeployment({ docs: 'openapi' }), apiDoc: () => TE.right(getOrder ?? reading.apiDoc(0)!) })) =>
  renderApp(<ApiDocPage />, { useCases, locale, routes: [ROUTE], path: `/open-business-document/api-doc/101/${String(getOrder?.id)}` });

const rowOf = (anchor: string) => document.getElementById(anchor) as HTMLElement;

describe('an API page read from an OpenAPI document', () => {
  it("shows the method and each field's facts, and none of the lcp gateway's tools", async () => {
    await open();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Get an order');
    expect(screen.getByText('GET')).toBeTruthy();
    expect(within(rowOf('request-orderid')).getByText('Path')).toBeTruthy();
    expect(within(rowOf('request-expand')).getByText('Deprecated')).toBeTruthy();
    expect(rowOf('request-locale').textContent).toContain('Allowed values: zh-CN, en-US');
    expect(rowOf('response-status').textContent).toContain('Default: open');
    expect(within(rowOf('response-total')).getByText('Can be null')).toBeTruthy();
    expect(within(rowOf('response-id')).getByText('Read only')).toBeTruthy();
    expect(rowOf('response-payment').textContent).toContain('Exactly one of the following');
    expect(screen.queryByRole('link', { name: 'Debug in the API test tool' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'SDK' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'On this page', hidden: true }).textContent).not.toContain('SDK');
    expect(screen.queryByRole('columnheader', { name: 'LOP-DN' })).toBeNull();
    // The document's operations, not a business unit's APIs.
    expect(await screen.findByRole('navigation', { name: 'Operations of this document', hidden: true })).toBeTruthy();
  });

  it("speaks of OpenAPI's parts: the other responses by status and description, no exception example it has not", async () => {
    await open();
    await screen.findByRole('heading', { level: 1 });
    const responses = screen.getByRole('table', { name: 'Other responses' });
    expect(within(responses).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Status', 'Description']);
    expect(within(responses).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['404No such order.', 'defaultSomething went wrong.']);
    expect(screen.queryByRole('heading', { name: 'Business error codes' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Exception example' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Response example' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'On this page', hidden: true }).textContent).toContain('Other responses');
  });

  it('says how a call is authorized: any one of the ways, schemes needed together, their scopes and descriptions', async () => {
    await open();
    const section = (await screen.findByRole('heading', { name: 'Authorization' })).closest('section') as HTMLElement;
    expect(within(section).getByText('Any one of these:')).toBeTruthy();
    expect(within(section).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'oauth: OAuth 2.0, scopes: orders:read',
      'All of these together:bearer: HTTP bearer token (JWT)A token from the **shop** console.shopKey: API key in the header X-Shop-Key',
    ]);
    expect(screen.getByRole('navigation', { name: 'On this page', hidden: true }).textContent).toContain('Authorization');
  });

  it('says when no authorization is needed, and has no such section for a document that says nothing of it', async () => {
    const cancel = reading.apiDoc(reading.operations.find((entry) => entry.code === 'cancelOrder')?.id ?? 0);
    await open('zh-cn', fakeUseCases({ deployment: () => localDeployment({ docs: 'openapi' }), apiDoc: () => TE.right(cancel!) }));
    const section = (await screen.findByRole('heading', { name: '鉴权方式' })).closest('section') as HTMLElement;
    expect(section.textContent).toBe('鉴权方式无需鉴权。');
  });

  it('a use of a type drawn elsewhere links to its row, which the link reveals', async () => {
    const { user } = await open();
    await screen.findByRole('heading', { level: 1 });
    const link = within(rowOf('response-customer-referrer')).getByRole('link', { name: 'See the fields of Customer' });
    expect(link.getAttribute('href')).toContain('#response-customer');
    await user.click(link);
    await waitFor(() => expect(rowOf('response-customer').getAttribute('data-highlighted')).toBe('true'));
  });

  it("shows a long list of allowed values by its first 20, with a button for the rest, and names the bodies' media types", async () => {
    const values = Array.from({ length: 300 }, (_, index) => `v${String(index)}`);
    const upload = {
      ...getOrder!,
      mediaTypes: { request: 'multipart/form-data', response: 'application/octet-stream' },
      requestParams: getOrder!.requestParams.map((node) => (node.anchor === 'request-locale' ? { ...node, facts: { ...node.facts, enumValues: values } } : node)),
    };
    const { user } = await open('en-us', fakeUseCases({ deployment: () => localDeployment({ docs: 'openapi' }), apiDoc: () => TE.right(upload) }));
    await screen.findByRole('heading', { level: 1 });
    const shown = () => within(rowOf('request-locale')).getAllByText(/^v\d+$/).map((code) => code.textContent);
    expect(shown()).toEqual(values.slice(0, 20));
    const more = within(rowOf('request-locale')).getByRole('button', { name: 'Show all 300 values' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await user.click(more);
    expect(shown()).toHaveLength(300);
    const fewer = within(rowOf('request-locale')).getByRole('button', { name: 'Show fewer' });
    expect(fewer.getAttribute('aria-expanded')).toBe('true');
    await user.click(fewer);
    expect(shown()).toEqual(values.slice(0, 20));
    expect(screen.getByText(/Content type: multipart\/form-data/).closest('section')?.id).toBe('request');
    expect(screen.getByText(/Content type: application\/octet-stream/).closest('section')?.id).toBe('response');
  });

  it('in Chinese', async () => {
    await open('zh-cn');
    await screen.findByRole('heading', { level: 1 });
    expect(within(rowOf('request-orderid')).getByText('路径参数')).toBeTruthy();
    expect(rowOf('request-locale').textContent).toContain('可选值：zh-CN、en-US');
    expect(within(rowOf('response-customer-referrer')).getByRole('link', { name: '查看 Customer 的字段' })).toBeTruthy();
    const responses = screen.getByRole('table', { name: '其他响应' });
    expect(within(responses).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['状态码', '说明']);
    expect(await screen.findByRole('navigation', { name: '本文档的接口操作', hidden: true })).toBeTruthy();
    expect(within(screen.getByRole('heading', { name: '鉴权方式' }).closest('section') as HTMLElement).getAllByRole('listitem')[0]?.textContent).toBe('oauth：OAuth 2.0，权限范围：orders:read');
  });

  it('a document that is not valid says what is wrong and where, in the reader’s language, with no retry', async () => {
    const useCases = fakeUseCases({
      deployment: () => localDeployment({ docs: 'openapi' }),
      apiDoc: () => TE.left({ kind: 'InvalidDocument', file: 'https://x.test/shop.json', pointer: '/components/schemas/Line/properties/sku/type', problem: { code: 'unknownType', values: { type: '"text"' } } }),
    });
    await open('zh-cn', useCases);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1 }).textContent).toBe('页面未能加载');
    expect(within(alert).getByText('该文档不是有效的 OpenAPI："text" 不是 JSON Schema 类型（https://x.test/shop.json 中的 /components/schemas/Line/properties/sku/type）。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });

  it('shows every response by status: the success first, then an error’s body, headers and examples, its external one fetched', async () => {
    const asked: string[] = [];
    const useCases = fakeUseCases({
      deployment: () => localDeployment({ docs: 'openapi' }),
      apiDoc: () => TE.right(getOrder!),
      externalExample: (url) => {
        asked.push(url);
        return TE.right('{"kind":"not-found","stored":true}');
      },
    });
    const { user } = await open('en-us', useCases);
    const statuses = await screen.findByRole('tablist', { name: 'Response status' });
    expect(within(statuses).getAllByRole('tab').map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
      ['200', 'true'],
      ['404', 'false'],
      ['Default', 'false'],
    ]);
    // The success keeps its anchors, and its headers and links are with it.
    expect(rowOf('response-status')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Headers of the response 200' })).getByText('X-Rate-Limit-Remaining')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Links' })).getAllByRole('row')[1]?.textContent).toBe('CancelOrdercancelOrderorderId = $response.body#/idCancels **this** order.');
    expect(asked).toEqual([]);

    await user.click(within(statuses).getByRole('tab', { name: '404' }));
    // The tab that closes leaves once its exit (Ark's presence) is over: a frame or more after the click.
    await waitFor(() => expect(rowOf('response-status')).toBeNull());
    expect(screen.getByText('Content type: application/problem+json')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Response 404' })).getAllByRole('row').length).toBe(3);
    expect(rowOf('response-404-body-kind').textContent).toContain('Required');
    expect(rowOf('response-404-header-x-request-id').textContent).toContain('Quote it when you ask for help.');
    expect(screen.getByLabelText('Response 404 An unknown order').textContent).toContain('"detail": "No order o404."');
    expect((await screen.findByLabelText('Response 404 A stored answer')).textContent).toContain('"stored": true');
    expect(asked).toEqual(['https://docs.example.test/specs/examples/not-found.json']);
  });

  it('names a discriminated alternative by its mapping value and says the property; a deep link opens its status', async () => {
    const useCases = fakeUseCases({ deployment: () => localDeployment({ docs: 'openapi' }), apiDoc: () => TE.right(getOrder!) });
    await renderApp(<ApiDocPage />, { useCases, locale: 'zh-cn', routes: [ROUTE], path: `/open-business-document/api-doc/101/${String(getOrder?.id)}#response-default-body-body-declined` });
    const tab = await screen.findByRole('tab', { name: '默认' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(rowOf('response-default-body-body').textContent).toContain('由字段 kind 区分');
    expect(rowOf('response-default-body-body-declined').textContent).toContain('PaymentDeclined');
  });

  it('says in place, in the reader’s language, an external example that could not be fetched', async () => {
    const useCases = fakeUseCases({
      deployment: () => localDeployment({ docs: 'openapi' }),
      apiDoc: () => TE.right(getOrder!),
      externalExample: () => TE.left({ kind: 'Http', status: 404 }),
    });
    const { user } = await open('zh-cn', useCases);
    await user.click(await screen.findByRole('tab', { name: '404' }));
    expect((await screen.findByRole('alert')).textContent).toBe('A stored answer: 无法获取 https://docs.example.test/specs/examples/not-found.json 处的示例。');
  });

  it("shows an operation's callbacks: the expression, the method and the request body tree", async () => {
    const placed = reading.apiDoc(reading.operations.find((entry) => entry.code === 'POST /orders')?.id ?? 0);
    await open('en-us', fakeUseCases({ deployment: () => localDeployment({ docs: 'openapi' }), apiDoc: () => TE.right(placed!) }));
    const section = (await screen.findByRole('heading', { level: 2, name: 'Callbacks' })).closest('section') as HTMLElement;
    expect(within(section).getByRole('heading', { level: 3 }).textContent).toBe('orderShipped');
    expect(within(section).getByText('https://hooks.shop.test/customers/{$request.body#/customer}')).toBeTruthy();
    expect(within(within(section).getByRole('table', { name: 'Request body of POST orderShipped' })).getByText('lines')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'On this page', hidden: true }).textContent).toContain('Callbacks');
  });
});
