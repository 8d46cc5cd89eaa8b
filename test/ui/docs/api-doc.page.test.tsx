import { act, screen, waitFor, within } from '@testing-library/react';
import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it, vi } from 'vitest';
import { TAKING_LONG_MS } from '../../../src/ui/widgets/use-taking-long';
import { ApiDocPage } from '../../../src/ui/docs/api-doc/api-doc.page';
import { failFirstLoad } from '../../fakes/fail-first-load';
import { fakeUseCases } from '../../fakes/fake-use-cases';
import { sampleApiDoc } from '../../fakes/sample-docs';
import { renderApp } from '../support/render-app';
import { XSS_PAYLOADS } from '../support/xss-payloads';

const ROUTE = '/open-business-document/api-doc/$unitId/$docId';
const open = (options: { useCases?: ReturnType<typeof fakeUseCases>; locale?: 'zh-cn' | 'en-us'; hash?: string } = {}) =>
  renderApp(<ApiDocPage />, {
    useCases: options.useCases,
    locale: options.locale ?? 'en-us',
    routes: [ROUTE],
    path: `/open-business-document/api-doc/101/5001${options.hash ? `#${options.hash}` : ''}`,
  });

const requestTable = () => screen.getByRole('table', { name: 'Request parameters' });
const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('code')?.textContent);

describe('API doc page', () => {
  it('a sanitizer whose code did not arrive is said in place, and Retry loads it again and shows the document', async () => {
    const { code: sanitizer, attempts } = failFirstLoad(fakeUseCases().sanitizer);
    const { user } = await open({ useCases: fakeUseCases({ sanitizer }) });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page files failed to load');
    expect(screen.queryByRole('heading', { name: '创建入库单' })).toBeNull();
    expect(attempts()).toBe(1);
    await user.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: '创建入库单' })).toBeTruthy();
    expect(attempts()).toBe(2);
  });

  it('shows the overview, addresses, parameters, examples, error codes and SDKs', async () => {
    await open();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('创建入库单');
    // callDirection 1: an API the developer calls. "Outbound" would read as the warehouse's outbound on an inbound API.
    expect(screen.getByText('Called by you')).toBeTruthy();
    expect(screen.queryByText(/outbound/i)).toBeNull();
    expect(screen.getByText('https://test-api.example.com/ecap/v1/orders/create')).toBeTruthy();
    expect(rowNames(requestTable())).toEqual(['order', 'orderId', 'receiver', 'phone']);
    expect(screen.getByText('4 fields')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Breadcrumbs' }).textContent).toBe('API / 订单 / Orders / 创建入库单'));
    expect(within(requestTable()).getAllByText('Conditional')).toHaveLength(1);
    expect(screen.getByRole('table', { name: 'Business error codes' }).textContent).toContain('检查必填参数');
    expect(screen.getByRole('link', { name: 'Debug in the API test tool' }).getAttribute('href')).toContain('/common-development-tools/101/api-test');
    expect(screen.getByRole('navigation', { name: 'On this page', hidden: true }).textContent).toContain('Request parameters');
    // The menu comes with the unit's APIs, which may answer after the page's own document.
    expect((await screen.findByRole('link', { name: /创建入库单/, hidden: true })).getAttribute('aria-current')).toBe('page');
    // The gateway signs lcp's calls: there is no authorization section, nor its entry in the table of contents.
    expect(document.getElementById('authorization')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'On this page', hidden: true }).textContent).not.toMatch(/authoriz/i);
  });

  it('folds and unfolds one node and everything', async () => {
    const { user } = await open();
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getAllByRole('button', { name: 'Fold all' })[0] as HTMLElement);
    expect(rowNames(requestTable())).toEqual(['order']);
    await user.click(within(requestTable()).getByRole('button', { name: 'Unfold order' }));
    expect(rowNames(requestTable())).toEqual(['order', 'orderId', 'receiver']);
    expect(within(requestTable()).getByRole('button', { name: 'Unfold receiver' }).getAttribute('aria-expanded')).toBe('false');
    await user.click(screen.getAllByRole('button', { name: 'Unfold all' })[0] as HTMLElement);
    expect(rowNames(requestTable())).toEqual(['order', 'orderId', 'receiver', 'phone']);
  });

  it('a deep link unfolds the way to its field and highlights it', async () => {
    await open({ hash: 'request-order.receiver.phone' });
    await screen.findByRole('heading', { level: 1 });
    const row = document.getElementById('request-order.receiver.phone');
    expect(row?.getAttribute('data-highlighted')).toBe('true');
    expect(within(row as HTMLElement).getByRole('link', { name: 'Link to phone' }).getAttribute('href')).toContain('#request-order.receiver.phone');
  });

  it('in Chinese', async () => {
    await open({ locale: 'zh-cn' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('table', { name: '请求参数' })).toBeTruthy();
    expect(screen.getAllByText('条件必填')).toHaveLength(1);
    expect(screen.getByText('共 4 个字段')).toBeTruthy();
  });

  it('a failed document is said in place, as the page’s heading, with a retry, beside the unit’s API menu', async () => {
    const useCases = fakeUseCases({ apiDoc: () => TE.left({ kind: 'Network' }) });
    await open({ useCases });
    const failure = await screen.findByRole('alert');
    expect(within(failure).getByRole('heading', { level: 1 }).textContent).toBe('This page could not be loaded');
    expect(failure.textContent).toMatch(/network/i);
    expect(within(failure).getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(await screen.findByRole('navigation', { name: /API/, hidden: true })).toBeTruthy();
  });

  it('a document that takes long says it is still loading', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await open({ useCases: fakeUseCases({ apiDoc: () => () => new Promise(() => undefined) }) });
      await screen.findByRole('status', { name: 'Loading…' });
      await act(() => vi.advanceTimersByTimeAsync(TAKING_LONG_MS - 100));
      expect(screen.queryByText(/^Still loading/)).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(screen.getByText('Still loading: this is taking longer than usual…').getAttribute('role')).toBe('status');
    } finally {
      vi.useRealTimers();
    }
  });

  it('no XSS payload in a remark, description or error fix reaches the DOM alive', async () => {
    const payload = XSS_PAYLOADS.join('');
    const hostile = {
      ...sampleApiDoc,
      remark: payload,
      requestParams: [{ ...sampleApiDoc.requestParams[0]!, description: payload, children: [] }],
      errorCodes: [{ id: 'x', code: '1', fix: payload, children: [] }],
    };
    await open({ useCases: fakeUseCases({ apiDoc: () => TE.right(hostile) }) });
    await screen.findByRole('heading', { level: 1 });
    const main = document.body;
    expect(main.querySelectorAll('script, iframe, object, embed, form').length).toBe(0);
    for (const element of main.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        expect(attribute.name.startsWith('on'), `${element.tagName} ${attribute.name}`).toBe(false);
        expect(/^\s*javascript:/i.test(attribute.value)).toBe(false);
      }
    }
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });
});
