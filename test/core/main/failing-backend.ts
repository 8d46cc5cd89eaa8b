import { createAppContainer, resolvePortal } from '../../../src/main/container/create-container';
import type { Platform } from '../../../src/main/container/platform.module';
import { TOKENS } from '../../../src/main/container/tokens';
import { HOST_TABLE } from '../../../src/main/deployment/host-table.config';
import { createQueryClient } from '../../../src/main/query-client';
import type { Deployment } from '../../../src/domain/deployment/deployment';
import { externalDeployment } from '../../fakes/deployments';
import { createFakeLocation } from '../../fakes/fake-location';
import { createMemoryCookieJar } from '../../fakes/memory-cookie-jar';
import { createMemoryStore } from '../../fakes/memory-store';

/** The whole path of a failed call: HTTP client, failure policy, announcer, react-query's cache, notification center. */
export const setupFailingBackend = async (answer: () => Response, deployment: Deployment = externalDeployment) => {
  let requests = 0;
  const sessionStorage = createMemoryStore();
  const platform: Platform = {
    deployment,
    hostTable: HOST_TABLE,
    portalConfig: { supportPhone: '1', supportEmail: 'a@example.com', internationalPhone: '2', internationalEmail: 'b@example.com', copyrightEndYear: 2023 },
    loginSource: 'test',
    fetch: () => {
      requests += 1;
      return Promise.resolve(answer());
    },
    localStore: createMemoryStore(),
    sessionStorage,
    cookies: createMemoryCookieJar(),
    location: createFakeLocation(`https://${deployment.host}/#/home`),
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
  return { portal, queryClient, toasts, sessionStorage, requests: () => requests };
};
