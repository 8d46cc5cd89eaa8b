import { createHttpDocGateway } from '../../../src/infrastructure/gateways/http-doc.gateway';
import { createLcpRestClient } from '../../../src/infrastructure/http/lcp-rest.client';
import type { SandboxStore } from '../../../src/sandbox/store';
import { externalDeployment } from '../../fakes/deployments';
import { createMemoryCookieJar } from '../../fakes/memory-cookie-jar';
import { createSandboxClient, ORIGIN } from './sandbox-client';

/** The portal's own lcp-rest document gateway (DTO schemas and mappers), in English, answered by the sandbox `store`. */
export const sandboxDocGateway = (store: SandboxStore) => {
  const sandbox = createSandboxClient(store);
  return createHttpDocGateway(
    createLcpRestClient({
      baseUrl: `${ORIGIN}/lcp-rest`,
      accountType: externalDeployment.accountType,
      cookies: createMemoryCookieJar(),
      locale: () => 'en-us',
      site: () => 'common',
      onFailure: () => undefined,
      fetch: (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input));
        return sandbox.call(`${url.pathname}${url.search}`, init);
      },
    }),
  );
};
