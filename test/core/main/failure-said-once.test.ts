import { describe, expect, it } from 'vitest';
import { apiDocQuery } from '../../../src/ui/docs/api-doc/api-doc.queries';
import { setupFailingBackend as setup } from './failing-backend';

const serverError = () => new Response('boom', { status: 500 });
const notFound = () => Response.json({ code: 404, message: 'Document not found', error: null, data: null });

describe('a failed call is said once', () => {
  it('a query whose view shows its failure in place makes no toast', async () => {
    const { useCases, queryClient, toasts } = await setup(notFound);
    await expect(queryClient.query(apiDocQuery(useCases, 10001))).rejects.toThrow();
    expect(await toasts()).toEqual([]);
  });

  it('several readers of one failing query make one request and no toast', async () => {
    const { useCases, queryClient, toasts, requests } = await setup(serverError);
    const reads = [1, 2, 3, 4].map(() => queryClient.query(apiDocQuery(useCases, 10001)).catch(() => 'failed'));
    expect(await Promise.all(reads)).toEqual(['failed', 'failed', 'failed', 'failed']);
    expect(requests()).toBe(1);
    expect(await toasts()).toEqual([]);
  });

  it('the same call made outside a query (nothing shows it in place) is one toast', async () => {
    const { useCases, toasts } = await setup(notFound);
    await useCases.apiDoc(10001)();
    expect(await toasts()).toEqual([{ text: 'Document not found' }]);
  });

  it('calls failing alike at the same time are one toast', async () => {
    const { useCases, toasts } = await setup(serverError);
    await Promise.all([useCases.apiDoc(1)(), useCases.apiDoc(2)(), useCases.apiMenu(3)(), useCases.releaseDocList(1)()]);
    expect(await toasts()).toEqual([{ key: 'common.errors.http', values: { status: 500 } }]);
  });
});
