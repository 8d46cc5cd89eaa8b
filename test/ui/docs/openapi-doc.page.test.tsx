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
});
