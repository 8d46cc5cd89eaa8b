import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { TokenPort } from '../../application/ports/token.port';
import { environmentOf } from '../../domain/token/token-info';
import { tokenInfoListDto } from '../dto/token-query.dto';
import type { LcpRestClient } from '../http/lcp-rest.client';
import { TOKEN_INFO_PATH } from './token-info-path';

export const createHttpTokenGateway = (client: LcpRestClient): TokenPort => ({
  grantsOf: (accessToken) =>
    pipe(
      client.get(TOKEN_INFO_PATH, tokenInfoListDto, { query: { accessToken } }),
      TE.map((rows) =>
        rows.map((row) => ({
          env: row.env,
          environment: environmentOf(row.env),
          appKey: row.appKey,
          pin: row.pin,
          ...(row.authorizationTime ? { authorizationTime: row.authorizationTime } : {}),
          ...(row.expirationTime ? { expirationTime: row.expirationTime } : {}),
        })),
      ),
    ),
});
