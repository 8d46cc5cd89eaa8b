import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { MySystemPort } from '../../application/ports/my-system.port';
import { LIMIT_TYPE, mySystemStatusOf, SCHEME_TYPE, scenarioOf, subscriptionOf } from '../../domain/product/my-system';
import { mySystemApplyResultDto, mySystemPageDto, type MySystemApplyRequestDto } from '../dto/my-system.dto';
import type { LcpRestClient } from '../http/lcp-rest.client';

export const MY_SYSTEM_PATHS = {
  systems: '/wms/queryList',
  apply: '/wms/apply',
} as const;

export const createHttpMySystemGateway = (client: LcpRestClient): MySystemPort => ({
  systems: ({ pageNum, pageSize }) =>
    pipe(
      client.post(MY_SYSTEM_PATHS.systems, mySystemPageDto, { body: { pageSize, pageNum } }),
      TE.map((page) => ({
        pageNum,
        pageSize,
        total: page.total,
        items: page.list.map((row) => ({
          ...(row.number != null ? { number: row.number } : {}),
          systemId: row.systemId,
          name: row.systemName,
          scenario: scenarioOf(row.schemeType),
          subscription: subscriptionOf(row.limitNum, row.limitType),
          status: mySystemStatusOf(row.status),
          ...(row.applyTime ? { applyTime: row.applyTime } : {}),
          ...(row.statusUpdateTime ? { statusUpdateTime: row.statusUpdateTime } : {}),
          ...(row.url ? { url: row.url } : {}),
        })),
      })),
    ),
  apply: ({ systemName, scenario, subscription }) => {
    const body: MySystemApplyRequestDto = {
      systemName,
      schemeType: SCHEME_TYPE[scenario],
      limitNum: subscription.amount,
      limitType: LIMIT_TYPE[subscription.unit],
    };
    return pipe(client.post(MY_SYSTEM_PATHS.apply, mySystemApplyResultDto, { body }), TE.map((id) => id ?? undefined));
  },
});
