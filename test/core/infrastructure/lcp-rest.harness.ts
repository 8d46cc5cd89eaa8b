import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { AppError, CallMeta } from '../../../src/application/errors/app-error';
import type { Deployment, Locale } from '../../../src/domain/deployment/deployment';
import { createLcpRestClient, type LcpRestClient } from '../../../src/infrastructure/http/lcp-rest.client';
import { externalDeployment } from '../../fakes/deployments';
import { createMemoryCookieJar } from '../../fakes/memory-cookie-jar';

export const ORIGIN = 'http://portal.test';
export const BASE_URL = `${ORIGIN}/lcp-rest`;
export const api = (path: string): string => `${BASE_URL}${path}`;

/** An msw server for this test file; any request without a handler fails the call (and shows in the output). */
export const setupMswServer = () => {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
};

export const ok = (data: unknown) => ({ code: 20000, message: 'success', data });

export interface ClientUnderTest {
  readonly client: LcpRestClient;
  /** What onFailure received, in order. */
  readonly failures: { error: AppError; meta: CallMeta }[];
}

export const createTestClient = (
  options: { deployment?: Deployment; cookies?: Record<string, string>; locale?: Locale; site?: string } = {},
): ClientUnderTest => {
  const failures: ClientUnderTest['failures'] = [];
  const client = createLcpRestClient({
    baseUrl: BASE_URL,
    accountType: (options.deployment ?? externalDeployment).accountType,
    cookies: createMemoryCookieJar(options.cookies),
    locale: () => options.locale ?? 'zh-cn',
    // As the container binds it: the customer portal names the reader's site.
    site: (options.deployment ?? externalDeployment).variant === 'external' ? () => options.site ?? 'common' : undefined,
    onFailure: (error, meta) => failures.push({ error, meta }),
  });
  return { client, failures };
};
