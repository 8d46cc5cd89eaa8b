import { describe, expect, it } from 'vitest';
import { createAppContainer, resolvePortal } from '../../../src/main/container/create-container';
import type { Platform } from '../../../src/main/container/platform.module';
import { TOKENS } from '../../../src/main/container/tokens';
import { HOST_TABLE } from '../../../src/main/deployment/host-table.config';
import { createQueryClient } from '../../../src/main/query-client';
import { apiDocQuery } from '../../../src/ui/docs/api-doc/api-doc.queries';
import { externalDeployment } from '../../fakes/deployments';
import { createFakeLocation } from '../../fakes/fake-location';
import { createMemoryCookieJar } from '../../fakes/memory-cookie-jar';
import { createMemoryStore } from '../../fakes/memory-store';

/** The whole path of a failed call: HTTP client, failure policy, announcer, react-query's cache, notification center. */
const setup = async (answer: () => Response) => {
  let requests = 0;
  const platform: Platform = {
    deployment: externalDeployment,
    hostTable: HOST_TABLE,
    portalConfig: { supportPhone: '1', supportEmail: 'a@example.com', internationalPhone: '2', internationalEmail: 'b@example.com', copyrightEndYear: 2023 },
    loginSource: 'test',
    fetch: () => {
      requests += 1;
      return Promise.resolve(answer());
    },
    localStore: createMemoryStore(),
    sessionStorage: createMemoryStore(),
    cookies: createMemoryCookieJar(),
    location: createFakeLocation(`https://${externalDeployment.host}/#/home`),
    randomId: () => 'f'.repeat(32),
  };
  const container = await createAppContainer(platform);
  const portal = resolvePortal(container);
  const queryClient = createQueryClient(container.get(TOKENS.FailureAnnouncer));
  const toasts = async () => {
    // The announcer says a failure once the task that saw it has ended.
    await new Promise((resolve) => setTimeout(resolve, 5));
    return portal.notifications.get().toasts.map((toast) => toast.message);
  };
  return { docs: portal.documents.docs, releaseDocs: portal.documents.releaseDocs, queryClient, toasts, requests: () => requests };
};

const serverError = () => new Response('boom', { status: 500 });
const notFound = () => Response.json({ code: 404, message: 'Document not found', error: null, data: null });

describe('a failed call is said once', () => {
  it('a query whose view shows its failure in place makes no toast', async () => {
    const { docs, releaseDocs, queryClient, toasts } = await setup(notFound);
    await expect(queryClient.query(apiDocQuery(docs.apiDoc, 10001))).rejects.toThrow();
    expect(await toasts()).toEqual([]);
  });

  it('several readers of one failing query make one request and no toast', async () => {
    const { docs, releaseDocs, queryClient, toasts, requests } = await setup(serverError);
    const reads = [1, 2, 3, 4].map(() => queryClient.query(apiDocQuery(docs.apiDoc, 10001)).catch(() => 'failed'));
    expect(await Promise.all(reads)).toEqual(['failed', 'failed', 'failed', 'failed']);
    expect(requests()).toBe(1);
    expect(await toasts()).toEqual([]);
  });

  it('the same call made outside a query (nothing shows it in place) is one toast', async () => {
    const { docs, releaseDocs, toasts } = await setup(notFound);
    await docs.apiDoc(10001)();
    expect(await toasts()).toEqual([{ text: 'Document not found' }]);
  });

  it('calls failing alike at the same time are one toast', async () => {
    const { docs, releaseDocs, toasts } = await setup(serverError);
    await Promise.all([docs.apiDoc(1)(), docs.apiDoc(2)(), docs.apiMenu(3)(), releaseDocs.releaseDocList(1)()]);
    expect(await toasts()).toEqual([{ key: 'common.errors.http', values: { status: 500 } }]);
  });
});
