import { describe, expect, it } from 'vitest';
import { apiDocQuery } from '../../../src/ui/reads/api-doc.queries';
import { setupFailingBackend as setup } from './failing-backend';

const serverError = () => new Response('boom', { status: 500 });
const notFound = () => Response.json({ code: 404, message: 'Document not found', error: null, data: null });

describe('a failed call is said once', () => {
  it('a query whose view shows its failure in place makes no toast', async () => {
    const { portal, queryClient, toasts } = await setup(notFound);
    await expect(queryClient.query(apiDocQuery(portal.documents.docs, 10001))).rejects.toThrow();
    expect(await toasts()).toEqual([]);
  });

  it('several readers of one failing query make one request and no toast', async () => {
    const { portal, queryClient, toasts, requests } = await setup(serverError);
    const reads = [1, 2, 3, 4].map(() => queryClient.query(apiDocQuery(portal.documents.docs, 10001)).catch(() => 'failed'));
    expect(await Promise.all(reads)).toEqual(['failed', 'failed', 'failed', 'failed']);
    expect(requests()).toBe(1);
    expect(await toasts()).toEqual([]);
  });

  it('the same call made outside a query (nothing shows it in place) is one toast', async () => {
    const { portal, toasts } = await setup(notFound);
    await portal.documents.docs.apiDoc(10001)();
    expect(await toasts()).toEqual([{ text: 'Document not found' }]);
  });

  it('calls failing alike at the same time are one toast', async () => {
    const { portal, toasts } = await setup(serverError);
    const { docs, releaseDocs } = portal.documents;
    await Promise.all([docs.apiDoc(1)(), docs.apiDoc(2)(), docs.apiMenu(3)(), releaseDocs.releaseDocList(1)()]);
    expect(await toasts()).toEqual([{ key: 'common.errors.http', values: { status: 500 } }]);
  });
});
