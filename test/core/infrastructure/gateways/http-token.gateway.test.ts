import * as E from 'fp-ts/Either';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHttpTokenGateway } from '../../../../src/infrastructure/gateways/http-token.gateway';
import { TOKEN_INFO_PATH } from '../../../../src/infrastructure/gateways/token-info-path';
import { api, createTestClient, ok, setupMswServer } from '../lcp-rest.harness';

const server = setupMswServer();

describe('HTTP token gateway', () => {
  it('asks getInfoByToken with the token and maps each row with its environment', async () => {
    const urls: URL[] = [];
    server.use(
      http.get(api(TOKEN_INFO_PATH), ({ request }) => {
        urls.push(new URL(request.url));
        return HttpResponse.json(
          ok([
            { env: '美国生产 / US production', appKey: 'AP****01', pin: 'me****ev', authorizationTime: '2026-04-01 10:00:00', expirationTime: null },
          ]) as object,
        );
      }),
    );
    const { client } = createTestClient();
    const result = await createHttpTokenGateway(client).grantsOf('tok 1')();
    expect(urls[0]?.searchParams.get('accessToken')).toBe('tok 1');
    expect(result).toEqual(
      E.right([{ env: '美国生产 / US production', environment: 'usProduction', appKey: 'AP****01', pin: 'me****ev', authorizationTime: '2026-04-01 10:00:00' }]),
    );
  });

  it('a row without a pin breaks the contract', async () => {
    server.use(http.get(api(TOKEN_INFO_PATH), () => HttpResponse.json(ok([{ env: 'x', appKey: 'y' }]) as object)));
    const { client } = createTestClient();
    const result = await createHttpTokenGateway(client).grantsOf('tok')();
    expect(E.isLeft(result) && result.left.kind).toBe('Contract');
  });
});
