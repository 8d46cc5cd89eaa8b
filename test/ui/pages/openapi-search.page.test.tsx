import { screen, waitFor, within } from '@testing-library/react';
import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import { makeCountHits, makeSearchDocs } from '../../../src/application/use-cases/search-docs.use-case';
import { createOpenApiHost } from '../../../src/infrastructure/openapi/openapi-host';
import { operationIds } from '../../../src/infrastructure/openapi/openapi-ids';
import type { Json } from '../../../src/infrastructure/openapi/openapi-json';
import { parseJson } from '../../../src/infrastructure/openapi/openapi-reader';
import { createOpenApiSearchGateway } from '../../../src/infrastructure/openapi/openapi-search.gateway';
import { SearchResultPage as SearchPage } from '../../../src/ui/pages/search/search.page';
import { ROOT, SHARED, sharedDocument, shopDocument } from '../../core/infrastructure/openapi/openapi-fixture';
import { localDeployment } from '../../fakes/deployments';
import { fakeUseCases } from '../../fakes/fake-use-cases';
import { renderApp } from '../support/render-app';

/** The shop, with an operation whose summary looks like markup: the page must show it as text. */
const shop = (): Json => {
  const document = shopDocument() as { paths: Record<string, Json> };
  return { ...document, paths: { ...document.paths, '/drafts': { get: { operationId: 'listDrafts', summary: 'List <b>draft</b> orders', responses: { '200': { description: 'ok' } } } } } };
};

/** The search page over the OpenAPI search adapter (its host in-process) and an lcp-rest with one FAQ. */
const open = (q: string, locale: 'zh-cn' | 'en-us' = 'en-us') => {
  const files: Record<string, Json> = { [ROOT]: shop(), [SHARED]: sharedDocument() };
  const host = createOpenApiHost({
    fetchText: (url) => Promise.resolve(JSON.stringify(files[url])),
    parse: (text, file) => Promise.resolve(parseJson(text, file)),
    markdown: () => Promise.resolve((text: string) => `<p>${text}</p>`),
  });
  const faq = { key: 'q-1', scope: 'question' as const, title: 'Where is my order?', snippet: '', target: { kind: 'question' as const, channelId: 'orders', questionId: 'P0001' } };
  const search = createOpenApiSearchGateway({
    units: TE.right([{ id: 1, url: ROOT, name: '示例商店', nameEn: 'Sample shop' }]),
    ask: host.answer,
    english: () => locale === 'en-us',
    rest: { search: (request) => TE.right(request.endpoint === 'question' ? { hits: [faq], total: 1 } : { hits: [], total: 0 }), prepare: () => TE.right(undefined) },
  });
  const useCases = fakeUseCases({ deployment: () => localDeployment({ docs: 'openapi' }), searchDocs: makeSearchDocs({ search }), countHits: makeCountHits({ search }) });
  return renderApp(<SearchPage />, { useCases, locale, path: `/searchResult?q=${encodeURIComponent(q)}` });
};

describe('the search page on OpenAPI documents', () => {
  it("shows an operation's hit with its words marked, its unit, and a link to its page; then lcp-rest's FAQ", async () => {
    await open('order');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('6 results found'));
    const hits = screen.getAllByTestId('search-hit');
    const [first] = hits as [HTMLElement];
    await waitFor(() => expect(first.querySelector('mark')?.textContent).toBe('order'));
    expect(within(first).getByRole('link').textContent).toBe('Get an order');
    expect(within(first).getByRole('link').getAttribute('href')).toBe(`/open-business-document/api-doc/1/${String(operationIds(1, ['GET /orders/{orderId}'])[0])}`);
    expect(within(first).getByTestId('search-from').textContent).toBe('From:API documentation› Sample shop');
    expect(within(first).getByTestId('search-snippet').textContent).toBe('Reads one order.');
    expect(hits.map((hit) => within(hit).getByTestId('search-from').textContent)).toContain('From:Message documentation› Sample shop');
    expect(within(hits.at(-1) as HTMLElement).getByRole('link').getAttribute('href')).toBe('/qs/orders/P0001');
    // The tabs' counts add up to All's: the documents' APIs and their webhook (messages), and the FAQ from lcp-rest.
    await waitFor(() => expect(screen.getByTestId('tab-count-api').textContent).toBe('5'));
    expect(screen.getByTestId('tab-count-faq').textContent).toBe('1');
    expect(screen.getByTestId('tab-count-all').textContent).toBe('6');
  });

  it('shows a summary that looks like markup as text, with only the words marked', async () => {
    await open('draft');
    const link = within((await screen.findAllByTestId('search-hit'))[0] as HTMLElement).getByRole('link');
    await waitFor(() => expect(link.querySelector('mark')?.textContent).toBe('draft'));
    expect(link.textContent).toBe('List <b>draft</b> orders');
    expect(link.querySelector('b')).toBeNull();
  });

  it("in Chinese, the unit's Chinese name", async () => {
    await open('商店', 'zh-cn');
    const [unit] = (await screen.findAllByTestId('search-hit')) as [HTMLElement];
    await waitFor(() => expect(unit.querySelector('mark')?.textContent).toBe('商店'));
    expect(within(unit).getByRole('link').getAttribute('href')).toBe('/open-business-document/access-guide/1');
  });
});
