import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import { z } from 'zod/mini';
import type { UserPort } from '../../application/ports/user.port';
import { NO_TEAM, type User } from '../../domain/user/user';
import { isYes } from '../dto/primitives';
import { userInfoDto } from '../dto/user-info.dto';
import type { LcpRestClient } from '../http/lcp-rest.client';

export const USER_INFO_PATH = '/hrInfo/getUserInfo';

/** An answer without userPin is unusable (spec §5): it fails as a Contract error, like any other mismatch. */
const signedInUserDto = z.extend(userInfoDto, { userPin: z.string().check(z.trim(), z.minLength(1, 'userPin is missing')) });

export const toUser = (dto: z.output<typeof signedInUserDto>): User => ({
  userPin: dto.userPin,
  name: dto.name ?? '',
  loginUsername: dto.loginUsername ?? '',
  headImg: dto.headImg ?? undefined,
  developer: isYes(dto.develop) || isYes(dto.user_develop),
  supplierId: dto.supplierId ?? NO_TEAM,
  supplierCode: dto.supplierCode ?? undefined,
});

export const createHttpUserGateway = (client: LcpRestClient): UserPort => ({
  getUserInfo: (options = {}) =>
    pipe(
      client.get(USER_INFO_PATH, signedInUserDto, { meta: { userInfo: true, probe: options.probe === true } }),
      TE.map(toUser),
    ),
});
